import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures.ts';
import { digest, docxFile, downloadThrough, expectQuery, pdfFile, publish, uniqueTitle, viewHeading, type PublishedRecord } from './support/content.ts';
import { addTutor, apiToken, logIn, signUpStudent, storeToken } from './support/school.ts';

/** A tutor publishes an assignment (a PDF) and a note (a Word file) today, through the API. */
async function publishToday(request: APIRequestContext): Promise<{ assignment: PublishedRecord; note: PublishedRecord }> {
  const token = await apiToken(request, 'tutor', addTutor());
  const assignmentTitle = uniqueTitle('Fractions worksheet');
  const noteTitle = uniqueTitle('Photosynthesis notes');
  const assignment = await publish(request, token, 'assignments', {
    title: assignmentTitle,
    description: `Do exercises 1-12 by Friday (${assignmentTitle}).`,
    file: pdfFile(assignmentTitle),
  });
  const note = await publish(request, token, 'notes', {
    title: noteTitle,
    description: `Read before the lab (${noteTitle}).`,
    file: docxFile(noteTitle),
  });
  return { assignment, note };
}

/** Opens `record` by its title link, checks its details and its file, and comes back with Back. */
async function readAndDownload(page: Page, record: PublishedRecord, download: string, query: Record<string, string>, facts: readonly string[] = []) {
  const path = new URL(page.url()).pathname;
  await page.getByRole('link', { name: record.title, exact: true }).click();
  await expectQuery(page, path, query);
  await expect(viewHeading(page)).toHaveText(record.title);
  await expect(viewHeading(page)).toBeFocused();
  for (const fact of facts) await expect(page.getByText(fact, { exact: true })).toBeVisible();
  await expect(page.getByText(record.description, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: download, exact: true })).toHaveAttribute('download', record.file.name);
  await expectAccessible(page);

  const file = await downloadThrough(page, download);
  expect(file.name).toBe(record.file.name);
  expect(digest(file.bytes)).toBe(digest(record.file.buffer));

  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expectQuery(page, path, {});
}

test.describe('a student reads what the tutor uploaded', () => {
  test('Assignments lists the date and title; the details give the description and the file', async ({ page, request }) => {
    const { assignment } = await publishToday(request);
    await logIn(page, 'student', await signUpStudent(request));

    await page.goto('/student/home/assignments');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Assignments');
    await expect(viewHeading(page)).toHaveText('Assignment Section');
    const item = page
      .getByRole('list', { name: 'Assignment Section' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: assignment.title, exact: true }) });
    await expect(item).toHaveText(`${assignment.shown}${assignment.title}`);

    await readAndDownload(page, assignment, 'Download Assignment', { id: assignment.id });
    await expect(viewHeading(page)).toHaveText('Assignment Section');
    await expect(item).toBeVisible();
    // The page's Back was the browser's: Forward reopens the details, Back leaves them again.
    await page.goForward();
    await expectQuery(page, '/student/home/assignments', { id: assignment.id });
    await expect(viewHeading(page)).toHaveText(assignment.title);
    await page.goBack();
    await expectQuery(page, '/student/home/assignments', {});
    await expect(item).toBeVisible();
  });

  test('Notes is a table of uploaded date and title; the details give the description and the file', async ({ page, request }) => {
    const { note } = await publishToday(request);
    await logIn(page, 'student', await signUpStudent(request));

    await page.goto('/student/home/notes');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notes');
    await expect(viewHeading(page)).toHaveText('Uploaded Notes');
    const table = page.getByRole('table', { name: 'Uploaded Notes' });
    await expect(table.getByRole('columnheader')).toHaveText(['Uploaded Date', 'Title']);
    const row = table.getByRole('row').filter({ has: page.getByRole('link', { name: note.title, exact: true }) });
    await expect(row.getByRole('cell')).toHaveText([note.shown]);
    await expect(row.getByRole('rowheader')).toHaveText(note.title);
    // The tutor's delete column is not the student's.
    await expect(page.getByRole('button', { name: /^Delete/ })).toHaveCount(0);

    await readAndDownload(page, note, 'Download Note', { id: note.id });
    await expect(viewHeading(page)).toHaveText('Uploaded Notes');
    await expect(row).toBeVisible();
  });

  test("Today's Task lists today's assignments and notes; each opens with 'Uploaded Date: Today'", async ({ page, request }) => {
    const { assignment, note } = await publishToday(request);
    await logIn(page, 'student', await signUpStudent(request));

    await page.goto('/student/home/tasks');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Today's Task");
    const assignments = page.getByRole('list', { name: "Today's Assignments" });
    const notes = page.getByRole('list', { name: "Today's Notes" });
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Due soon', 'Overdue', "Today's Assignments", "Today's Notes"]);
    await expect(assignments.getByRole('link', { name: assignment.title, exact: true })).toBeVisible();
    await expect(notes.getByRole('link', { name: note.title, exact: true })).toBeVisible();
    // Each list holds its own area's records only.
    await expect(assignments.getByRole('link', { name: note.title, exact: true })).toHaveCount(0);
    await expect(notes.getByRole('link', { name: assignment.title, exact: true })).toHaveCount(0);

    await readAndDownload(page, assignment, 'Download Assignment', { area: 'assignments', id: assignment.id }, ['Uploaded Date: Today']);
    await expect(assignments.getByRole('link', { name: assignment.title, exact: true })).toBeVisible();
    await readAndDownload(page, note, 'Download Note', { area: 'notes', id: note.id }, ['Uploaded Date: Today']);
    await expect(notes.getByRole('link', { name: note.title, exact: true })).toBeVisible();

    // A reload keeps a record open.
    await notes.getByRole('link', { name: note.title, exact: true }).click();
    await page.reload();
    await expectQuery(page, '/student/home/tasks', { area: 'notes', id: note.id });
    // The lists may show while the page loads them again; the note opens once they are here.
    await expect(page.getByRole('heading', { level: 2, name: note.title, exact: true })).toBeVisible();
    await expect(viewHeading(page)).toHaveText(note.title);
    await expect(page.getByText('Uploaded Date: Today', { exact: true })).toBeVisible();
  });

  test("Today's Task says so when nothing was uploaded on the device's day", async ({ page, request }) => {
    const { assignment, note } = await publishToday(request);
    await storeToken(page, await apiToken(request, 'student', await signUpStudent(request)));
    // A day in the past that no test uploads on (records are dated by the real day), yet one the
    // login token is still valid on: a later day would be past its 24-hour lifetime.
    await page.clock.setFixedTime(new Date('2021-03-05T10:00:00Z'));

    await page.goto('/student/home/tasks');
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Due soon', 'Overdue', "Today's Assignments", "Today's Notes"]);
    await expect(page.getByText('No Assignments Uploaded today', { exact: true })).toBeVisible();
    await expect(page.getByText('No Notes Uploaded Today', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: assignment.title })).toHaveCount(0);

    // Today's records are not today's on that day, even by their address.
    await page.goto(`/student/home/tasks?area=notes&id=${note.id}`);
    await expect(viewHeading(page)).toHaveText('Not found');
    await page.getByRole('button', { name: 'Back to the list' }).click();
    await expectQuery(page, '/student/home/tasks', {});
    await expect(page.getByText('No Notes Uploaded Today', { exact: true })).toBeVisible();
  });
});

