import type { Page, Route } from '@playwright/test';
import { expectQuery, toast, turnTo, viewHeading } from './support/content.ts';
import { expect, expectAccessible, test } from './support/fixtures.ts';
import { rowOf } from './support/notices.ts';
import { anotherPhone, dismissToast, expectFacts, expectFieldError, field, pageWidth, shownName, uniquePerson } from './support/people.ts';
import { addTutor, apiToken, logInWithFiles, signUpStudent, storeToken, type Account } from './support/school.ts';

// The words are the product specification's (§2): 'Rollno', 'This user will be blocked?', 'UnBlock'.
// Other tests add students to the same school meanwhile: rows are found by a name only this test uses.
const path = '/tutor/home/students';
const table = 'Student list';
const blocked = 'Your account is blocked!';

test.use({ viewport: { width: 360, height: 740 } });

/** The home view: the table of Rollno, Name and Actions. */
async function expectTable(page: Page) {
  await expectQuery(page, path, {});
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Students');
  await expect(viewHeading(page)).toHaveText(table);
  await expect(page.getByRole('table', { name: table }).getByRole('columnheader')).toHaveText(['Rollno', 'Name', 'Actions']);
}

const studentRow = (page: Page, student: Account) => rowOf(page, table, shownName(student.fname));

/** The id in the address of the view shown. */
const idInAddress = (page: Page) => new URL(page.url()).searchParams.get('id') as string;

/**
 * Checks the page as it opens, scrolled to the top: scrolled down a long list, the sticky header
 * lies over part of whichever row passes under it, and axe counts that row's buttons as crowded.
 */
async function expectAccessibleFromTop(page: Page) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectAccessible(page);
}

/** Logs in through the login page and expects the blocked toast, staying there. */
async function loginRefused(page: Page, student: Account) {
  await page.goto('/student/login');
  await page.getByLabel('E-mail').fill(student.email);
  await page.getByLabel('Password', { exact: true }).fill(student.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText(blocked, { exact: true })).toBeVisible();
  await expect(page).toHaveURL('/student/login');
}

