import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { addAdmin, classWithRoster, idOfToken, signUpPupil, type Pupil } from './support/attendance.ts';
import { disguisedHtml, pdfFile, throttleUploads, uniqueTitle, uploadDateToday } from './support/content.ts';
import { expect, expectAccessible, test } from './support/fixtures.ts';
import { offlineBanner, workerInControl } from './support/offline.ts';
import { changesSentTo } from './support/people.ts';
import { apiToken, logInWithFiles } from './support/school.ts';

// Issue 26: a student hands in on a phone. The words are written here as the screens say them, not read from src/strings.
test.use({ viewport: { width: 390, height: 844 } });

const HOUR = 60 * 60 * 1000;

/** An assignment for one class, made through the tutor's multipart call with its due time and points: its id. */
async function assignFor(request: APIRequestContext, token: string, classId: string, title: string, due: Date, handInOpen = true): Promise<string> {
  const response = await request.post('/api/tutor/home/assignments', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      date: uploadDateToday(),
      title,
      description: 'Answer every question.',
      classes: classId,
      due: due.toISOString(),
      points: '20',
      handInOpen: String(handInOpen),
      file: pdfFile('worksheet'),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { _id: string })._id;
}

/** The tutor's review of the student's submission, returned to them. */
async function returnWork(request: APIRequestContext, token: string, assignmentId: string, pupil: Pupil, review: { grade: string; feedback: string }) {
  const response = await request.patch(`/api/tutor/home/assignments/${assignmentId}/submissions/${pupil.id}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { ...review, returned: true },
  });
  expect(response.status(), await response.text()).toBe(200);
}

const status = (page: Page, shown: string) => page.getByText(`Status: ${shown}`, { exact: true });
const chosenFiles = (page: Page) => page.getByRole('list', { name: 'Files to hand in' });

test('a student hands in on a phone, takes it back, hands in again, reads the returned grade, and hands in late', async ({ page, request }) => {
  const tutor = addAdmin();
  const tutorToken = await apiToken(request, 'tutor', tutor);
  const pupil = await signUpPupil(request, tutorToken, 'meera');
  const classId = await classWithRoster(request, tutorToken, `9 C ${randomBytes(3).toString('hex')}`, [idOfToken(tutorToken)], [pupil]);
  const title = uniqueTitle('Essay on rivers');
  const lateTitle = uniqueTitle('Map work');
  const id = await assignFor(request, tutorToken, classId, title, new Date(Date.now() + 24 * HOUR));
  const lateId = await assignFor(request, tutorToken, classId, lateTitle, new Date(Date.now() - 2 * HOUR));
  await logInWithFiles(page, 'student', pupil);

  // Today's Task: due tomorrow is due soon; past due with nothing handed in is overdue.
  await page.goto('/student/home/tasks');
  const dueSoon = page.getByRole('list', { name: 'Due soon' });
  await expect(dueSoon.getByRole('link', { name: title })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Overdue' }).getByRole('link', { name: lateTitle })).toBeVisible();
  await expect(dueSoon.getByRole('link', { name: lateTitle })).toHaveCount(0);
  await expectAccessible(page);

  // The assignment opens from Due soon with its due time, points and status.
  await dueSoon.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(`/student/home/assignments?id=${id}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByText(/^Due: /)).toBeVisible();
  await expect(page.getByText('Points: 20', { exact: true })).toBeVisible();
  await expect(status(page, 'Not handed in')).toBeVisible();
  await expectAccessible(page);

  // A PDF and an answer, sent slowly enough that the progress and each file's state show.
  const essay = pdfFile('my essay', 400_000);
  await page.getByLabel('Files (up to 5)').setInputFiles(essay);
  await expect(chosenFiles(page).getByRole('listitem')).toHaveText(`${essay.name}Waiting`);
  await page.getByLabel('Your answer').fill('Rivers carry water to the sea.');
  const restore = await throttleUploads(page, 100_000);
  await page.getByRole('button', { name: 'Hand in', exact: true }).click();
  await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
  await expect(chosenFiles(page).getByRole('listitem')).toHaveText(`${essay.name}Uploading`);
  await expectAccessible(page);
  await restore();
  await expect(status(page, 'Handed in')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Files handed in' }).getByRole('link', { name: essay.name })).toBeVisible();
  await expect(page.getByText('Rivers carry water to the sea.', { exact: true })).toBeVisible();
  await expectAccessible(page);

  // Take back asks first; the answer comes back into the form, which hands in again.
  await page.getByRole('button', { name: 'Take back', exact: true }).click();
  const question = page.getByRole('dialog', { name: /^Take back your work\?/ });
  await expect(question).toBeVisible();
  await expectAccessible(page);
  await question.getByRole('button', { name: 'Take back', exact: true }).click();
  await expect(status(page, 'Not handed in')).toBeVisible();
  await expect(page.getByLabel('Your answer')).toHaveValue('Rivers carry water to the sea.');
  await expect(page.getByRole('button', { name: 'Take back', exact: true })).toHaveCount(0);
  await expectAccessible(page);
  await page.getByLabel('Files (up to 5)').setInputFiles(essay);
  await page.getByRole('button', { name: 'Hand in again', exact: true }).click();
  await expect(status(page, 'Handed in')).toBeVisible();

  // Returned: the grade and feedback, read only, with no way to take it back.
  await returnWork(request, tutorToken, id, pupil, { grade: '18', feedback: 'Well argued, with good examples.' });
  await page.reload();
  await expect(status(page, 'Returned')).toBeVisible();
  await expect(page.getByText('Grade: 18 (out of 20)', { exact: true })).toBeVisible();
  await expect(page.getByText('Well argued, with good examples.', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Take back', exact: true })).toHaveCount(0);
  await expect(page.getByLabel('Your answer')).toHaveCount(0);
  await expectAccessible(page);

  // The list says where the student stands on each assignment.
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page.getByRole('listitem').filter({ hasText: title })).toContainText('Returned');
  await expect(page.getByRole('listitem').filter({ hasText: lateTitle })).toContainText('Missing');

  // Past its due time, a hand-in is late.
  await page.goto(`/student/home/assignments?id=${lateId}`);
  await expect(status(page, 'Missing')).toBeVisible();
  await page.getByLabel('Your answer').fill('Sorry, this is late.');
  await page.getByRole('button', { name: 'Hand in', exact: true }).click();
  await expect(status(page, 'Late')).toBeVisible();
  await expectAccessible(page);
});

test('a refused file and a lost connection keep what the student chose and wrote; a closed hand-in has no form', async ({ page, context, request }) => {
  const tutor = addAdmin();
  const tutorToken = await apiToken(request, 'tutor', tutor);
  const pupil = await signUpPupil(request, tutorToken, 'ravi');
  const classId = await classWithRoster(request, tutorToken, `9 D ${randomBytes(3).toString('hex')}`, [idOfToken(tutorToken)], [pupil]);
  const id = await assignFor(request, tutorToken, classId, uniqueTitle('Poem'), new Date(Date.now() + 48 * HOUR));
  const closedId = await assignFor(request, tutorToken, classId, uniqueTitle('Old quiz'), new Date(Date.now() + 48 * HOUR), false);
  await logInWithFiles(page, 'student', pupil);

  // A page dressed as a PDF: the server's reason, the file marked refused, the answer kept.
  await page.goto(`/student/home/assignments?id=${id}`);
  await expect(status(page, 'Not handed in')).toBeVisible();
  const fake = disguisedHtml('poem');
  await page.getByLabel('Files (up to 5)').setInputFiles(fake);
  await page.getByLabel('Your answer').fill('Roses are red.');
  await page.getByRole('button', { name: 'Hand in', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('This file type is not accepted.');
  await expect(chosenFiles(page).getByRole('listitem')).toHaveText(`${fake.name}Refused`);
  await expect(page.getByLabel('Your answer')).toHaveValue('Roses are red.');
  await expect(status(page, 'Not handed in')).toBeVisible();
  await expectAccessible(page);
  // Reloaded, the answer is still there; the files are chosen again.
  await page.reload();
  await expect(page.getByLabel('Your answer')).toHaveValue('Roses are red.');
  await expect(chosenFiles(page)).toHaveCount(0);

  // Six files are refused in the server's words before any is sent.
  const uploads = changesSentTo(page, `/api/student/home/assignments/${id}/submission`);
  await page.getByLabel('Files (up to 5)').setInputFiles(Array.from({ length: 6 }, (_, index) => pdfFile(`page ${index + 1}`)));
  await page.getByRole('button', { name: 'Hand in', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('Upload at most 5 files at a time.');
  expect(uploads).toEqual([]);

  // Offline: it says so, and the form stays as it was.
  await context.setOffline(true);
  await expect(page.getByText(/^You are offline: you cannot hand in/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Hand in', exact: true })).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByLabel('Your answer')).toHaveValue('Roses are red.');
  await expectAccessible(page);
  await context.setOffline(false);
  await expect(page.getByText(/^You are offline: you cannot hand in/)).toBeHidden();

  // Hand-in closed: a note, and no form.
  await page.goto(`/student/home/assignments?id=${closedId}`);
  await expect(page.getByText('Hand-in is closed for this assignment.', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Your answer')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Hand in', exact: true })).toHaveCount(0);
  await expectAccessible(page);
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a returned grade and feedback read offline as last seen; a hand-in offline says it needs the connection', async ({ page, context, request }) => {
    const tutorToken = await apiToken(request, 'tutor', addAdmin());
    const pupil = await signUpPupil(request, tutorToken, 'noor');
    const classId = await classWithRoster(request, tutorToken, `9 E ${randomBytes(3).toString('hex')}`, [idOfToken(tutorToken)], [pupil]);
    const returnedId = await assignFor(request, tutorToken, classId, uniqueTitle('Fractions'), new Date(Date.now() + 24 * HOUR));
    const handedId = await assignFor(request, tutorToken, classId, uniqueTitle('Decimals'), new Date(Date.now() + 24 * HOUR));
    const openId = await assignFor(request, tutorToken, classId, uniqueTitle('Percentages'), new Date(Date.now() + 24 * HOUR));
    const handedIn = await request.put(`/api/student/home/assignments/${returnedId}/submission`, {
      headers: { Authorization: `Bearer ${await apiToken(request, 'student', pupil)}` },
      multipart: { text: 'Half of 8 is 4.' },
    });
    expect(handedIn.status(), await handedIn.text()).toBe(200);
    await returnWork(request, tutorToken, returnedId, pupil, { grade: '20', feedback: 'All correct.' });

    await logInWithFiles(page, 'student', pupil);
    await page.goto('/student/home/assignments');
    await workerInControl(page);
    // Handed in on this page: the copy kept for reading offline says so too.
    await page.goto(`/student/home/assignments?id=${handedId}`);
    await page.getByLabel('Your answer').fill('0.5 is a half.');
    await page.getByRole('button', { name: 'Hand in', exact: true }).click();
    await expect(status(page, 'Handed in')).toBeVisible();
    await page.goto(`/student/home/assignments?id=${returnedId}`);
    await expect(status(page, 'Returned')).toBeVisible();

    await context.setOffline(true);
    await page.reload();
    await expect(offlineBanner(page)).toBeVisible();
    await expect(status(page, 'Returned')).toBeVisible();
    await expect(page.getByText('Grade: 20 (out of 20)', { exact: true })).toBeVisible();
    await expect(page.getByText('All correct.', { exact: true })).toBeVisible();
    await expectAccessible(page);

    await page.goto(`/student/home/assignments?id=${handedId}`);
    await expect(status(page, 'Handed in')).toBeVisible();
    await expect(page.getByText('0.5 is a half.', { exact: true })).toBeVisible();

    // Never opened, but its status came with the rest: the form says a hand-in needs the connection.
    await page.goto(`/student/home/assignments?id=${openId}`);
    await expect(status(page, 'Not handed in')).toBeVisible();
    await expect(page.getByText(/^You are offline: you cannot hand in/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Hand in', exact: true })).toHaveAttribute('aria-disabled', 'true');
    await expectAccessible(page);
  });
});
