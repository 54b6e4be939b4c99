import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures.ts';
import { day2025, grid, gridDay, isoDay, markByApi, signUpPupil, studentPage, switchTo, tutorPage, type Pupil } from './support/attendance.ts';
import { expectQuery, toast, turnTo, viewHeading } from './support/content.ts';
import { inWords } from './support/date-picker.ts';
import { addTutor, apiToken, storeToken } from './support/school.ts';

// The words are the product specification's (§2, §4), 'Attendence Report' included. Each test
// marks days of its own month: the attendance of a day is the school's, shared by every tutor.

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

/** The region of the chosen day on the tutor's page: 'Absentees on Tuesday 10 June 2025'. */
const absenteesOf = (page: Page, day: Date) => page.getByRole('region', { name: `Absentees on ${inWords(day)}`, exact: true });
const markButton = (page: Page) => page.getByRole('button', { name: 'Mark absentees', exact: true });
const formTable = (page: Page, day: Date) => page.getByRole('table', { name: `Mark absentees: ${inWords(day)}`, exact: true });
const rowOf = (page: Page, day: Date, pupil: Pupil) =>
  formTable(page, day)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: pupil.fullName, exact: true }) });
const tickOf = (page: Page, pupil: Pupil) => page.getByRole('checkbox', { name: `Select ${pupil.fullName}`, exact: true });
const submit = (page: Page) => page.getByRole('button', { name: 'Submit', exact: true });

/** A pupil's tick, on whichever page of the form it is. */
async function shownTick(page: Page, pupil: Pupil): Promise<Locator> {
  await turnTo(page, tickOf(page, pupil));
  return tickOf(page, pupil);
}

/** The tutor's list for `day`: exactly `names`, or 'No absentees found'. */
async function expectAbsentees(page: Page, day: Date, names: readonly string[]) {
  const region = absenteesOf(page, day);
  await expect(region).toBeVisible();
  if (names.length === 0) await expect(region.getByText('No absentees found', { exact: true })).toBeVisible();
  else await expect(region.getByRole('list').getByRole('listitem')).toHaveText([...names]);
}

/** Opens the form for `day` from its calendar view: heading focused, columns as the spec names them. */
async function openForm(page: Page, day: Date) {
  await markButton(page).click();
  await expectQuery(page, tutorPage, { day: isoDay(day), mode: 'mark' });
  await expect(viewHeading(page)).toHaveText(`Mark absentees: ${inWords(day)}`);
  await expect(viewHeading(page)).toBeFocused();
  await expect(formTable(page, day).getByRole('columnheader')).toHaveText(['Select', 'Roll No', 'Name']);
}

/** Taps a row away from its checkbox (on the name), as a thumb does, and expects the tick to follow. */
async function tapRow(page: Page, day: Date, pupil: Pupil, ticked: boolean) {
  await turnTo(page, rowOf(page, day, pupil));
  await rowOf(page, day, pupil).getByRole('rowheader').tap();
  await expect(await shownTick(page, pupil)).toBeChecked({ checked: ticked });
}

/** Sends the form and expects the toast and the calendar view of `day` listing `names`. */
async function submitForm(page: Page, day: Date, names: readonly string[]) {
  const saved = page.waitForResponse((response) => response.url().endsWith(`/api${tutorPage}`) && response.request().method() === 'POST');
  await submit(page).tap();
  expect((await saved).status()).toBe(200);
  await expect(toast(page, `Absentees saved for ${inWords(day)}`)).toBeVisible();
  await expectQuery(page, tutorPage, { day: isoDay(day) });
  await expectAbsentees(page, day, names);
}

/** A student's status of `day`, chosen by a tap on its cell, which reads the status out too. */
async function expectStatus(page: Page, day: Date, status: 'Present' | 'Absent' | 'Holiday' | 'Not marked') {
  await gridDay(page, day, status).tap();
  await expectQuery(page, studentPage, { day: isoDay(day) });
  await expect(page.getByRole('region', { name: inWords(day), exact: true }).getByText(status, { exact: true })).toBeVisible();
}

/**
 * The student's report of the month viewed: its school days and the absences (the days present
 * depend on whole-school days other tests may mark); Back returns to the calendar.
 */
async function expectReport(page: Page, month: string, schoolDays: number, absences: number) {
  await page.getByRole('button', { name: 'Attendence Report', exact: true }).tap();
  await expect(viewHeading(page)).toHaveText('Attendence Report');
  await expect(viewHeading(page)).toBeFocused();
  await expect(page.getByText(month, { exact: true })).toBeVisible();
  await expect(page.getByRole('term')).toHaveText(['School days', 'Days present', 'Number of absences', 'Days late', 'Days excused', 'Days not marked']);
  await expect(page.getByRole('definition').nth(0)).toHaveText(String(schoolDays));
  await expect(page.getByRole('definition').nth(2)).toHaveText(String(absences));
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Back', exact: true }).tap();
  await expect(page.getByRole('button', { name: 'Attendence Report', exact: true })).toBeVisible();
}

/** The height of a row, which a thumb must hit. */
async function heightOf(row: Locator): Promise<number> {
  return (await row.boundingBox())?.height ?? 0;
}

