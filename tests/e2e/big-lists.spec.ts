import type { Locator, Page } from '@playwright/test';
import { day2025, isoDay, recordDate } from './support/attendance.ts';
import { expectQuery, toast, viewHeading } from './support/content.ts';
import { inWords } from './support/date-picker.ts';
import { demoAccounts, demoSchoolURL } from './support/demo-school.ts';
import { expect, expectAccessible, test } from './support/fixtures.ts';
import { rowOf } from './support/notices.ts';
import { logInWithFiles } from './support/school.ts';

// Big lists on the demo school of 2,000 students and a year of records (the second server of
// playwright.config.ts): a list shows 50 records and pages through the rest. The pager's words
// are ours, not the product specification's: 'Pages of …', 'Previous', 'Next', 'Page 2 of 40',
// 'Showing 51–100 of 2,000'.

test.use({ baseURL: demoSchoolURL() });

const studentsPath = '/tutor/home/students';
const studentTable = 'Student list';

/** The pager under the list or table named `list`. */
function pagerOf(page: Page, list: string) {
  const pager = page.getByRole('navigation', { name: `Pages of ${list}`, exact: true });
  return {
    status: pager.getByRole('status'),
    previous: pager.getByRole('button', { name: 'Previous', exact: true }),
    next: pager.getByRole('button', { name: 'Next', exact: true }),
  };
}

/** What the pager says: 'Page 2 of 40', then 'Showing 51–100 of 2,000'. */
function pageSaid(number: number, pages: number, first: number, last: number, total: number): string {
  const n = (count: number) => count.toLocaleString('en');
  return `Page ${number} of ${pages} Showing ${n(first)}–${n(last)} of ${n(total)}`;
}

/** The table's rows of records, without its header row. */
const recordRows = (table: Locator) => table.getByRole('row').filter({ has: table.page().getByRole('rowheader') });

/**
 * Checks the page scrolled to the top: scrolled down a long list, the sticky header lies over
 * part of whichever row passes under it, and axe counts that row's buttons as crowded.
 */
async function expectAccessibleFromTop(page: Page) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectAccessible(page);
}