test("the roll number is each row's place in the list by name, on a phone-wide page", async ({ page, request }) => {
  await logInWithFiles(page, 'tutor', addTutor());
  const student = await signUpStudent(request, uniquePerson());
  await page.goto(path);
  await expectTable(page);
  await turnTo(page, studentRow(page, student));
  await expect(studentRow(page, student)).toHaveCount(1);
  const rows = page.getByRole('table', { name: table }).getByRole('row').filter({ has: page.getByRole('rowheader') });
  const rollnos = await rows.evaluateAll((all) => all.map((row) => row.querySelector('td')?.textContent));
  expect(rollnos).toEqual(rollnos.map((_, index) => String(index + 1)));
  // The page never scrolls sideways, and the three columns fit without scrolling the table.
  expect(await pageWidth(page)).toBeLessThanOrEqual(360);
  const frame = page.getByRole('table', { name: table }).locator('..');
  expect(await frame.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
});

test('a tutor reads and edits a student; an e-mail another account has is refused with the reason, the form kept', async ({ page, request }) => {
  await logInWithFiles(page, 'tutor', addTutor());
  const student = await signUpStudent(request, uniquePerson());
  const other = await signUpStudent(request, uniquePerson('meera'));
  await page.goto(path);
  await expectTable(page);

  // The name opens the student's profile: full name, email and contact; Back returns.
  const row = studentRow(page, student);
  await turnTo(page, row);
  await row.getByRole('link', { name: shownName(student.fname), exact: true }).click();
  const id = idInAddress(page);
  await expectQuery(page, path, { mode: 'details', id });
  await expect(viewHeading(page)).toHaveText(shownName(student.fname));
  await expect(viewHeading(page)).toBeFocused();
  await expectFacts(page, { 'Full Name': shownName(student.fname), Email: student.email, Contact: student.contact });
  await expectAccessible(page);
  await page.reload();
  await expectFacts(page, { 'Full Name': shownName(student.fname), Email: student.email, Contact: student.contact });
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expectTable(page);

  // Edit, prefilled; all three are required.
  await row.getByRole('button', { name: `Edit: ${shownName(student.fname)}`, exact: true }).click();
  await expectQuery(page, path, { mode: 'edit', id });
  await expect(viewHeading(page)).toHaveText('Edit student');
  await expect(field(page, 'Full Name')).toHaveValue(student.fname);
  await expect(field(page, 'Email')).toHaveValue(student.email);
  await expect(field(page, 'Contact')).toHaveValue(student.contact);
  for (const label of ['Full Name', 'Email', 'Contact']) await expect(field(page, label)).toHaveAttribute('required', '');
  await expectAccessible(page);
  await field(page, 'Full Name').fill('');
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expectFieldError(page, 'Full Name', 'Full Name is required');
  await expectAccessible(page);

  // Another account's e-mail: the server's reason, and the form as typed.
  const renamed = `${student.fname} singh`;
  await field(page, 'Full Name').fill(renamed);
  await field(page, 'Email').fill(other.email);
  const refused = page.waitForResponse((response) => response.url().endsWith(`/api${path}/${id}`) && response.request().method() === 'PUT');
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  const response = await refused;
  expect(response.status()).toBe(409);
  const { message } = (await response.json()) as { message: string };
  await expect(toast(page, message)).toBeVisible();
  await expectQuery(page, path, { mode: 'edit', id });
  await expect(field(page, 'Full Name')).toHaveValue(renamed);
  await expect(field(page, 'Email')).toHaveValue(other.email);
  await expect(field(page, 'Email')).toBeEnabled();
  await expectAccessible(page);

  // A free e-mail saves: the table shows the new name, the details the new e-mail.
  const email = `new-${student.email}`;
  await field(page, 'Email').fill(email);
  await field(page, 'Contact').fill('0123456789');
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(toast(page, 'Student updated')).toBeVisible();
  await expectTable(page);
  const renamedRow = rowOf(page, table, shownName(renamed));
  await turnTo(page, renamedRow);
  await expect(renamedRow).toHaveCount(1);
  await expect(studentRow(page, student)).toHaveCount(0);
  await renamedRow.getByRole('link', { name: shownName(renamed), exact: true }).click();
  await expectFacts(page, { 'Full Name': shownName(renamed), Email: email, Contact: '0123456789' });

  // The student logs in with the e-mail the tutor gave them.
  await apiToken(request, 'student', { ...student, email });
});

test("blocking refuses the student's open session and their login; unblocking lets them in again", async ({ page, request, browser }) => {
  await logInWithFiles(page, 'tutor', addTutor());
  const student = await signUpStudent(request, uniquePerson('ravi'));
  const name = shownName(student.fname);

  // The student is already in, on a phone of their own.
  const phone = await anotherPhone(browser);
  await storeToken(phone.page, await apiToken(request, 'student', student));
  await phone.page.goto('/student/home/home');
  await expect(phone.page.getByRole('banner')).toContainText(`Hi ${student.fname.toUpperCase()}`);

  await page.goto(path);
  await expectTable(page);
  const row = studentRow(page, student);
  await turnTo(page, row);
  const block = row.getByRole('button', { name: `Block: ${name}`, exact: true });

  // The question names the student; Cancel changes nothing and gives the focus back.
  await block.click();
  const question = page.getByRole('dialog', { name: `This user will be blocked? ${name}` });
  await expect(question).toBeVisible();
  const id = idInAddress(page);
  await expectQuery(page, path, { mode: 'block', id });
  await expect(question.getByRole('button')).toHaveText(['Cancel', 'Block']);
  await expectAccessible(page);
  await question.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(question).toBeHidden();
  await expectQuery(page, path, {});
  await expect(block).toBeFocused();
  await expect(row.getByText('Blocked', { exact: true })).toHaveCount(0);

  // Block: the row shows it at once, its button now offers UnBlock and keeps the focus.
  await block.click();
  await question.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(toast(page, `${name} is blocked`)).toBeVisible();
  await expect(question).toBeHidden();
  await expectQuery(page, path, {});
  await expect(row.getByText('Blocked', { exact: true })).toBeVisible();
  const unblock = row.getByRole('button', { name: `UnBlock: ${name}`, exact: true });
  await expect(unblock).toBeFocused();
  await expect(row.getByRole('rowheader')).toHaveText(`${name} Blocked`);
  // The toast lies over the top rows on a phone: closed first, as a person would, before the check.
  await dismissToast(page, `${name} is blocked`);
  await expectAccessibleFromTop(page);
  await page.reload();
  await turnTo(page, row);
  await expect(row.getByText('Blocked', { exact: true })).toBeVisible();

  // The student's open page is refused at its next load: signed out, told why.
  await phone.page.reload();
  await expect(phone.page).toHaveURL('/student/login');
  await expect(phone.page.getByText(blocked, { exact: true })).toBeVisible();
  expect(await phone.page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await expectAccessible(phone.page);
  // And their login says so too.
  await loginRefused(phone.page, student);

  // UnBlock: its own question; the row is as before.
  await unblock.click();
  const unblockQuestion = page.getByRole('dialog', { name: `This user will be unblocked? ${name}` });
  await expect(unblockQuestion).toBeVisible();
  await expectQuery(page, path, { mode: 'block', id });
  await expect(unblockQuestion.getByRole('button')).toHaveText(['Cancel', 'UnBlock']);
  await expectAccessible(page);
  await unblockQuestion.getByRole('button', { name: 'UnBlock', exact: true }).click();
  await expect(toast(page, `${name} is unblocked`)).toBeVisible();
  await expect(unblockQuestion).toBeHidden();
  await expect(row.getByText('Blocked', { exact: true })).toHaveCount(0);
  await expect(block).toBeFocused();

  // The student logs in again.
  await phone.page.getByRole('button', { name: 'Login' }).click();
  await expect(phone.page).toHaveURL('/student/home/home');
  await expect(phone.page.getByRole('banner')).toContainText(`Hi ${student.fname.toUpperCase()}`);
  await phone.context.close();
});

test('an address naming the block question opens it over the table; Escape closes it', async ({ page, request }) => {
  const token = await logInWithFiles(page, 'tutor', addTutor());
  const student = await signUpStudent(request, uniquePerson('zoya'));
  const listed = (await (await request.get(`/api${path}`, { headers: { Authorization: `Bearer ${token}` } })).json()) as {
    students: { _id: string; email: string }[];
  };
  const id = listed.students.find(({ email }) => email === student.email)?._id as string;

  await page.goto(`${path}?mode=block&id=${id}`);
  const question = page.getByRole('dialog', { name: `This user will be blocked? ${shownName(student.fname)}` });
  await expect(question).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(question).toBeHidden();
  await expectTable(page);

  // An unknown student: said so, with a way back.
  await page.goto(`${path}?mode=edit&id=no-such-student`);
  await expect(viewHeading(page)).toHaveText('Not found');
  await page.getByRole('button', { name: 'Back to the list', exact: true }).click();
  await expectTable(page);
});

test('the list shows its skeleton while loading, a failure with its reason and Retry, and an empty school', async ({ page }) => {
  await logInWithFiles(page, 'tutor', addTutor());
  let answer = (route: Route) => route.fulfill({ status: 503, json: { message: 'The school server is resting.' } });
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/api${path}`, async (route) => {
    await held;
    await answer(route);
  });

  await page.goto(path, { waitUntil: 'commit' });
  await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toBeAttached();
  release();
  const alert = page.getByRole('alert').filter({ hasText: 'The school server is resting.' });
  await expect(alert).toBeVisible();
  await expectAccessible(page);

  answer = (route) => route.fulfill({ status: 200, json: { students: [] } });
  await alert.getByRole('button', { name: 'Retry', exact: true }).click();
  await expect(page.getByText('No students have signed up yet.', { exact: true })).toBeVisible();
  await expectAccessible(page);
});