test('a tutor marks two absent by tapping rows and corrects the list; each student sees Absent, Present, Not marked, Holiday and the report', async ({ page, request }) => {
  const tutor = addTutor();
  const token = await apiToken(request, 'tutor', tutor);
  const [asha, bilal, chen] = [await signUpPupil(request, token, 'asha'), await signUpPupil(request, token, 'bilal'), await signUpPupil(request, token, 'chen')];
  const day = day2025(6, 10);
  // Asha was also absent on the 3rd: two absences in June for her report.
  await markByApi(request, token, day2025(6, 3), [asha]);
  await storeToken(page, token);
  // "Today" is a day of June 2025, within the token's lifetime (it expires tomorrow).
  await page.clock.setFixedTime(new Date('2025-06-20T09:00:00Z'));

  // The calendar opens on today; a tap on a day lists its absentees.
  await page.goto(tutorPage);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Attendance');
  await expect(page.getByRole('heading', { level: 2, name: 'June 2025', exact: true })).toBeVisible();
  await expect(gridDay(page, day2025(6, 20))).toHaveAttribute('aria-current', 'date');
  await expect(gridDay(page, day2025(6, 3), '1 absent')).toBeVisible();
  await gridDay(page, day).tap();
  await expectQuery(page, tutorPage, { day: isoDay(day) });
  await expectAbsentees(page, day, []);
  await expectAccessible(page);

  // Everyone is present until ticked: a tap anywhere on a row ticks it, the count follows.
  await openForm(page, day);
  await expect(await shownTick(page, asha)).not.toBeChecked();
  expect(await heightOf(rowOf(page, day, asha))).toBeGreaterThanOrEqual(44);
  await expect(page.getByText('0 absent', { exact: true })).toBeVisible();
  await tapRow(page, day, asha, true);
  await tapRow(page, day, bilal, true);
  await expect(page.getByText('2 absent', { exact: true })).toBeVisible();
  await expectAccessible(page);
  // Back leaves the form unsent; the browser's Forward returns to it, with nothing ticked.
  await page.goBack();
  await expectQuery(page, tutorPage, { day: isoDay(day) });
  await expectAbsentees(page, day, []);
  await page.goForward();
  await expect(await shownTick(page, asha)).not.toBeChecked();
  await tapRow(page, day, asha, true);
  await tapRow(page, day, bilal, true);
  await submitForm(page, day, [asha.fullName, bilal.fullName]);
  await expect(gridDay(page, day, '2 absent')).toBeVisible();

  // A reload keeps the day.
  await page.reload();
  await expectAbsentees(page, day, [asha.fullName, bilal.fullName]);

  // Correcting: the form opens with the day's list ticked; untick Bilal, tick Chen.
  await openForm(page, day);
  await expect(await shownTick(page, asha)).toBeChecked();
  await expect(await shownTick(page, bilal)).toBeChecked();
  await expect(await shownTick(page, chen)).not.toBeChecked();
  await expect(page.getByText('2 absent', { exact: true })).toBeVisible();
  await tapRow(page, day, bilal, false);
  await tapRow(page, day, chen, true);
  await submitForm(page, day, [asha.fullName, chen.fullName]);
  // Back from the form, the day's list takes the focus at its heading.
  await expect(page.getByRole('heading', { name: `Absentees on ${inWords(day)}`, exact: true })).toBeFocused();

  // Each student sees their own day: Absent, Not marked on a day nobody marked, Holiday on the Sunday, and the report.
  const sunday = day2025(6, 15);
  const other = day2025(6, 11);
  await switchTo(page, await apiToken(request, 'student', asha));
  await page.goto(studentPage);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Attendance');
  await expect(grid(page, day)).toBeVisible();
  await expectStatus(page, day, 'Absent');
  await expectAccessible(page);
  await expectStatus(page, other, 'Not marked');
  await expectStatus(page, sunday, 'Holiday');
  // June 2025: 30 days, 5 of them Sundays.
  await expectReport(page, 'June 2025', 25, 2);

  await switchTo(page, await apiToken(request, 'student', bilal));
  await page.goto(studentPage);
  await expectStatus(page, day, 'Present');
  await expectReport(page, 'June 2025', 25, 0);

  await switchTo(page, await apiToken(request, 'student', chen));
  await page.goto(studentPage);
  await expectStatus(page, day, 'Absent');
  await expectStatus(page, sunday, 'Holiday');
  await expectReport(page, 'June 2025', 25, 1);
  // A reload keeps the report open.
  await page.getByRole('button', { name: 'Attendence Report', exact: true }).tap();
  await page.reload();
  await expect(viewHeading(page)).toHaveText('Attendence Report');
});