async function apiGet<T>(page: Page, path: string, token: string): Promise<T> {
  const response = await page.request.get(`/api${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  return (await response.json()) as T;
}

test("a tutor's 2,000 students show 50 at a time, paged through to the last page and back by keyboard", async ({ page }) => {
  const { tutor } = await demoAccounts();
  const token = await logInWithFiles(page, 'tutor', tutor);
  const { students } = await apiGet<{ students: { admissionNo: string }[] }>(page, studentsPath, token);
  /** The roll number (admission number) of the student at `place` of the whole list by name, 1 for the first. */
  const rollAt = (place: number) => students[place - 1]?.admissionNo as string;
  await page.goto(studentsPath);
  const table = page.getByRole('table', { name: studentTable, exact: true });
  const rows = recordRows(table);
  const rollno = (row: Locator) => row.getByRole('cell').first();
  const { status, previous, next } = pagerOf(page, studentTable);

  await expect(rows).toHaveCount(50);
  await expect(status).toHaveText(pageSaid(1, 40, 1, 50, 2000));
  await expect(previous).toHaveAttribute('aria-disabled', 'true');
  await expect(next).not.toHaveAttribute('aria-disabled');
  await expect(rollno(rows.first())).toHaveText(rollAt(1));
  await expect(rollno(rows.last())).toHaveText(rollAt(50));
  await expectAccessibleFromTop(page);

  // Next: the page's next 50, the focus kept on Next, which stays where it was on the screen.
  await next.scrollIntoViewIfNeeded();
  const before = await next.boundingBox();
  await next.click();
  await expect(status).toHaveText(pageSaid(2, 40, 51, 100, 2000));
  await expect(rollno(rows.first())).toHaveText(rollAt(51));
  await expect(rows).toHaveCount(50);
  // Each page is the server's, and the address keeps it.
  await expectQuery(page, studentsPath, { page: '2' });
  await expect(next).toBeFocused();
  await expect(previous).not.toHaveAttribute('aria-disabled');
  const after = await next.boundingBox();
  expect(Math.abs((after?.y ?? 0) - (before?.y ?? 0)), 'how far Next moved on the screen').toBeLessThan(2);
  await expectAccessibleFromTop(page);

  // Enter on the focused Next, to the last page, where Next stays focused and does nothing more.
  await next.focus();
  for (let number = 3; number <= 40; number++) {
    await page.keyboard.press('Enter');
    await expect(status).toContainText(`Page ${number} of 40`);
  }
  await expect(status).toHaveText(pageSaid(40, 40, 1951, 2000, 2000));
  await expect(next).toHaveAttribute('aria-disabled', 'true');
  await expect(next).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(status).toHaveText(pageSaid(40, 40, 1951, 2000, 2000));
  await expect(rollno(rows.last())).toHaveText(rollAt(2000));
  await expectAccessibleFromTop(page);

  // Shift+Tab reaches Previous; Enter pages back to the first page.
  await next.focus();
  await page.keyboard.press('Shift+Tab');
  await expect(previous).toBeFocused();
  for (let number = 39; number >= 1; number--) {
    await page.keyboard.press('Enter');
    await expect(status).toContainText(`Page ${number} of 40`);
  }
  await expect(status).toHaveText(pageSaid(1, 40, 1, 50, 2000));
  await expect(previous).toHaveAttribute('aria-disabled', 'true');
  await expect(previous).toBeFocused();
  await expect(rollno(rows.first())).toHaveText(rollAt(1));
  await expectQuery(page, studentsPath, {});
});

test('a student opened from a later page, or named by the address, is shown on their own page again', async ({ page }) => {
  const { tutor } = await demoAccounts();
  const token = await logInWithFiles(page, 'tutor', tutor);
  const { students } = await apiGet<{ students: { _id: string; fname: string; admissionNo: string }[] }>(page, studentsPath, token);
  await page.goto(studentsPath);
  const table = page.getByRole('table', { name: studentTable, exact: true });
  const { status, next } = pagerOf(page, studentTable);

  // A name on page 2 opens the student's details; Back shows page 2 again, its heading focused.
  await next.click();
  await expect(status).toHaveText(pageSaid(2, 40, 51, 100, 2000));
  // The pager says page 2 at once; page 1's rows stay, dimmed and busy, until page 2's arrive.
  await expect(recordRows(table).first().getByRole('cell').first()).toHaveText(students[50]?.admissionNo as string);
  const link = recordRows(table).nth(3).getByRole('link');
  const name = await link.innerText();
  await link.click();
  await expectQuery(page, studentsPath, { mode: 'details', id: students[53]?._id as string, page: '2' });
  await expect(viewHeading(page)).toHaveText(name);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expectQuery(page, studentsPath, { page: '2' });
  await expect(viewHeading(page)).toBeFocused();
  await expect(status).toHaveText(pageSaid(2, 40, 51, 100, 2000));
  await expect(recordRows(table).nth(3).getByRole('link')).toHaveText(name);

  // The block question for a student of page 3, opened by its address (which names the page), opens over page 3.
  const third = students[120] as { _id: string; fname: string };
  const shown = third.fname.charAt(0).toUpperCase() + third.fname.slice(1);
  await page.goto(`${studentsPath}?mode=block&id=${third._id}&page=3`);
  const question = page.getByRole('dialog', { name: `This user will be blocked? ${shown}` });
  await expect(question).toBeVisible();
  await expectAccessible(page);
  await question.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(question).toBeHidden();
  await expect(status).toHaveText(pageSaid(3, 40, 101, 150, 2000));
  await expect(recordRows(table).nth(20).getByRole('button', { name: `Block: ${shown}`, exact: true })).toBeFocused();

  // A student of a later page is found by a search instead: the start of their name, or their Roll No.
  const place = students.findIndex((student, index) => index >= 230 && students.filter(({ fname }) => fname === student.fname).length === 1);
  const fifth = students[place] as { fname: string; admissionNo: string };
  const fifthRow = rowOf(page, studentTable, fifth.fname.charAt(0).toUpperCase() + fifth.fname.slice(1));
  await page.getByRole('searchbox', { name: 'Search', exact: true }).fill(fifth.admissionNo);
  await expectQuery(page, studentsPath, { q: fifth.admissionNo });
  await expect(fifthRow).toHaveCount(1);
  await expect(recordRows(table)).toHaveCount(1);
});

test('ticks on two pages of the marking form are all sent: the count is the whole form, and the day keeps both', async ({ page }) => {
  const { tutor } = await demoAccounts();
  const token = await logInWithFiles(page, 'tutor', tutor);
  const { students } = await apiGet<{ students: { _id: string; admissionNo: string }[] }>(page, studentsPath, token);
  // A Saturday before the demo's year: no list yet, and a day the form may mark.
  const day = day2025(6, 14);
  const heading = `Mark absentees: ${inWords(day)}`;
  await page.goto(`/tutor/home/attendence?day=${isoDay(day)}&mode=mark`);
  const table = page.getByRole('table', { name: heading, exact: true });
  const count = page.getByRole('status').filter({ hasText: / absent$/ });
  const { status, previous, next } = pagerOf(page, heading);
  await expect(recordRows(table)).toHaveCount(50);
  await expect(status).toHaveText(pageSaid(1, 40, 1, 50, 2000));
  await expect(count).toHaveText('0 absent');

  /** Ticks the `index`th row shown and answers its roll number: the student's admission number. */
  async function tick(index: number): Promise<string> {
    const row = recordRows(table).nth(index);
    const name = await row.getByRole('rowheader').innerText();
    await row.getByRole('checkbox', { name: `Select ${name}`, exact: true }).check();
    return row.getByRole('cell').nth(1).innerText();
  }

  const first = await tick(2);
  await expect(count).toHaveText('1 absent');
  await next.click();
  await expect(status).toHaveText(pageSaid(2, 40, 51, 100, 2000));
  await expect(recordRows(table).getByRole('checkbox', { checked: true })).toHaveCount(0);
  const second = await tick(7);
  await expect(count).toHaveText('2 absent');
  await expectAccessibleFromTop(page);

  // Back on page 1, its tick is still there.
  await previous.click();
  await expect(status).toHaveText(pageSaid(1, 40, 1, 50, 2000));
  await expect(recordRows(table).nth(2).getByRole('checkbox')).toBeChecked();
  await expect(count).toHaveText('2 absent');

  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(toast(page, `Absentees saved for ${inWords(day)}`)).toBeVisible();
  const { absentees } = await apiGet<{ absentees: { absentees: { date: string; studentIds: string[] } }[] }>(page, '/tutor/home/attendence', token);
  const kept = absentees.find(({ absentees: { date } }) => date === recordDate(day));
  // Roll numbers are admission numbers, as the API answers them.
  const idOf = (roll: string) => students.find(({ admissionNo }) => admissionNo === roll)?._id;
  expect(kept?.absentees.studentIds.toSorted()).toEqual([idOf(first), idOf(second)].toSorted());
});

test("a student's year of assignments pages through, and Back from one shows its page", async ({ page }) => {
  const { student } = await demoAccounts();
  const token = await logInWithFiles(page, 'student', student);
  const { assignments } = await apiGet<{ assignments: unknown[] }>(page, '/student/home/assignments', token);
  const total = assignments.length;
  const pages = Math.ceil(total / 50);
  expect(pages, 'a year of assignments fills more than two pages').toBeGreaterThan(2);
  await page.goto('/student/home/assignments');
  const list = page.getByRole('list', { name: 'Assignment Section', exact: true });
  const items = list.getByRole('listitem');
  const { status, previous, next } = pagerOf(page, 'Assignment Section');
  await expect(items).toHaveCount(50);
  await expect(status).toHaveText(pageSaid(1, pages, 1, 50, total));
  await expect(previous).toHaveAttribute('aria-disabled', 'true');

  await next.click();
  await expect(status).toHaveText(pageSaid(2, pages, 51, 100, total));
  await expect(items).toHaveCount(50);
  await expectAccessibleFromTop(page);

  // An assignment of page 2 opens; Back shows page 2 again, its heading focused.
  const link = items.nth(5).getByRole('link');
  const title = await link.innerText();
  await link.click();
  await expect(viewHeading(page)).toHaveText(title);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(viewHeading(page)).toBeFocused();
  await expect(status).toHaveText(pageSaid(2, pages, 51, 100, total));
  await expect(items.nth(5).getByRole('link')).toHaveText(title);

  // On to the last page, which holds the rest.
  for (let number = 3; number <= pages; number++) await next.click();
  await expect(status).toHaveText(pageSaid(pages, pages, (pages - 1) * 50 + 1, total, total));
  await expect(items).toHaveCount(total - (pages - 1) * 50);
  await expect(next).toHaveAttribute('aria-disabled', 'true');
  await expectAccessibleFromTop(page);
  await previous.click();
  await expect(status).toHaveText(pageSaid(pages - 1, pages, (pages - 2) * 50 + 1, (pages - 1) * 50, total));
});
