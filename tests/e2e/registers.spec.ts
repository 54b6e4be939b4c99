import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures.ts';
import { addAdmin, classWithRoster, day2025, gridDay, idOfToken, isoDay, signUpPupil, studentPage, switchTo, takeByApi, tutorPage, type Pupil } from './support/attendance.ts';
import { expectQuery, toast, viewHeading } from './support/content.ts';
import { inWords } from './support/date-picker.ts';
import { addTutor, apiToken, newAccount, storeToken } from './support/school.ts';

// A class register on a phone: everyone present until marked, a tap for each exception. The days
// are in September 2025, a month no other test marks, so the students' months hold only these.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const markOf = (page: Page, pupil: Pupil, mark: string) => page.getByRole('radiogroup', { name: pupil.fullName, exact: true }).getByRole('radio', { name: mark, exact: true });
const noteOf = (page: Page, pupil: Pupil) => page.getByRole('textbox', { name: `Note for ${pupil.fullName}`, exact: true });
const save = (page: Page) => page.getByRole('button', { name: 'Save register', exact: true });
const takenLine = /^Taken at \d\d:\d\d on \d{1,2} [A-Z][a-z]{2} \d{4} by Mrs rao$/;

/** Each pupil's mark as the register shows it checked. */
async function expectMarks(page: Page, marks: readonly [Pupil, string][]) {
  for (const [pupil, mark] of marks) await expect(markOf(page, pupil, mark)).toBeChecked();
}

/** Saves, and expects the toast, the register taken, and the counts. */
async function saveRegister(page: Page, heading: string, counts: string) {
  const saved = page.waitForResponse((response) => response.url().includes('/register/') && response.request().method() === 'PUT');
  await save(page).tap();
  expect((await saved).status()).toBe(200);
  await expect(toast(page, `Register saved: ${heading}`)).toBeVisible();
  await expect(page.getByText(takenLine)).toBeVisible();
  await expect(page.getByText(counts, { exact: true })).toBeVisible();
}

