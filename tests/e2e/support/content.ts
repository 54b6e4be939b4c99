import { createHash, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { sampleDocx, sampleHtml, samplePdf } from '../../../gateway/testing/sample-files.ts';
import { shownDay, today } from './date-picker.ts';
import { expect, expectAccessible } from './fixtures.ts';

// Steps on the pages of areas whose records are a dated title, a description and one file
// (assignments, notes), parameterised by what each area's page says. The words are written
// in the specs themselves, as the product specification words them, not read from src/strings.

/** What a tutor's page of an area says (spec §2), word for word. */
export interface TutorAreaWords {
  /** The page: '/tutor/home/assignments'. */
  path: string;
  /** The page's h1: 'Assignments'. */
  section: string;
  /** The home view's h2, and the name of its table: 'Assignment Section'. */
  listHeading: string;
  /** The table's column headers, in order: an area's own (an assignment's due time and hand-ins) after the title. */
  columns: readonly [date: string, title: string, ...own: string[], audience: string, remove: string];
  /** What the home view says with no records at all (a fresh school): 'No assignments have been uploaded yet.' */
  empty: string;
  /** The button to the upload view, and that view's h2: 'Add new assignment'. */
  add: string;
  /** The upload view's file chooser: 'File'. */
  fileChooser: string;
  /** The details' download link: 'Download Assignment'. */
  download: string;
  /** A row's delete button is `{deleteButton}: {title}`: 'Delete Assignment'. */
  deleteButton: string;
  /** Leaves the edit-file view for the details: 'Back'. */
  backFromEditFile: string;
  /** How the toasts name one record: 'Assignment' → 'Assignment saved'. */
  noun: string;
}

/** A file as `setInputFiles` and a multipart body take it. */
/** The tutor's assignments page, as the product specification words it (§2). */
export const assignments: TutorAreaWords = {
  path: '/tutor/home/assignments',
  section: 'Assignments',
  listHeading: 'Assignment Section',
  columns: ['Uploaded date', 'Title', 'Due', 'Hand-ins', 'For', 'Delete Assignment'],
  empty: 'No assignments have been uploaded yet.',
  add: 'Add new assignment',
  fileChooser: 'File',
  download: 'Download Assignment',
  deleteButton: 'Delete Assignment',
  backFromEditFile: 'Back',
  noun: 'Assignment',
};

export interface SampleFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A title no other test (or run of this one) uses. */
export function uniqueTitle(prefix: string): string {
  return `${prefix} ${randomBytes(4).toString('hex')}`;
}

/** A real PDF under a unique name; given `size`, padded with comment lines after its end to about that many bytes. */
export function pdfFile(text: string, size?: number): SampleFile {
  const pdf = samplePdf(text);
  const padding: Buffer[] = [];
  // PDF comment lines after %%EOF: every reader ignores them, the file still starts as a PDF.
  for (let filled = pdf.length; size !== undefined && filled < size; filled += 81) {
    padding.push(Buffer.from(`%${randomBytes(40).toString('hex')}\n`, 'latin1'));
  }
  return { name: `${fileStem(text)}.pdf`, mimeType: 'application/pdf', buffer: Buffer.concat([pdf, ...padding]) };
}

/** A real Word document under a unique name. */
export function docxFile(stem: string): SampleFile {
  return { name: `${fileStem(stem)}.docx`, mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', buffer: sampleDocx() };
}

/** An HTML page dressed as a PDF: its name and claimed type say PDF, its bytes do not. */
export function disguisedHtml(stem: string): SampleFile {
  return { name: `${fileStem(stem)}.pdf`, mimeType: 'application/pdf', buffer: sampleHtml() };
}

function fileStem(text: string): string {
  return `${text.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${randomBytes(3).toString('hex')}`;
}

/** Today as the tutor's device sends an upload's date when its clock is UTC (the tests' time zone): `22/Nov/2026`. */
export function uploadDateToday(now = new Date()): string {
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  return `${String(now.getUTCDate()).padStart(2, '0')}/${months[now.getUTCMonth()]}/${now.getUTCFullYear()}`;
}

/** A record a tutor made through the API (the UI's upload has its own tests). */
export interface PublishedRecord {
  id: string;
  title: string;
  description: string;
  date: string;
  /** As the pages show it: `22 Nov 2026`. */
  shown: string;
  file: SampleFile;
}

/** Creates an assignment or a note dated today through the tutor's multipart call, as the page does. */
export async function publish(
  request: APIRequestContext,
  tutorToken: string,
  area: 'assignments' | 'notes',
  record: { title: string; description: string; file: SampleFile },
): Promise<PublishedRecord> {
  const date = uploadDateToday();
  const response = await request.post(`/api/tutor/home/${area}`, {
    headers: { Authorization: `Bearer ${tutorToken}` },
    multipart: { date, title: record.title, description: record.description, file: record.file },
  });
  expect(response.status(), await response.text()).toBe(201);
  const created = (await response.json()) as { _id: string; fileName: string };
  expect(created.fileName).toBe(record.file.name);
  return { ...record, id: created._id, date, shown: shownDay(today()) };
}

/** A toast with exactly `message`. */
export function toast(page: Page, message: string): Locator {
  return page.getByRole('region', { name: /^Notifications/ }).getByText(message, { exact: true });
}

/** The h2 of the view shown. */
export function viewHeading(page: Page): Locator {
  return page.getByRole('heading', { level: 2 });
}

/**
 * Turns a paged list to the page that holds `row`, counting from the first: the browser tests
 * share one school, so the people one test adds may lie past the first 50 of a list by name.
 * A list without a pager (fewer than 51 rows) is left as it is.
 */
export async function turnTo(page: Page, row: Locator): Promise<void> {
  await expect(page.getByText('Loading…', { exact: true })).toHaveCount(0);
  if ((await row.count()) > 0) return;
  const pager = page.getByRole('navigation', { name: /^Pages of / });
  if ((await pager.count()) === 0) return;
  const status = pager.getByRole('status');
  const turn = async (name: 'Previous' | 'Next') => {
    const button = pager.getByRole('button', { name, exact: true });
    if ((await button.getAttribute('aria-disabled')) === 'true') return false;
    const before = (await status.textContent()) ?? '';
    await button.click();
    await expect(status).not.toHaveText(before);
    return true;
  };
  while (await turn('Previous'));
  while ((await row.count()) === 0 && (await turn('Next')));
}

/** Whether the page's query is exactly `query` (`{}` for the page's first view). */
export async function expectQuery(page: Page, path: string, query: Record<string, string>): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname === path && JSON.stringify(Object.fromEntries(url.searchParams)) === JSON.stringify(query));
}