test('a list that fails to load says why and offers Retry, which loads it', async ({ page, request }) => {
  const { assignment } = await publishToday(request);
  await storeToken(page, await apiToken(request, 'student', await signUpStudent(request)));
  let failures = 0;
  await page.route('**/api/student/home/assignments', async (route) => {
    if (failures++ > 0) return route.fallback();
    await route.fulfill({ status: 500, contentType: 'application/json', json: { message: 'The school server is taking a break.' } });
  });

  await page.goto('/student/home/assignments');
  const alert = page.getByRole('alert').filter({ hasText: 'The school server is taking a break.' });
  await expect(alert).toBeVisible();
  await expect(alert.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expectAccessible(page);

  const reloaded = page.waitForResponse('**/api/student/home/assignments');
  await alert.getByRole('button', { name: 'Retry' }).click();
  expect((await reloaded).status()).toBe(200);
  await expect(alert).toBeHidden();
  await expect(page.getByRole('list', { name: 'Assignment Section' }).getByRole('link', { name: assignment.title, exact: true })).toBeVisible();
  expect(failures).toBe(2);
});

test.describe('at 360 px, as on a small phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

  test('the student notes and their details fit without sideways scrolling', async ({ page, request }) => {
    const { note } = await publishToday(request);
    await storeToken(page, await apiToken(request, 'student', await signUpStudent(request)));
    await page.goto('/student/home/notes');
    await expect(page.getByRole('link', { name: note.title, exact: true })).toBeVisible();
    expect(await pageWidth(page)).toBeLessThanOrEqual(360);
    await page.getByRole('link', { name: note.title, exact: true }).click();
    await expect(viewHeading(page)).toHaveText(note.title);
    expect(await pageWidth(page)).toBeLessThanOrEqual(360);
  });

  test("the tutor's list, details and upload form fit without sideways scrolling", async ({ page, request }) => {
    const { assignment } = await publishToday(request);
    await storeToken(page, await apiToken(request, 'tutor', addTutor()));
    await page.goto('/tutor/home/assignments');
    const title = page.getByRole('table', { name: 'Assignment Section' }).getByRole('link', { name: assignment.title, exact: true });
    await expect(title).toBeVisible();
    expect(await pageWidth(page)).toBeLessThanOrEqual(360);
    await title.click();
    await expect(viewHeading(page)).toHaveText(assignment.title);
    expect(await pageWidth(page)).toBeLessThanOrEqual(360);
    await expectAccessible(page);
    await page.goto('/tutor/home/assignments?mode=upload');
    await expect(viewHeading(page)).toHaveText('Add new assignment');
    expect(await pageWidth(page)).toBeLessThanOrEqual(360);
  });
});