test('a Sunday cannot be marked; the keyboard marks a day; a refused save keeps the ticks; a failed load offers Retry', async ({ page, request }) => {
  const token = await apiToken(request, 'tutor', addTutor());
  const dara = await signUpPupil(request, token, 'dara');
  await storeToken(page, token);
  await page.clock.setFixedTime(new Date('2025-07-16T09:00:00Z'));
  let failures = 0;
  await page.route('**/api/tutor/home/attendence', async (route) => {
    if (route.request().method() !== 'GET' || failures++ > 0) return route.fallback();
    await route.fulfill({ status: 500, json: { message: 'The register is being copied. Try again.' } });
  });

  await page.goto(tutorPage);
  const alert = page.getByRole('alert');
  await expect(alert).toHaveText(/The register is being copied\. Try again\./);
  await expectAccessible(page);
  await alert.getByRole('button', { name: 'Retry', exact: true }).click();
  await expect(grid(page, day2025(7, 16))).toBeVisible();

  // The keys move through the days; Enter chooses one. Sunday 13 July: a holiday, so no marking.
  const sunday = day2025(7, 13);
  await gridDay(page, day2025(7, 16)).focus();
  for (let key = 0; key < 3; key++) await page.keyboard.press('ArrowLeft');
  await expect(gridDay(page, sunday, 'Holiday')).toBeFocused();
  await page.keyboard.press('Enter');
  await expectQuery(page, tutorPage, { day: isoDay(sunday) });
  await expectAbsentees(page, sunday, []);
  await expect(markButton(page)).toBeDisabled();
  await expect(markButton(page)).toHaveAccessibleDescription('Sunday is a holiday: attendance is not taken on Sundays.');
  await expect(page.getByText('Sunday is a holiday: attendance is not taken on Sundays.', { exact: true })).toBeVisible();
  await expect(gridDay(page, sunday)).toBeFocused();
  await expectAccessible(page);

  // Monday: Enter, Tab to the button past the download, Space on the student's box.
  const monday = day2025(7, 14);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expectAbsentees(page, monday, []);
  await expect(markButton(page)).toBeEnabled();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Download July 2025 as CSV', exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(markButton(page)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(viewHeading(page)).toHaveText(`Mark absentees: ${inWords(monday)}`);
  await (await shownTick(page, dara)).focus();
  await page.keyboard.press('Space');
  await expect(await shownTick(page, dara)).toBeChecked();
  await expect(page.getByText('1 absent', { exact: true })).toBeVisible();

  // Refused: the server's reason, the ticks kept, still the form.
  await page.route('**/api/tutor/home/attendence', (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 400, json: { message: 'No student is called Dara.' } }) : route.fallback(),
  );
  await submit(page).click();
  await expect(toast(page, 'No student is called Dara.')).toBeVisible();
  await expectQuery(page, tutorPage, { day: isoDay(monday), mode: 'mark' });
  await expect(await shownTick(page, dara)).toBeChecked();
  await expect(submit(page)).toBeEnabled();
  await expectAccessible(page);

  await page.unrouteAll();
  await submitForm(page, monday, [dara.fullName]);
  await expect(gridDay(page, monday, '1 absent')).toBeVisible();

  // An address naming the Sunday's form shows why there is none.
  await page.goto(`${tutorPage}?day=${isoDay(sunday)}&mode=mark`);
  await expect(viewHeading(page)).toHaveText(`Mark absentees: ${inWords(sunday)}`);
  await expect(page.getByText('Sunday is a holiday: attendance is not taken on Sundays.', { exact: true })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expectQuery(page, tutorPage, { day: isoDay(sunday) });
});

test("the tutor downloads the month on screen as CSV: a byte order mark, the header, the student's A's and totals", async ({ page, request }) => {
  const token = await apiToken(request, 'tutor', addTutor());
  const esha = await signUpPupil(request, token, 'esha');
  await markByApi(request, token, day2025(5, 14), [esha]);
  await markByApi(request, token, day2025(5, 16), [esha]);
  await storeToken(page, token);
  await page.clock.setFixedTime(new Date('2025-06-20T09:00:00Z'));

  await page.goto(tutorPage);
  await expect(page.getByRole('button', { name: 'Download June 2025 as CSV', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Previous month', exact: true }).tap();
  await expect(page.getByRole('heading', { level: 2, name: 'May 2025', exact: true })).toBeVisible();
  await expect(gridDay(page, day2025(5, 14), '1 absent')).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download May 2025 as CSV', exact: true }).tap();
  const download = await downloading;
  expect(await download.failure()).toBeNull();
  expect(download.suggestedFilename()).toBe('attendance-2025-05.csv');
  const text = await readFile(await download.path(), 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const [header = '', ...rows] = text.slice(1).split('\r\n');
  const columns = header.split(',');
  expect(columns.slice(0, 2)).toEqual(['"Roll No"', '"Name"']);
  expect(columns.slice(-4)).toEqual(['"Present"', '"Absent"', '"Late"', '"Excused"']);
  // School days only: May 2025 has 31 days, 4 of them Sundays.
  expect(columns).toHaveLength(2 + 27 + 4);
  const row = rows.find((line) => line.includes(`"${esha.fname}"`))?.split(',') ?? [];
  expect(row[columns.indexOf('"14/05"')]).toBe('"A"');
  expect(row[columns.indexOf('"16/05"')]).toBe('"A"');
  expect(row[columns.indexOf('"15/05"')]).toBe('""');
  expect(row[columns.indexOf('"Absent"')]).toBe('"2"');
  await expectAccessible(page);
});