/** SHA-256 of some bytes, for comparisons whose failure message stays short. */
export function digest(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** Clicks the download link `name` and answers the file's suggested name and bytes. */
export async function downloadThrough(page: Page, name: string): Promise<{ name: string; bytes: Buffer }> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name, exact: true }).click();
  const download = await downloading;
  expect(await download.failure()).toBeNull();
  return { name: download.suggestedFilename(), bytes: await readFile(await download.path()) };
}

/** The tutor's table of the area's records. */
export function recordTable(page: Page, words: TutorAreaWords): Locator {
  return page.getByRole('table', { name: words.listHeading });
}

/** The row of the tutor's table whose title is `title`. */
export function recordRow(page: Page, words: TutorAreaWords, title: string): Locator {
  return recordTable(page, words)
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: title, exact: true }) });
}

/** The titles of the tutor's table, top to bottom. */
export async function titlesInTable(page: Page, words: TutorAreaWords): Promise<string[]> {
  return recordTable(page, words).getByRole('rowheader').allInnerTexts();
}

/**
 * The tutor's home view, its list loaded: the section, its heading, the add button, and the
 * table with its columns (or, in a school with no records yet, the sentence saying so).
 */
export async function expectTutorHome(page: Page, words: TutorAreaWords): Promise<void> {
  await expectQuery(page, words.path, {});
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.section);
  await expect(viewHeading(page)).toHaveText(words.listHeading);
  await expect(page.getByRole('button', { name: words.add })).toBeEnabled();
  const table = recordTable(page, words);
  await expect(table.or(page.getByText(words.empty, { exact: true }))).toBeVisible();
  if (await table.isVisible()) await expect(table.getByRole('columnheader')).toHaveText([...words.columns]);
}

