import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page, Route } from '@playwright/test';
import { IMPORT_COLUMNS, type ImportReport, type ImportRow } from '../../contract/records/student-import.ts';
import { studentImportMessages } from '../../contract/strings/student-import.ts';
import { userDetailsMessages } from '../../contract/strings/validation.ts';
import { addAdmin } from './support/attendance.ts';
import { expectQuery, viewHeading } from './support/content.ts';
import { expect, expectAccessible, test } from './support/fixtures.ts';
import { rowOf } from './support/notices.ts';
import { shownName } from './support/people.ts';
import { addTutor, logInWithFiles, readMailedLink } from './support/school.ts';

// The admins' student import and every tutor's export (issue 25, part 6). The tests share one
// school: each file names people and a class no other test uses.
const path = '/tutor/home/students';
const importPath = '/api/tutor/home/students/import';
const HEADER = IMPORT_COLUMNS.join(',');

test.use({ viewport: { width: 1280, height: 900 } });

/** A CSV file as a spreadsheet saves it: the header, then the rows. */
function csvFile(rows: readonly string[]) {
  return { name: 'students.csv', mimeType: 'text/csv', buffer: Buffer.from(`${[HEADER, ...rows].join('\r\n')}\r\n`) };
}

const status = (page: Page) => page.getByRole('status').filter({ hasText: /^(Checked|Imported|Checking|Importing)/ });
const checkButton = (page: Page) => page.getByRole('button', { name: 'Check file', exact: true });
const fileChooser = (page: Page) => page.getByLabel('CSV file', { exact: true });
/** A table of the report by its name, and its rows (less the header row). */
const reportRows = (page: Page, table: string | RegExp) => page.getByRole('table', { name: table }).getByRole('row').filter({ has: page.getByRole('rowheader') });

/** The classes the report says the file creates (or created), under their heading. */
const classesSaid = (page: Page, heading: string) => page.getByRole('region', { name: heading, exact: true }).getByRole('listitem');

/** From the table to the import, as an admin opens it. */
async function openImport(page: Page) {
  await page.goto(path);
  await page.getByRole('button', { name: 'Import students', exact: true }).click();
  await expectQuery(page, path, { mode: 'import' });
  await expect(viewHeading(page)).toHaveText('Import students');
  await expect(viewHeading(page)).toBeFocused();
  await expect(checkButton(page)).toBeVisible();
}

