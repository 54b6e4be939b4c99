import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { zipEntries } from '../../gateway/testing/zip-entries.ts';
import { addAdmin, classWithRoster, idOfToken, signUpPupil, type Pupil } from './support/attendance.ts';
import { assignments, digest, downloadThrough, expectQuery, fillUpload, openUpload, pdfFile, recordRow, toast, turnTo, uniqueTitle, uploadDateToday, viewHeading } from './support/content.ts';
import { shownDay } from './support/date-picker.ts';
import { expect, expectAccessible, test } from './support/fixtures.ts';
import { addTutor, apiToken, logInWithFiles } from './support/school.ts';

// Worked out here independently of the app's code: the school's clock and the API's answers.

const pad = (value: number) => String(value).padStart(2, '0');

/** The school's time zone, as anyone may read it. */
async function schoolZone(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/school');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { school: { timeZone: string } }).school.timeZone;
}

/** Tomorrow on the school's calendar, as `{year, month, day}`. */
function tomorrowIn(timeZone: string): { year: number; month: number; day: number } {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date()).split('-').map(Number);
  const next = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, (day ?? 1) + 1));
  return { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() };
}

/** The zone's offset at noon on a day, `+05:30`, as Intl names it (`GMT+05:30`, or `GMT` for none). */
function offsetOn(timeZone: string, { year, month, day }: { year: number; month: number; day: number }): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }).formatToParts(new Date(Date.UTC(year, month - 1, day, 12))).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  return name === 'GMT' ? '+00:00' : name.slice(3);
}