/** The details of a record in the tutor's page: title, download link under the file's name, description, actions. */
export async function expectTutorDetails(page: Page, words: TutorAreaWords, record: { id: string; title: string; description: string; fileName: string }) {
  await expectQuery(page, words.path, { mode: 'details', id: record.id });
  await expect(viewHeading(page)).toHaveText(record.title);
  const link = page.getByRole('link', { name: words.download, exact: true });
  await expect(link).toHaveAttribute('download', record.fileName);
  await expect(link).toHaveAttribute('href', /^\/api\/uploads\/[^/]+$/);
  await expect(page.getByText(record.description, { exact: true })).toBeVisible();
  for (const action of ['Edit Details', 'Edit File', 'Back']) await expect(page.getByRole('button', { name: action, exact: true })).toBeVisible();
}

/** The record's id, read from its title link in the tutor's table (`?mode=details&id=…`). */
export async function recordIdOf(page: Page, words: TutorAreaWords, title: string): Promise<string> {
  const href = await recordRow(page, words, title).getByRole('link', { name: title, exact: true }).getAttribute('href');
  const id = new URLSearchParams(href ?? '').get('id');
  expect(href).toMatch(/^\?mode=details&id=/);
  return id as string;
}

/** The upload view, opened from home with the add button. */
export async function openUpload(page: Page, words: TutorAreaWords): Promise<void> {
  await page.getByRole('button', { name: words.add }).click();
  await expectQuery(page, words.path, { mode: 'upload' });
  await expect(viewHeading(page)).toHaveText(words.add);
  await expect(viewHeading(page)).toBeFocused();
}

/** Fills the upload form as a person does. */
export async function fillUpload(page: Page, words: TutorAreaWords, record: { title: string; description: string; file: SampleFile }) {
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(record.title);
  await page.getByRole('textbox', { name: 'Description', exact: true }).fill(record.description);
  await page.getByLabel(words.fileChooser, { exact: true }).setInputFiles(record.file);
}

/**
 * Expects `title` at the top of the list. Rows above it may only be ones other tests added
 * meanwhile (the tests share one server): none that was listed before the upload.
 */
export async function expectAtTop(page: Page, words: TutorAreaWords, title: string, listedBefore: readonly string[]): Promise<void> {
  const before = new Set(listedBefore);
  await expect
    .poll(async () => {
      const titles = await titlesInTable(page, words);
      const at = titles.indexOf(title);
      return at >= 0 && titles.slice(0, at).every((above) => !before.has(above)) ? 'at the top' : titles.slice(0, 3);
    }, { message: `${title} at the top of the list` })
    .toBe('at the top');
}

/** Slows every upload of the page to `bytesPerSecond` (Chromium's own network emulation); returns the undo. */
export async function throttleUploads(page: Page, bytesPerSecond: number): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: bytesPerSecond });
  return async () => {
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await cdp.detach();
  };
}

/**
 * A tutor's whole life of one record through the page: upload (the file chooser and Close),
 * details, a reload, Back and Forward between modes, edit details (Close and Change), edit
 * file (its back button and Submit), the download, and delete through the dialog (Cancel,
 * then Ok). Expects the tutor logged in with the file cookie (`logInWithFiles` or `logIn`).
 *
 * @param slowUpload bytes per second to slow the upload to, so its progress can be seen
 */