test('a tutor on a phone takes a class register with two exceptions and a note, finds it taken after a reload, and changes it; the students see their marks', async ({ page, request }) => {
  const adminToken = await apiToken(request, 'tutor', addAdmin());
  const [asha, bilal, chen] = [await signUpPupil(request, adminToken, 'asha'), await signUpPupil(request, adminToken, 'bilal'), await signUpPupil(request, adminToken, 'chen')];
  const className = `7B ${randomBytes(3).toString('hex')}`;
  // The class's own tutor, no admin: any tutor takes registers.
  const tutorToken = await apiToken(request, 'tutor', addTutor(newAccount('mrs rao')));
  const classId = await classWithRoster(request, adminToken, className, [idOfToken(tutorToken)], [asha, bilal, chen]);
  // The Monday before: everyone present, taken through the API.
  await takeByApi(request, tutorToken, classId, day2025(9, 8), []);
  await storeToken(page, tutorToken);
  await page.clock.setFixedTime(new Date('2025-09-20T09:00:00Z'));

  // The whole school's calendar is the page's first view; the register picker leads to the class.
  await page.goto(tutorPage);
  await expect(page.getByRole('heading', { level: 2, name: 'September 2025', exact: true })).toBeVisible();
  await page.getByLabel('Register', { exact: true }).selectOption(classId);
  await expectQuery(page, tutorPage, { class: classId });
  const day = day2025(9, 9);
  await page.getByLabel('Day', { exact: true }).fill('09/09/2025');
  await expectQuery(page, tutorPage, { class: classId, day: isoDay(day) });
  const heading = `${className}, ${inWords(day)}`;
  await expect(viewHeading(page)).toHaveText(heading);

  // Not taken: the roster, everyone present, admission numbers beside the names.
  await expect(page.getByText('Not taken yet: everyone is present until marked.', { exact: true })).toBeVisible();
  await expectMarks(page, [[asha, 'Present'], [bilal, 'Present'], [chen, 'Present']]);
  await expect(page.getByRole('list', { name: heading, exact: true }).getByRole('listitem')).toHaveCount(3);
  await expect(page.getByText('0 absent, 0 late, 0 excused', { exact: true })).toBeVisible();
  await expect(save(page)).toBeInViewport();
  // Targets a thumb can hit: each mark is a 44 px square.
  const target = await markOf(page, asha, 'Absent').locator('xpath=..').boundingBox();
  expect(Math.min(target?.width ?? 0, target?.height ?? 0)).toBeGreaterThanOrEqual(44);
  await expectAccessible(page);

  // Two exceptions: one tap each, and a note for the absence.
  await markOf(page, asha, 'Absent').tap();
  await noteOf(page, asha).fill('fever');
  await markOf(page, bilal, 'Late').tap();
  await expect(noteOf(page, chen)).toHaveCount(0);
  await expect(page.getByText('1 absent, 1 late, 0 excused', { exact: true })).toBeVisible();
  await expect(save(page)).toBeInViewport();
  await expectAccessible(page);
  await saveRegister(page, heading, '1 absent, 1 late, 0 excused');
  await expectAccessible(page);

  // A reload opens it taken, as saved.
  await page.reload();
  await expect(page.getByText(takenLine)).toBeVisible();
  await expectMarks(page, [[asha, 'Absent'], [bilal, 'Late'], [chen, 'Present']]);
  await expect(noteOf(page, asha)).toHaveValue('fever');
  await expectAccessible(page);

  // Changed: Bilal excused after all, Chen late.
  await markOf(page, bilal, 'Excused').tap();
  await markOf(page, chen, 'Late').tap();
  await saveRegister(page, heading, '1 absent, 1 late, 1 excused');
  await page.reload();
  await expectMarks(page, [[asha, 'Absent'], [bilal, 'Excused'], [chen, 'Late']]);

  // A closed day has no register, and says why.
  await page.getByRole('button', { name: 'Previous day', exact: true }).tap();
  await page.getByRole('button', { name: 'Previous day', exact: true }).tap();
  await expectQuery(page, tutorPage, { class: classId, day: isoDay(day2025(9, 7)) });
  await expect(page.getByText('The school is closed on this day: no register is taken.', { exact: true })).toBeVisible();
  await expect(save(page)).toHaveCount(0);
  await expectAccessible(page);

  // Asha's calendar: the marks by letter and word, a Sunday, a day nobody marked, and the report.
  await switchTo(page, await apiToken(request, 'student', asha));
  await page.goto(`${studentPage}?day=${isoDay(day)}`);
  await expect(gridDay(page, day, 'Absent')).toBeVisible();
  await expect(gridDay(page, day2025(9, 8), 'Present')).toBeVisible();
  await expect(gridDay(page, day2025(9, 7), 'Holiday')).toBeVisible();
  await expect(gridDay(page, day2025(9, 10), 'Not marked')).toBeVisible();
  await expect(page.getByRole('region', { name: inWords(day), exact: true }).getByText('Absent', { exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Key', exact: true }).getByRole('listitem')).toHaveText(['PPresent', 'AAbsent', 'LLate', 'EExcused', '–Not marked', 'HHoliday']);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Attendence Report', exact: true }).tap();
  await expect(viewHeading(page)).toHaveText('Attendence Report');
  await expect(page.getByText('September 2025', { exact: true })).toBeVisible();
  await expect(page.getByRole('term')).toHaveText(['School days', 'Days present', 'Number of absences', 'Days late', 'Days excused', 'Days not marked']);
  // 30 days, 4 Sundays; Monday present, Tuesday absent, the rest not marked.
  await expect(page.getByRole('definition')).toHaveText(['26', '1', '1', '0', '0', '24']);
  await expectAccessible(page);

  await switchTo(page, await apiToken(request, 'student', bilal));
  await page.goto(`${studentPage}?day=${isoDay(day)}`);
  await expect(gridDay(page, day, 'Excused')).toBeVisible();
  await switchTo(page, await apiToken(request, 'student', chen));
  await page.goto(`${studentPage}?day=${isoDay(day)}`);
  await expect(gridDay(page, day, 'Late')).toBeVisible();
  // Days after today have no status at all.
  const future = new Date(Date.UTC(2099, 5, 10));
  await page.goto(`${studentPage}?day=${isoDay(future)}`);
  await expect(gridDay(page, future)).toHaveAccessibleName(inWords(future));
});

test('the whole school stays one choice away, and a class’s month downloads with only its students', async ({ page, request }) => {
  const adminToken = await apiToken(request, 'tutor', addAdmin());
  const dina = await signUpPupil(request, adminToken, 'dina');
  const other = await signUpPupil(request, adminToken, 'omar');
  const className = `8C ${randomBytes(3).toString('hex')}`;
  const classId = await classWithRoster(request, adminToken, className, [], [dina]);
  await takeByApi(request, adminToken, classId, day2025(9, 16), [{ pupil: dina, status: 'late', note: 'bus' }]);
  await storeToken(page, adminToken);
  await page.clock.setFixedTime(new Date('2025-09-20T09:00:00Z'));

  await page.goto(`${tutorPage}?class=${classId}&day=${isoDay(day2025(9, 16))}`);
  await expect(page.getByText(/^Taken at \d\d:\d\d on \d{1,2} [A-Z][a-z]{2} \d{4} by Head/)).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: dina.fullName, exact: true }).getByRole('radio', { name: 'Late', exact: true })).toBeChecked();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: `Download September 2025 of ${className} as CSV`, exact: true }).tap();
  const download = await downloading;
  const text = await readFile(await download.path(), 'utf8');
  const [header = '', ...rows] = text.slice(1).split('\r\n').filter(Boolean);
  const columns = header.split(',');
  expect(columns.slice(-4)).toEqual(['"Present"', '"Absent"', '"Late"', '"Excused"']);
  expect(rows).toHaveLength(1);
  const row = rows[0]?.split(',') ?? [];
  expect(row[1]).toBe(`"${dina.fname}"`);
  expect(row[columns.indexOf('"16/09"')]).toBe('"L"');
  expect(text).not.toContain(other.fname);

  // Back to the whole school: the product's calendar, its absentees and its form.
  await page.getByLabel('Register', { exact: true }).selectOption({ label: 'Whole school' });
  await expectQuery(page, tutorPage, { day: isoDay(day2025(9, 16)) });
  await expect(page.getByRole('button', { name: 'Mark absentees', exact: true })).toBeVisible();
  await expectAccessible(page);
});