test('an admin checks a file row by row: the rows to add, an error with its reason, the class it creates; corrected, it is imported and the students are in the table', async ({ page }) => {
  await logInWithFiles(page, 'tutor', addAdmin());
  const tag = randomBytes(3).toString('hex');
  const className = `Import ${tag}`;
  const clubName = `Club ${tag}`;
  const asha = { name: `asha ${tag}`, email: `asha-${tag}@school.test`, admissionNo: `I${tag}1` };
  const ravi = { name: `ravi ${tag}`, email: `ravi-${tag}@school.test` };
  const meera = { name: `meera ${tag}`, email: `meera-${tag}@school.test` };
  const rows = [
    `${asha.admissionNo},${asha.name},${asha.email},9876543210,${className};${clubName},`,
    `,${ravi.name},${ravi.email},+91 98765 43210,${className},parent-${tag}@school.test`,
    `,${meera.name},not-an-e-mail,9876543210,,`,
  ];

  await openImport(page);
  // The file's columns, in order, each said.
  await expect(page.getByRole('term')).toHaveText([...IMPORT_COLUMNS]);
  await expect(page.getByText(/separates them with ;/)).toBeVisible();
  await expect(fileChooser(page)).toHaveAttribute('accept', '.csv,text/csv');
  await expectAccessible(page);
  // Reload, Back and Forward keep the view: the import's code loads again with it.
  await page.reload();
  await expect(checkButton(page)).toBeVisible();
  await page.goBack();
  await expectQuery(page, path, {});
  await expect(viewHeading(page)).toHaveText('Student list');
  await page.goForward();
  await expectQuery(page, path, { mode: 'import' });
  await expect(checkButton(page)).toBeVisible();

  // No file: said beside the chooser, nothing sent.
  await checkButton(page).click();
  await expect(fileChooser(page)).toHaveAccessibleDescription('Choose a file to upload');

  // The dry run: two to add, one error with its reason; the class the file names is to be created.
  await fileChooser(page).setInputFiles(csvFile(rows));
  await checkButton(page).click();
  await expect(status(page)).toHaveText('Checked 3 rows: 2 to add, 0 to update, 0 unchanged, 1 error.');
  const errors = reportRows(page, '1 row with an error');
  await expect(errors).toHaveCount(1);
  await expect(errors.first().getByRole('cell')).toHaveText(['4', '', 'Error', userDetailsMessages.emailInvalid]);
  await expect(errors.first().getByRole('rowheader')).toHaveText(meera.name);
  await expect(classesSaid(page, 'Classes the import will create')).toHaveText([className, clubName]);
  const toImport = reportRows(page, 'Rows to import');
  await expect(toImport).toHaveCount(2);
  await expect(toImport.first().getByRole('cell')).toHaveText(['2', asha.admissionNo, 'Add', /./]);
  await expect(toImport.first().getByRole('listitem')).toHaveText([studentImportMessages.createsClass(className), studentImportMessages.createsClass(clubName)]);
  await expect(toImport.nth(1).getByRole('cell').nth(2)).toHaveText('Add');
  await expect(toImport.nth(1).getByRole('listitem')).toHaveText([studentImportMessages.nextNumber, studentImportMessages.createsClass(className)]);
  // Nothing can be imported while a row is wrong: the button says how many, and why not.
  const apply2 = page.getByRole('button', { name: 'Import 2 students', exact: true });
  await expect(apply2).toBeDisabled();
  await expect(apply2).toHaveAccessibleDescription(/^Correct the rows with errors in the file/);
  await expectAccessible(page);

  // The corrected file: a new file drops the old report; checked, it has no errors.
  const corrected = [...rows.slice(0, 2), `,${meera.name},${meera.email},9876543210,,`];
  await fileChooser(page).setInputFiles(csvFile(corrected));
  await expect(reportRows(page, 'Rows to import')).toHaveCount(0);
  await checkButton(page).click();
  await expect(status(page)).toHaveText('Checked 3 rows: 3 to add, 0 to update, 0 unchanged, 0 errors.');
  await expect(page.getByRole('table', { name: /with an error/ })).toHaveCount(0);

  // Applied: what it did, the class created, focus on the summary; each new student is invited.
  await page.getByRole('button', { name: 'Import 3 students', exact: true }).click();
  await expect(status(page)).toHaveText('Imported: 3 students added, 0 updated, 0 unchanged.');
  await expect(status(page)).toBeFocused();
  await expect(classesSaid(page, 'Classes created')).toHaveText([className, clubName]);
  await expect(reportRows(page, 'Rows imported')).toHaveCount(3);
  await expect(page.getByRole('button', { name: /^Import \d/ })).toHaveCount(0);
  await expectAccessible(page);
  expect(await readMailedLink(ravi.email)).toMatch(/^\/invite#/);

  // Back: the table, asked again, has them, in the new class.
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expectQuery(page, path, {});
  await page.getByRole('searchbox', { name: 'Search', exact: true }).fill(tag);
  const table = page.getByRole('table', { name: 'Student list' });
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(rowOf(page, 'Student list', shownName(asha.name))).toContainText(`${asha.admissionNo}`);
  // In the school's order of classes, which the page has asked again: the import made them.
  await expect(rowOf(page, 'Student list', shownName(asha.name))).toContainText(`Classes: ${clubName}, ${className}`);
  await expect(rowOf(page, 'Student list', shownName(ravi.name))).toContainText(`Classes: ${className}`);
});

test('a file the server cannot read says why; an import another change overtook is checked again', async ({ page }) => {
  await logInWithFiles(page, 'tutor', addAdmin());
  const tag = randomBytes(3).toString('hex');
  await openImport(page);

  // A header that is not the columns: the server's reason, no report.
  await fileChooser(page).setInputFiles({ name: 'list.csv', mimeType: 'text/csv', buffer: Buffer.from(`name,email\r\nasha,asha-${tag}@school.test\r\n`) });
  await checkButton(page).click();
  await expect(page.getByRole('alert').filter({ hasText: studentImportMessages.headerInvalid })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectAccessible(page);

  // Checked clean, but by the time it is applied the file has an error (422: nothing changed):
  // it is checked again and the report says which row.
  const file = csvFile([`,kavya ${tag},kavya-${tag}@school.test,9876543210,,`]);
  await fileChooser(page).setInputFiles(file);
  await checkButton(page).click();
  await expect(status(page)).toHaveText('Checked 1 row: 1 to add, 0 to update, 0 unchanged, 0 errors.');
  const overtaken: ImportReport = {
    rows: [{ line: 2, action: 'error', admissionNo: '', fname: `kavya ${tag}`, messages: [userDetailsMessages.emailTaken] }],
    counts: { add: 0, update: 0, unchanged: 0, error: 1 },
    newClasses: [],
  };
  let checks = 0;
  await page.route(`**${importPath}*`, (route: Route) => {
    const dryRun = new URL(route.request().url()).searchParams.has('dryRun');
    if (dryRun) checks += 1;
    return route.fulfill({ status: dryRun ? 200 : 422, json: overtaken });
  });
  await page.getByRole('button', { name: 'Import 1 student', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: /^Nothing was imported: the school has changed since the file was checked/ })).toBeVisible();
  await expect(reportRows(page, '1 row with an error').getByRole('cell').last()).toHaveText(userDetailsMessages.emailTaken);
  expect(checks).toBe(1);
  await expect(page.getByRole('button', { name: 'Import 0 students', exact: true })).toBeDisabled();

  await expectAccessible(page);
});

test('a report of 20,000 rows shows every error and pages the rest, without holding the page up', async ({ page }) => {
  await logInWithFiles(page, 'tutor', addAdmin());
  const row = (line: number): ImportRow =>
    line % 50 === 0
      ? { line, action: 'error', admissionNo: `N${line}`, fname: `pupil ${line}`, messages: [userDetailsMessages.emailInvalid] }
      : { line, action: line % 7 === 0 ? 'update' : 'add', admissionNo: `N${line}`, fname: `pupil ${line}`, messages: [] };
  const rows = Array.from({ length: 20_000 }, (_, index) => row(index + 2));
  const counts = { add: rows.filter(({ action }) => action === 'add').length, update: rows.filter(({ action }) => action === 'update').length, unchanged: 0, error: 400 };
  await page.route(`**${importPath}*`, (route: Route) => route.fulfill({ status: 200, json: { rows, counts, newClasses: [] } satisfies ImportReport }));

  await openImport(page);
  await fileChooser(page).setInputFiles(csvFile([',big,big@school.test,9876543210,,']));
  const started = Date.now();
  await checkButton(page).click();
  await expect(status(page)).toHaveText(`Checked 20,000 rows: ${counts.add.toLocaleString('en')} to add, ${counts.update.toLocaleString('en')} to update, 0 unchanged, 400 errors.`);
  // Loose, for a busy test machine: what keeps it quick is the few rows drawn, counted below.
  expect(Date.now() - started, 'the report is drawn within 5 seconds').toBeLessThan(5000);

  // The 400 errors, first and all on one page; the other 19,600 rows fifty at a time, narrowed to what they do.
  await expect(reportRows(page, '400 rows with errors')).toHaveCount(400);
  const others = reportRows(page, 'Rows to import');
  await expect(others).toHaveCount(50);
  await expect(page.getByRole('navigation', { name: 'Pages of Rows to import' }).getByRole('status')).toContainText('Page 1 of 392');
  const shown = page.getByRole('group', { name: 'Rows shown' });
  await shown.getByRole('button', { name: `Update (${counts.update.toLocaleString('en')})`, exact: true }).click();
  await expect(shown.getByRole('button', { name: /^Update/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(others.first().getByRole('cell').nth(2)).toHaveText('Update');
  await expect(page.getByRole('button', { name: /^Import / })).toBeDisabled();
  await expectAccessible(page);
});

test('a tutor who is not an admin downloads the students as CSV in the import’s columns, and has no import', async ({ page }) => {
  // An admin first, so the plain tutor is never the school's first tutor (who is an admin).
  addAdmin();
  await logInWithFiles(page, 'tutor', addTutor());

  // The import's address tells them it is the admins' (once the server has said they are not one).
  await page.goto(`${path}?mode=import`);
  await expect(viewHeading(page)).toHaveText('Import students');
  await expect(page.getByText('Only the school’s admins can import students.', { exact: true })).toBeVisible();
  await expect(checkButton(page)).toHaveCount(0);

  // The table offers the export, not the import.
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expectQuery(page, path, {});
  const download = page.getByRole('button', { name: 'Download CSV', exact: true });
  await expect(download).toBeVisible();
  await expect(page.getByRole('button', { name: 'Import students' })).toHaveCount(0);

  const downloading = page.waitForEvent('download');
  await download.click();
  const file = await downloading;
  expect(await file.failure()).toBeNull();
  expect(file.suggestedFilename()).toBe('students.csv');
  const text = (await readFile(await file.path(), 'utf8')).replace(/^\uFEFF/, '');
  // Every cell quoted, as the server writes any CSV (a cell is never read as a formula).
  expect(text.split(/\r?\n/)[0]).toBe(IMPORT_COLUMNS.map((column) => `"${column}"`).join(','));
});
