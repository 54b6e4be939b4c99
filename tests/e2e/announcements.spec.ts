import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures.ts';
import { sampleLinePng } from '../../gateway/testing/sample-photos.ts';
import { digest, disguisedHtml, downloadThrough, expectQuery, pdfFile, toast, uniqueTitle, viewHeading, type SampleFile } from './support/content.ts';
import { shownDay, today } from './support/date-picker.ts';
import { announce, loadedWidth, pngImage, rowOf, tutorToken } from './support/notices.ts';
import { anotherPhone } from './support/people.ts';
import { addTutor, logInWithFiles, signUpStudent } from './support/school.ts';

// The words are the product specification's (§2), 'Attatchments' included.
const path = '/tutor/home/announcements';
const allTable = 'Previous announcements';

/** The tutor's home view: the form 'New announcement' and the way to the previous ones. */
async function expectFormView(page: Page) {
  await expectQuery(page, path, {});
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Announcements');
  await expect(viewHeading(page)).toHaveText('New announcement');
  await expect(page.getByRole('textbox', { name: 'Subject', exact: true })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Show previous announcements' })).toBeEnabled();
}

/**
 * Fills the form with `subject` and `image`, saves, and expects the server's refusal with
 * `status`, its message as a toast, and every field kept as it was for another try.
 */
async function expectRefusedAndKept(page: Page, { subject, image }: { subject: string; image: SampleFile }, status: number, wanted: RegExp) {
  await page.getByRole('textbox', { name: 'Subject', exact: true }).fill(subject);
  await page.getByRole('textbox', { name: 'Description', exact: true }).fill('Period 3 and 4 swap on Friday.');
  await page.getByLabel('Attatchments', { exact: true }).setInputFiles(image);
  const refused = page.waitForResponse((response) => response.url().endsWith(`/api${path}`) && response.request().method() === 'POST');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const response = await refused;
  expect(response.status()).toBe(status);
  const { message } = (await response.json()) as { message: string };
  expect(message).toMatch(wanted);

  await expect(toast(page, message)).toBeVisible();
  await expectQuery(page, path, {});
  await expect(page.getByRole('textbox', { name: 'Subject', exact: true })).toHaveValue(subject);
  await expect(page.getByRole('textbox', { name: 'Description', exact: true })).toHaveValue('Period 3 and 4 swap on Friday.');
  await expect(page.getByRole('textbox', { name: 'Subject', exact: true })).toBeEnabled();
  expect(await page.getByLabel('Attatchments', { exact: true }).evaluate((input: HTMLInputElement) => input.files?.[0]?.name)).toBe(image.name);
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeEnabled();
  await expectAccessible(page);
}

/** The 'all' view: the table of previous announcements, loaded. */
async function expectAllView(page: Page) {
  await expectQuery(page, path, { mode: 'all' });
  await expect(viewHeading(page)).toHaveText(allTable);
  await expect(page.getByRole('table', { name: allTable }).getByRole('columnheader')).toHaveText(['Date', 'Event', 'For', 'Edit', 'Delete']);
}

/** The tutor's or the student's details of an announcement, its image loaded. */
async function expectDetails(page: Page, announcement: { subject: string; description: string; shown: string }) {
  await expect(viewHeading(page)).toHaveText(announcement.subject);
  await expect(page.getByText(`Announced on: ${announcement.shown}`, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'More information', level: 3 })).toBeVisible();
  await expect(page.getByText(announcement.description, { exact: true })).toBeVisible();
  const image = page.getByRole('img', { name: `Image attached to "${announcement.subject}"`, exact: true });
  await expect(image).toHaveAttribute('width', '700');
  expect(await loadedWidth(image), 'the image loaded').toBeGreaterThan(0);
}