/** A student hands in a file and an answer, as their page sends it. */
async function handIn(request: APIRequestContext, pupil: Pupil, assignmentId: string, file: ReturnType<typeof pdfFile>): Promise<void> {
  const token = await apiToken(request, 'student', pupil);
  const response = await request.put(`/api/student/home/assignments/${assignmentId}/submission`, {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { text: `My answer, ${pupil.fname}`, files: file },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Each pupil's admission number and name as the tutor's list of students has them. */
async function rollOf(request: APIRequestContext, tutorToken: string, pupils: readonly Pupil[]): Promise<Map<string, { admissionNo: string; fname: string }>> {
  const response = await request.get('/api/tutor/home/students', { headers: { Authorization: `Bearer ${tutorToken}` } });
  const { students } = (await response.json()) as { students: { _id: string; admissionNo?: string; fname: string }[] };
  return new Map(pupils.map((pupil) => {
    const student = students.find(({ _id }) => _id === pupil.id);
    return [pupil.id, { admissionNo: student?.admissionNo ?? '', fname: student?.fname ?? '' }];
  }));
}

const handInTable = (page: Page, title: string) => page.getByRole('table', { name: `Hand-ins: ${title}`, exact: true });
const handInRow = (page: Page, title: string, fname: string) =>
  handInTable(page, title).getByRole('row').filter({ has: page.getByRole('rowheader', { name: fname, exact: true }) });

test('a tutor sets a due time and points, sees who handed in, grades and returns work, and downloads every hand-in', async ({ page, request }) => {
  const adminToken = await apiToken(request, 'tutor', addAdmin());
  const tutorToken = await logInWithFiles(page, 'tutor', addTutor());
  const [onTime, late, absent] = await Promise.all(['early', 'later', 'absent'].map((first) => signUpPupil(request, tutorToken, first))) as [Pupil, Pupil, Pupil];
  const className = `Hand-ins ${randomBytes(3).toString('hex')}`;
  const classId = await classWithRoster(request, adminToken, className, [idOfToken(tutorToken)], [onTime, late, absent]);
  const zone = await schoolZone(request);
  const due = tomorrowIn(zone);
  const dueDay = `${due.year}-${pad(due.month)}-${pad(due.day)}`;
  const dueShown = `${shownDay(new Date(Date.UTC(due.year, due.month - 1, due.day)))}, 17:00`;
  const record = { title: uniqueTitle('Essay'), description: 'Two pages on rivers.', file: pdfFile('essay brief') };

  // The form: the assignment's own fields beside the shared ones.
  await page.goto(assignments.path);
  await openUpload(page, assignments);
  await expect(page.getByRole('checkbox', { name: 'Students can hand in', exact: true })).toBeChecked();
  await fillUpload(page, assignments, record);
  await page.getByRole('radio', { name: 'Some classes', exact: true }).check();
  await page.getByRole('checkbox', { name: className, exact: true }).check();
  await page.getByRole('textbox', { name: 'Due date (optional)' }).fill(`${pad(due.day)}/${pad(due.month)}/${due.year}`);
  await page.getByLabel('Due time', { exact: true }).fill('17:00');
  await page.getByRole('textbox', { name: 'Points (optional)', exact: true }).fill('20');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'Assignment saved')).toBeVisible();

  // The list: the due time on the school's clock, and the counts in words.
  const row = recordRow(page, assignments, record.title);
  await turnTo(page, row);
  await expect(row.getByRole('cell').filter({ hasText: dueShown })).toHaveCount(1);
  await expect(row.getByRole('link', { name: '3 assigned', exact: true })).toBeVisible();
  const listAnswer = await request.get('/api/tutor/home/assignments', { headers: { Authorization: `Bearer ${tutorToken}` } });
  const listed = ((await listAnswer.json()) as { assignments: { _id: string; title: string; due?: string; points?: number; handInOpen: boolean }[] }).assignments.find(
    (each) => each.title === record.title,
  );
  expect(listed).toMatchObject({ due: `${dueDay}T17:00:00${offsetOn(zone, due)}`, points: 20, handInOpen: true });
  const id = listed?._id ?? '';

  // The details say the terms, and lead to the hand-ins; the edit form starts from the terms as saved.
  await row.getByRole('link', { name: record.title, exact: true }).click();
  await expect(page.getByText(`Due: ${dueShown}`, { exact: true })).toBeVisible();
  await expect(page.getByText('Points: 20', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Hand-ins', exact: true })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Edit Details', exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Due date (optional)' })).toHaveValue(`${pad(due.day)}/${pad(due.month)}/${due.year}`);
  await expect(page.getByLabel('Due time', { exact: true })).toHaveValue('17:00');
  await expect(page.getByRole('textbox', { name: 'Points (optional)', exact: true })).toHaveValue('20');
  await expect(page.getByRole('checkbox', { name: 'Students can hand in', exact: true })).toBeChecked();
  await page.goto(assignments.path);

  // One hands in before the due time; the due time then passes; one hands in after it; one never does.
  const files = { onTime: pdfFile('early answer'), late: pdfFile('late answer') };
  await handIn(request, onTime, id, files.onTime);
  const soon = new Date(Date.now() + 2000).toISOString();
  const moved = await request.put(`/api/tutor/home/assignments/${id}`, {
    headers: { Authorization: `Bearer ${tutorToken}` },
    data: { date: uploadDateToday(), title: record.title, description: record.description, classes: [classId], due: soon },
  });
  expect(moved.status(), await moved.text()).toBe(200);
  await page.waitForTimeout(2500);
  await handIn(request, late, id, files.late);

  await page.reload();
  await turnTo(page, row);
  const counts = row.getByRole('link', { name: '1 handed in, 1 late, 1 missing', exact: true });
  await expect(counts).toBeVisible();

  // The hand-in view: every student, handed-in work first.
  const roll = await rollOf(request, tutorToken, [onTime, late, absent]);
  const nameOf = (pupil: Pupil) => roll.get(pupil.id)?.fname ?? '';
  await counts.click();
  await expectQuery(page, assignments.path, { mode: 'handIns', id });
  await expect(viewHeading(page)).toHaveText(`Hand-ins: ${record.title}`);
  await expect(viewHeading(page)).toBeFocused();
  await expect(handInTable(page, record.title).getByRole('rowheader')).toHaveText([nameOf(onTime), nameOf(late), nameOf(absent)]);
  await expect(handInRow(page, record.title, nameOf(onTime))).toContainText('Handed in');
  await expect(handInRow(page, record.title, nameOf(late))).toContainText('Late');
  await expect(handInRow(page, record.title, nameOf(absent))).toContainText('Missing');
  await expect(handInRow(page, record.title, nameOf(onTime)).getByRole('link', { name: files.onTime.name, exact: true })).toBeVisible();
  await expectAccessible(page);

  // The filter: only the late one.
  await page.getByRole('combobox', { name: 'Show', exact: true }).selectOption({ label: 'Late' });
  await expect(handInTable(page, record.title).getByRole('rowheader')).toHaveText([nameOf(late)]);
  await expectAccessible(page);
  await page.getByRole('combobox', { name: 'Show', exact: true }).selectOption({ label: 'All students' });

  // One submission: its answer and file, a grade and feedback, returned.
  await handInRow(page, record.title, nameOf(onTime)).getByRole('button', { name: nameOf(onTime), exact: true }).click();
  await expect(viewHeading(page)).toHaveText(`${roll.get(onTime.id)?.admissionNo} ${nameOf(onTime)}`);
  await expect(page.getByText(`My answer, ${onTime.fname}`, { exact: true })).toBeVisible();
  const fetched = await downloadThrough(page, files.onTime.name);
  expect(digest(fetched.bytes)).toBe(digest(files.onTime.buffer));
  await expectAccessible(page);
  await page.getByRole('textbox', { name: 'Grade (out of 20)', exact: true }).fill('18');
  await page.getByRole('textbox', { name: 'Feedback', exact: true }).fill('Clear and well argued.');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'Grade and feedback saved')).toBeVisible();
  await page.getByRole('button', { name: 'Return', exact: true }).click();
  await expect(toast(page, 'Work returned')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Undo return', exact: true })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Back to hand-ins', exact: true }).click();
  await expect(handInRow(page, record.title, nameOf(onTime))).toContainText('Returned');
  await expect(handInRow(page, record.title, nameOf(onTime))).toContainText('18');

  // Every hand-in as one ZIP: a folder per student named by admission number and name.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download all (ZIP)', exact: true }).click();
  const zip = await downloading;
  const bytes = await readFile(await zip.path());
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
  const folder = (pupil: Pupil) => `${roll.get(pupil.id)?.admissionNo} ${nameOf(pupil)}`.trim();
  expect([...zipEntries(bytes).keys()].toSorted()).toEqual([`${folder(onTime)}/${files.onTime.name}`, `${folder(late)}/${files.late.name}`].toSorted());
});