export async function tutorRecordLifecycle(page: Page, words: TutorAreaWords, { slowUpload }: { slowUpload?: number } = {}): Promise<void> {
  const first = { title: uniqueTitle(`${words.noun} Fractions`), description: `Exercises 1-12, ${randomBytes(3).toString('hex')}.` };
  // A megabyte and a half: several seconds at the slowed speed.
  const pdf = pdfFile(first.title, slowUpload ? 1_500_000 : undefined);

  await page.goto(words.path);
  await expectTutorHome(page, words);
  const listedBefore = await titlesInTable(page, words);

  // Close leaves the upload view for home, keeping nothing.
  await openUpload(page, words);
  await expectAccessible(page);
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(first.title);
  await page.getByRole('button', { name: 'Close', exact: true }).click();
  await expectTutorHome(page, words);
  await expect(recordRow(page, words, first.title)).toHaveCount(0);

  await openUpload(page, words);
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('');
  await fillUpload(page, words, { ...first, file: pdf });
  const save = page.getByRole('button', { name: 'Save', exact: true });
  const saved = page.waitForResponse((response) => response.url().endsWith(`/api${words.path}`) && response.request().method() === 'POST');
  if (slowUpload) {
    const unthrottle = await throttleUploads(page, slowUpload);
    await save.click();
    const progress = page.getByRole('progressbar', { name: 'Upload progress' });
    await expect(progress).toBeVisible();
    await expect(page.getByText(/^Uploading… \d{1,3}%$/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel upload' })).toBeVisible();
    await expect(save).toBeDisabled();
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toBeDisabled();
    // The bar moves: some bytes are counted as sent before the upload ends.
    await expect.poll(() => progress.evaluate((bar: HTMLProgressElement) => bar.value)).toBeGreaterThan(0);
    expect((await saved).status()).toBe(201);
    await unthrottle();
  } else {
    await save.click();
    expect((await saved).status()).toBe(201);
  }
  await expect(toast(page, `${words.noun} saved`)).toBeVisible();
  await expectTutorHome(page, words);
  await expect(recordTable(page, words).getByRole('columnheader')).toHaveText([...words.columns]);
  await expectAtTop(page, words, first.title, listedBefore);
  await expect(recordRow(page, words, first.title).getByRole('cell').first()).toHaveText(shownDay(today()));

  // Details, by the title's link; a reload keeps them.
  const id = await recordIdOf(page, words, first.title);
  await recordRow(page, words, first.title).getByRole('link', { name: first.title, exact: true }).click();
  await expectTutorDetails(page, words, { id, ...first, fileName: pdf.name });
  await expect(viewHeading(page)).toBeFocused();
  await expectAccessible(page);
  await page.reload();
  await expectTutorDetails(page, words, { id, ...first, fileName: pdf.name });

  // Edit details: Back and Forward move between the modes; Close returns to the details unchanged.
  await page.getByRole('button', { name: 'Edit Details', exact: true }).click();
  await expectQuery(page, words.path, { mode: 'edit', id });
  await expect(viewHeading(page)).toHaveText('Edit Details');
  await expect(page.getByRole('textbox', { name: 'Change title', exact: true })).toHaveValue(first.title);
  await expect(page.getByRole('textbox', { name: 'Description', exact: true })).toHaveValue(first.description);
  await expectAccessible(page);
  await page.goBack();
  await expectTutorDetails(page, words, { id, ...first, fileName: pdf.name });
  await page.goForward();
  await expectQuery(page, words.path, { mode: 'edit', id });
  await expect(viewHeading(page)).toHaveText('Edit Details');
  await page.getByRole('textbox', { name: 'Change title', exact: true }).fill(`${first.title} unsaved`);
  await page.getByRole('button', { name: 'Close', exact: true }).click();
  await expectTutorDetails(page, words, { id, ...first, fileName: pdf.name });

  const changed = { title: `${first.title} (revised)`, description: `Only exercises 1-6, ${randomBytes(3).toString('hex')}.` };
  await page.getByRole('button', { name: 'Edit Details', exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Change title', exact: true })).toHaveValue(first.title);
  await page.getByRole('textbox', { name: 'Change title', exact: true }).fill(changed.title);
  await page.getByRole('textbox', { name: 'Description', exact: true }).fill(changed.description);
  await page.getByRole('button', { name: 'Change', exact: true }).click();
  await expect(toast(page, `${words.noun} updated`)).toBeVisible();
  await expectTutorDetails(page, words, { id, ...changed, fileName: pdf.name });

  // Edit file: its back button returns to the details; Submit replaces the file.
  const docx = docxFile(changed.title);
  await page.getByRole('button', { name: 'Edit File', exact: true }).click();
  await expectQuery(page, words.path, { mode: 'editFile', id });
  await expect(viewHeading(page)).toHaveText('Edit File');
  await expect(page.getByText(`Current file: ${pdf.name}`, { exact: true })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: words.backFromEditFile, exact: true }).click();
  await expectTutorDetails(page, words, { id, ...changed, fileName: pdf.name });
  const oldFile = (await page.getByRole('link', { name: words.download, exact: true }).getAttribute('href')) as string;
  expect((await page.request.get(oldFile)).status()).toBe(200);

  await page.getByRole('button', { name: 'Edit File', exact: true }).click();
  await page.getByLabel('New file', { exact: true }).setInputFiles(docx);
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(toast(page, `${words.noun} file replaced`)).toBeVisible();
  await expectTutorDetails(page, words, { id, ...changed, fileName: docx.name });
  const newFile = (await page.getByRole('link', { name: words.download, exact: true }).getAttribute('href')) as string;
  expect(newFile).not.toBe(oldFile);
  const downloaded = await downloadThrough(page, words.download);
  expect(downloaded.name).toBe(docx.name);
  expect(digest(downloaded.bytes)).toBe(digest(docx.buffer));
  // The replaced file is gone from the server.
  expect((await page.request.get(oldFile)).status()).toBe(404);

  // Back from the details: home, listing the new title.
  await page.goBack();
  await expectTutorHome(page, words);
  await expect(recordRow(page, words, first.title)).toHaveCount(0);
  const row = recordRow(page, words, changed.title);
  await expect(row).toHaveCount(1);

  // Delete: Cancel changes nothing and gives the focus back; Ok removes the row.
  const remove = row.getByRole('button', { name: `${words.deleteButton}: ${changed.title}`, exact: true });
  await remove.click();
  const question = page.getByRole('dialog', { name: `Are you sure to delete this file: ${changed.title}` });
  await expect(question).toBeVisible();
  await expectQuery(page, words.path, { mode: 'delete', id });
  await expectAccessible(page);
  await question.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(question).toBeHidden();
  await expectQuery(page, words.path, {});
  await expect(row).toHaveCount(1);
  await expect(remove).toBeFocused();

  await remove.click();
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Ok', exact: true }).click();
  await expect(toast(page, `${words.noun} deleted`)).toBeVisible();
  await expect(question).toBeHidden();
  await expect(row).toHaveCount(0);
  await expectTutorHome(page, words);
  expect((await page.request.get(newFile)).status()).toBe(404);
  // Deleted for good: a reload does not bring it back.
  await page.reload();
  await expectTutorHome(page, words);
  await expect(recordRow(page, words, changed.title)).toHaveCount(0);
}

/**
 * A save the server refuses (an HTML page named .pdf: 415) shows the server's reason and
 * keeps the form as it was typed, still in the upload view; nothing is listed.
 */
export async function refusedUploadKeepsTheForm(page: Page, words: TutorAreaWords): Promise<void> {
  const record = { title: uniqueTitle(`${words.noun} Disguised`), description: 'Not really a PDF.', file: disguisedHtml('worksheet') };
  await page.goto(words.path);
  await expectTutorHome(page, words);
  await openUpload(page, words);
  await fillUpload(page, words, record);
  const refused = page.waitForResponse((response) => response.url().endsWith(`/api${words.path}`) && response.request().method() === 'POST');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const response = await refused;
  expect(response.status()).toBe(415);
  const { message } = (await response.json()) as { message: string };
  expect(message).toMatch(/^This file type is not accepted\. Upload one of: PDF, /);

  await expect(toast(page, message)).toBeVisible();
  await expectQuery(page, words.path, { mode: 'upload' });
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(record.title);
  await expect(page.getByRole('textbox', { name: 'Description', exact: true })).toHaveValue(record.description);
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toBeEnabled();
  expect(await page.getByLabel(words.fileChooser, { exact: true }).evaluate((input: HTMLInputElement) => input.files?.[0]?.name)).toBe(record.file.name);
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeEnabled();
  await expectAccessible(page);

  // The long message's toast lies over the view's Close icon (top right): it is dismissed first, as a person would.
  await page.getByRole('region', { name: /^Notifications/ }).getByRole('button', { name: 'Close toast' }).click();
  await expect(toast(page, message)).toBeHidden();
  await page.getByRole('button', { name: 'Close', exact: true }).click();
  await expectTutorHome(page, words);
  await expect(recordRow(page, words, record.title)).toHaveCount(0);
}