test.describe('a tutor manages announcements', () => {
  test('makes one with an image, reads it, edits it and deletes it, through every mode', async ({ page }) => {
    await logInWithFiles(page, 'tutor', addTutor());
    const first = { subject: uniqueTitle('Sports day'), description: 'Bring your house colours and a water bottle.', shown: shownDay(today()) };

    await page.goto(path);
    await expectFormView(page);
    await page.getByRole('textbox', { name: 'Subject', exact: true }).fill(first.subject);
    await page.getByRole('textbox', { name: 'Description', exact: true }).fill(first.description);
    await page.getByLabel('Attatchments', { exact: true }).setInputFiles(pngImage(first.subject));
    const saved = page.waitForResponse((response) => response.url().endsWith(`/api${path}`) && response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await saved).status()).toBe(201);
    await expect(toast(page, 'Announcement saved')).toBeVisible();
    // A fresh, empty form, its heading focused for the next one.
    await expectFormView(page);
    await expect(viewHeading(page)).toBeFocused();
    await expect(page.getByRole('textbox', { name: 'Subject', exact: true })).toHaveValue('');
    await expect(page.getByRole('textbox', { name: 'Description', exact: true })).toHaveValue('');
    expect(await page.getByLabel('Attatchments', { exact: true }).evaluate((input: HTMLInputElement) => input.files?.length ?? 0)).toBe(0);
    await expectAccessible(page);

    // All: the new one with today's date; Back leads home.
    await page.getByRole('button', { name: 'Show previous announcements' }).click();
    await expectAllView(page);
    await expect(viewHeading(page)).toBeFocused();
    const row = rowOf(page, allTable, first.subject);
    await expect(row.getByRole('cell').first()).toHaveText(first.shown);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expectFormView(page);
    await page.getByRole('button', { name: 'Show previous announcements' }).click();
    await expectAllView(page);

    // Details, by the subject's link; Back returns to all.
    await row.getByRole('link', { name: first.subject, exact: true }).click();
    const id = new URL(page.url()).searchParams.get('id') as string;
    await expectQuery(page, path, { mode: 'details', id });
    await expectDetails(page, first);
    await expect(viewHeading(page)).toBeFocused();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expectAllView(page);

    // Edit: prefilled; Back returns to all unchanged.
    await row.getByRole('button', { name: `Edit: ${first.subject}`, exact: true }).click();
    await expectQuery(page, path, { mode: 'edit', id });
    await expect(viewHeading(page)).toHaveText('Edit announcement');
    await expect(page.getByRole('textbox', { name: 'Change subject', exact: true })).toHaveValue(first.subject);
    await expect(page.getByRole('textbox', { name: 'Change Description', exact: true })).toHaveValue(first.description);
    // The image stays as it is: an edit has no chooser.
    await expect(page.getByLabel('Attatchments')).toHaveCount(0);
    await expectAccessible(page);
    await page.getByRole('textbox', { name: 'Change subject', exact: true }).fill(`${first.subject} unsaved`);
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expectAllView(page);
    await expect(row).toHaveCount(1);
    await expect(rowOf(page, allTable, `${first.subject} unsaved`)).toHaveCount(0);

    // A required field left empty is said so, and nothing is sent.
    const changed = { ...first, subject: `${first.subject} (moved indoors)`, description: 'In the gym, because of the rain.' };
    await row.getByRole('button', { name: `Edit: ${first.subject}`, exact: true }).click();
    await expect(page.getByRole('textbox', { name: 'Change subject', exact: true })).toHaveValue(first.subject);
    await page.getByRole('textbox', { name: 'Change subject', exact: true }).fill('');
    await page.getByRole('button', { name: 'Change', exact: true }).click();
    await expect(page.getByRole('textbox', { name: 'Change subject', exact: true })).toHaveAccessibleDescription('Subject is required');
    await expectQuery(page, path, { mode: 'edit', id });
    await expectAccessible(page);

    await page.getByRole('textbox', { name: 'Change subject', exact: true }).fill(changed.subject);
    await page.getByRole('textbox', { name: 'Change Description', exact: true }).fill(changed.description);
    await page.getByRole('button', { name: 'Change', exact: true }).click();
    await expect(toast(page, 'Announcement updated')).toBeVisible();
    await expectAllView(page);
    const changedRow = rowOf(page, allTable, changed.subject);
    await expect(changedRow.getByRole('cell').first()).toHaveText(first.shown);
    await expect(rowOf(page, allTable, first.subject)).toHaveCount(0);
    await changedRow.getByRole('link', { name: changed.subject, exact: true }).click();
    await expectDetails(page, changed);
    const imageUrl = (await page.getByRole('img', { name: `Image attached to "${changed.subject}"` }).getAttribute('src')) as string;
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expectAllView(page);

    // Delete: Cancel changes nothing and gives the focus back; Ok deletes it and its image.
    const remove = changedRow.getByRole('button', { name: `Delete: ${changed.subject}`, exact: true });
    await remove.click();
    const question = page.getByRole('dialog', { name: `the following announcement would be deleted ${changed.subject}` });
    await expect(question).toBeVisible();
    await expectQuery(page, path, { mode: 'delete', id });
    await expectAccessible(page);
    await question.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(question).toBeHidden();
    await expectAllView(page);
    await expect(changedRow).toHaveCount(1);
    await expect(remove).toBeFocused();

    await remove.click();
    await question.getByRole('button', { name: 'Ok', exact: true }).click();
    await expect(toast(page, 'Announcement deleted')).toBeVisible();
    await expect(question).toBeHidden();
    await expect(changedRow).toHaveCount(0);
    await expectQuery(page, path, { mode: 'all' });
    expect((await page.request.get(imageUrl)).status()).toBe(404);
    await page.reload();
    await expect(viewHeading(page)).toHaveText(allTable);
    await expect(page.getByRole('link', { name: changed.subject, exact: true })).toHaveCount(0);
  });

  test('an address opening an edit leads Back to all, as spec §4 has it', async ({ page, request }) => {
    const token = await logInWithFiles(page, 'tutor', addTutor());
    const announcement = await announce(request, token);
    await page.goto(`${path}?mode=edit&id=${announcement.id}`);
    await expect(viewHeading(page)).toHaveText('Edit announcement');
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expectAllView(page);
    await expect(rowOf(page, allTable, announcement.subject)).toHaveCount(1);

    await page.goto(`${path}?mode=details&id=${announcement.id}`);
    await expect(viewHeading(page)).toHaveText(announcement.subject);
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expectAllView(page);

    await page.goto(`${path}?mode=delete&id=${announcement.id}`);
    const question = page.getByRole('dialog', { name: `the following announcement would be deleted ${announcement.subject}` });
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expectAllView(page);
    await expect(rowOf(page, allTable, announcement.subject)).toHaveCount(1);
  });

  test('a refused attachment (an HTML page named .pdf) shows the reason and keeps the form', async ({ page }) => {
    await logInWithFiles(page, 'tutor', addTutor());
    const subject = uniqueTitle('Timetable change');
    const disguised = disguisedHtml(subject);
    await page.goto(path);
    await expectFormView(page);

    // Nothing filled: each required field says so, and nothing is sent; the attachment is optional.
    const posts: string[] = [];
    page.on('request', (sent) => {
      if (sent.method() === 'POST' && sent.url().endsWith(`/api${path}`)) posts.push(sent.url());
    });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('textbox', { name: 'Subject', exact: true })).toHaveAccessibleDescription('Subject is required');
    await expect(page.getByRole('textbox', { name: 'Description', exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Attatchments', { exact: true })).not.toHaveAttribute('aria-invalid');
    await expectAccessible(page);
    expect(posts).toEqual([]);

    await expectRefusedAndKept(page, { subject, image: disguised }, 415, /^This file type is not accepted\./);
    await page.getByRole('button', { name: 'Show previous announcements' }).click();
    await expectAllView(page);
    await expect(page.getByRole('link', { name: subject, exact: true })).toHaveCount(0);
  });

  test('an image bomb (a 47.7 kB PNG of 49,000,000 × 1 pixels) is refused with the limit it passed, and the form is kept', async ({ page }) => {
    await logInWithFiles(page, 'tutor', addTutor());
    await page.goto(path);
    await expectFormView(page);
    const bomb = { name: 'banner.png', mimeType: 'image/png', buffer: sampleLinePng() };
    await expectRefusedAndKept(page, { subject: uniqueTitle('Sports day'), image: bomb }, 413, /^The image is more than 16,383 pixels wide or high/);
  });
});

test('a student reads the announcements: a table of announced date and subject, each with its details and image', async ({ page, request }) => {
  const token = await tutorToken(request);
  const older = await announce(request, token);
  const newer = await announce(request, token);
  await logInWithFiles(page, 'student', await signUpStudent(request));

  await page.goto('/student/home/announcements');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Announcements');
  await expect(viewHeading(page)).toHaveText('Announcements');
  const table = page.getByRole('table', { name: 'Announcements', exact: true });
  await expect(table.getByRole('columnheader')).toHaveText(['Announced Date', 'Subject']);
  // Newest first.
  const subjects = await table.getByRole('rowheader').allInnerTexts();
  expect(subjects.indexOf(newer.subject)).toBeGreaterThanOrEqual(0);
  expect(subjects.indexOf(newer.subject)).toBeLessThan(subjects.indexOf(older.subject));
  await expect(rowOf(page, 'Announcements', newer.subject).getByRole('cell')).toHaveText([newer.shown]);
  // The tutor's Edit and Delete are not the student's.
  await expect(page.getByRole('button', { name: /^(Edit|Delete)/ })).toHaveCount(0);

  for (const announcement of [newer, older]) {
    await rowOf(page, 'Announcements', announcement.subject).getByRole('link', { name: announcement.subject, exact: true }).click();
    await expectQuery(page, '/student/home/announcements', { id: announcement.id });
    await expectDetails(page, announcement);
    await expect(viewHeading(page)).toBeFocused();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expectQuery(page, '/student/home/announcements', {});
    await expect(viewHeading(page)).toHaveText('Announcements');
  }
});

/** Writes a new announcement in the tutor's form, with `file` when given, and saves it. */
async function postAnnouncement(page: Page, announcement: { subject: string; description: string }, file?: SampleFile) {
  await page.getByRole('textbox', { name: 'Subject', exact: true }).fill(announcement.subject);
  await page.getByRole('textbox', { name: 'Description', exact: true }).fill(announcement.description);
  if (file) await page.getByLabel('Attatchments', { exact: true }).setInputFiles(file);
  const saved = page.waitForResponse((response) => response.url().endsWith(`/api${path}`) && response.request().method() === 'POST');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  expect((await saved).status()).toBe(201);
  // The last one: the toast of an announcement saved just before may still be showing.
  await expect(toast(page, 'Announcement saved').last()).toBeVisible();
  await expectFormView(page);
}

/** Opens the announcement `subject` from the table `table` and expects its details without an image, with the PDF's link when given. */
async function expectDetailsWithoutImage(page: Page, table: string, announcement: { subject: string; description: string; shown: string }, pdf?: SampleFile) {
  await rowOf(page, table, announcement.subject).getByRole('link', { name: announcement.subject, exact: true }).click();
  await expect(viewHeading(page)).toHaveText(announcement.subject);
  await expect(page.getByText(`Announced on: ${announcement.shown}`, { exact: true })).toBeVisible();
  await expect(page.getByText(announcement.description, { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Image attached to/ })).toHaveCount(0);
  const link = page.getByRole('link', { name: 'Download attachment', exact: true });
  if (!pdf) {
    await expect(link).toHaveCount(0);
    return;
  }
  await expect(link).toHaveAttribute('download', pdf.name);
  await expect(link).toHaveAttribute('href', /^\/api\/uploads\/[A-Za-z0-9_-]{22}\.pdf$/);
  await expect(page.getByText(pdf.name, { exact: true })).toBeVisible();
}

test('a tutor posts a text-only announcement and one with a PDF, and a student reads both', async ({ page, browser }) => {
  await logInWithFiles(page, 'tutor', addTutor());
  const shown = shownDay(today());
  const textOnly = { subject: uniqueTitle('No school on Monday'), description: 'The school is closed for the election.', shown };
  const withPdf = { subject: uniqueTitle('Trip to the museum'), description: 'Bring the signed consent form.', shown };
  const consent = pdfFile('Museum trip consent form');

  await page.goto(path);
  await expectFormView(page);
  // The chooser says it may be left out, and what it takes.
  await expect(page.getByLabel('Attatchments', { exact: true })).toHaveAccessibleDescription('Optional: an image or a PDF');
  await expect(page.getByLabel('Attatchments', { exact: true })).not.toHaveAttribute('required');
  // The PDF first: the text-only one after it must not carry the file chosen before.
  await postAnnouncement(page, withPdf, consent);
  await postAnnouncement(page, textOnly);

  await page.getByRole('button', { name: 'Show previous announcements' }).click();
  await expectAllView(page);
  await expectDetailsWithoutImage(page, allTable, textOnly);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expectAllView(page);
  await expectDetailsWithoutImage(page, allTable, withPdf, consent);
  await expectAccessible(page);

  const student = await anotherPhone(browser);
  try {
    const reader = student.page;
    await logInWithFiles(reader, 'student', await signUpStudent(reader.request));
    await reader.goto('/student/home/announcements');
    await expect(viewHeading(reader)).toHaveText('Announcements');
    await expect(rowOf(reader, 'Announcements', textOnly.subject).getByRole('cell')).toHaveText([shown]);
    await expectDetailsWithoutImage(reader, 'Announcements', textOnly);
    await expectAccessible(reader);
    await reader.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(viewHeading(reader)).toHaveText('Announcements');
    await expectDetailsWithoutImage(reader, 'Announcements', withPdf, consent);
    await expectAccessible(reader);
    // The link hands the student the very PDF the tutor sent, under its name.
    const downloaded = await downloadThrough(reader, 'Download attachment');
    expect(downloaded.name).toBe(consent.name);
    expect(digest(downloaded.bytes)).toBe(digest(consent.buffer));
  } finally {
    await student.context.close();
  }
});
