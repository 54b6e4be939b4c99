import type { Page, Route } from '@playwright/test';
import { expectQuery, toast, viewHeading } from './support/content.ts';
import { demoAccounts, demoSchoolURL } from './support/demo-school.ts';
import { expect, expectAccessible, test } from './support/fixtures.ts';
import { rowOf } from './support/notices.ts';
import { anotherPhone, dismissToast, expectFieldError, field, pageWidth, shownName, uniquePerson } from './support/people.ts';
import { addTutor, apiToken, logInWithFiles, signUpStudent, storeToken, type Account } from './support/school.ts';

// The words are the product specification's (§2): 'This user will be blocked?', 'UnBlock'; the
// roll number is the admission number, 'Roll No' (school-model.md). Other tests add students to
// the same school meanwhile: rows are found by searching an e-mail only this test uses.
const path = '/tutor/home/students';
const table = 'Student list';
const blocked = 'Your account is blocked!';

test.use({ viewport: { width: 360, height: 740 } });

/** The home view, with the filter `query` in the address: the table of Roll No, Name (with the e-mail and classes) and Actions. */
async function expectTable(page: Page, query: Record<string, string> = {}) {
  await expectQuery(page, path, query);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Students');
  await expect(viewHeading(page)).toHaveText(table);
  await expect(page.getByRole('table', { name: table }).getByRole('columnheader')).toHaveText(['Roll No', 'Name', 'Actions']);
}

const studentRow = (page: Page, student: Account) => rowOf(page, table, shownName(student.fname));
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search', exact: true });

/** Searches the student's e-mail, as a tutor finds one student in a big school: their row alone, the search in the address. */
async function findStudent(page: Page, student: Account) {
  await searchBox(page).fill(student.email);
  await expectQuery(page, path, { q: student.email });
  await expect(page.getByRole('table', { name: table }).getByRole('row')).toHaveCount(2);
  await expect(studentRow(page, student)).toHaveCount(1);
}

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

test('the roll number is the admission number, and the e-mail is under the name, on a phone-wide page', async ({ page, request }) => {
  const token = await logInWithFiles(page, 'tutor', addTutor());
  const student = await signUpStudent(request, uniquePerson());
  const listed = (await (await request.get(`/api${path}`, { headers: { Authorization: `Bearer ${token}` } })).json()) as {
    students: { email: string; admissionNo: string }[];
  };
  const admissionNo = listed.students.find(({ email }) => email === student.email)?.admissionNo as string;
  expect(admissionNo).toMatch(/^\d+$/);
  await page.goto(path);
  await expectTable(page);
  await findStudent(page, student);
  const row = studentRow(page, student);
  await expect(row.getByRole('cell').first()).toHaveText(admissionNo);
  await expect(row.getByRole('rowheader')).toHaveText(`${shownName(student.fname)} ${student.email} Classes: None`);
  await expect(page.getByRole('status').filter({ hasText: /^1 student$/ })).toBeVisible();
  await expectAccessible(page);
  // The page never scrolls sideways, and the three columns fit without scrolling the table.
  expect(await pageWidth(page)).toBeLessThanOrEqual(360);
  const frame = page.getByRole('table', { name: table }).locator('..');
  expect(await frame.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);

  // The admission number finds them too; a search that finds nobody says so.
  await searchBox(page).fill(admissionNo);
  await expectQuery(page, path, { q: admissionNo });
  await expect(studentRow(page, student)).toHaveCount(1);
  await searchBox(page).fill(`nobody-${student.email}`);
  await expect(page.getByText('No students match this search.', { exact: true })).toBeVisible();
  await expectAccessible(page);
});

test('a tutor reads and edits a student; an e-mail another account has is refused with the reason, the form kept', async ({ page, request }) => {
  await logInWithFiles(page, 'tutor', addTutor());
  const student = await signUpStudent(request, uniquePerson());
  const other = await signUpStudent(request, uniquePerson('meera'));
  await page.goto(path);
  await expectTable(page);
  await findStudent(page, student);
  const q = student.email;

  // The name opens the student's profile: full name, Roll No, email, contact and classes; Back returns to the search.
  const row = studentRow(page, student);
  await row.getByRole('link', { name: shownName(student.fname), exact: true }).click();
  const id = idInAddress(page);
  await expectQuery(page, path, { mode: 'details', id, q });
  await expect(viewHeading(page)).toHaveText(shownName(student.fname));
  await expect(viewHeading(page)).toBeFocused();
  await expect(page.getByRole('term')).toHaveText(['Full Name', 'Roll No', 'Email', 'Contact', 'Classes']);
  await expect(page.getByRole('definition')).toHaveText([shownName(student.fname), /^\d+$/, student.email, student.contact, 'None']);
  await expectAccessible(page);
  await page.reload();
  await expect(page.getByRole('definition').nth(0)).toHaveText(shownName(student.fname));
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expectTable(page, { q });
  await expect(searchBox(page)).toHaveValue(q);

  // Edit, prefilled; all three are required.
  await row.getByRole('button', { name: `Edit: ${shownName(student.fname)}`, exact: true }).click();
  await expectQuery(page, path, { mode: 'edit', id, q });
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
  await expectQuery(page, path, { mode: 'edit', id, q });
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
  await expectTable(page, { q });
  await findStudent(page, { ...student, fname: renamed, email });
  const renamedRow = rowOf(page, table, shownName(renamed));
  await expect(studentRow(page, student)).toHaveCount(0);
  await renamedRow.getByRole('link', { name: shownName(renamed), exact: true }).click();
  await expect(page.getByRole('definition')).toHaveText([shownName(renamed), /^\d+$/, email, '0123456789', 'None']);

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
  await findStudent(page, student);
  const q = student.email;
  const row = studentRow(page, student);
  const block = row.getByRole('button', { name: `Block: ${name}`, exact: true });

  // The question names the student; Cancel changes nothing and gives the focus back.
  await block.click();
  const question = page.getByRole('dialog', { name: `This user will be blocked? ${name}` });
  await expect(question).toBeVisible();
  const id = idInAddress(page);
  await expectQuery(page, path, { mode: 'block', id, q });
  await expect(question.getByRole('button')).toHaveText(['Cancel', 'Block']);
  await expectAccessible(page);
  await question.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(question).toBeHidden();
  await expectQuery(page, path, { q });
  await expect(block).toBeFocused();
  await expect(row.getByText('Blocked', { exact: true })).toHaveCount(0);

  // Block: the row shows it at once, its button now offers UnBlock and keeps the focus.
  await block.click();
  await question.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(toast(page, `${name} is blocked`)).toBeVisible();
  await expect(question).toBeHidden();
  await expectQuery(page, path, { q });
  await expect(row.getByText('Blocked', { exact: true })).toBeVisible();
  const unblock = row.getByRole('button', { name: `UnBlock: ${name}`, exact: true });
  await expect(unblock).toBeFocused();
  await expect(row.getByRole('rowheader')).toHaveText(`${name} Blocked ${student.email} Classes: None`);
  // The toast lies over the top rows on a phone: closed first, as a person would, before the check.
  await dismissToast(page, `${name} is blocked`);
  await expectAccessibleFromTop(page);
  await page.reload();
  await expect(searchBox(page)).toHaveValue(q);
  await expect(row.getByText('Blocked', { exact: true })).toBeVisible();
  // Blocked only finds them; not blocked does not.
  await page.getByRole('combobox', { name: 'Show', exact: true }).selectOption('Blocked only');
  await expectQuery(page, path, { q, blocked: 'true' });
  await expect(row).toHaveCount(1);
  await page.getByRole('combobox', { name: 'Show', exact: true }).selectOption('Not blocked');
  await expectQuery(page, path, { q, blocked: 'false' });
  await expect(page.getByText('No students match this search.', { exact: true })).toBeVisible();
  await page.goBack();
  await expectQuery(page, path, { q, blocked: 'true' });
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
  await expectQuery(page, path, { mode: 'block', id, q, blocked: 'true' });
  await expect(unblockQuestion.getByRole('button')).toHaveText(['Cancel', 'UnBlock']);
  await expectAccessible(page);
  await unblockQuestion.getByRole('button', { name: 'UnBlock', exact: true }).click();
  await expect(toast(page, `${name} is unblocked`)).toBeVisible();
  await expect(unblockQuestion).toBeHidden();
  // Unblocked, they leave the blocked-only list once it is asked again.
  await expect(row).toHaveCount(0);
  await expect(page.getByText('No students match this search.', { exact: true })).toBeVisible();

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

  // The address carries the table's search: the question opens over the row it finds.
  await page.goto(`${path}?mode=block&id=${id}&q=${encodeURIComponent(student.email)}`);
  const question = page.getByRole('dialog', { name: `This user will be blocked? ${shownName(student.fname)}` });
  await expect(question).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(question).toBeHidden();
  await expectTable(page, { q: student.email });

  // An unknown student: said so, with a way back.
  await page.goto(`${path}?mode=edit&id=no-such-student`);
  await expect(viewHeading(page)).toHaveText('Not found');
  await page.getByRole('button', { name: 'Back to the list', exact: true }).click();
  await expectTable(page);
});

// A key that comes in the very task the question appears in, before the page paints again: the
// question listens from the moment it shows. (Heard only after the next frame, Escape pressed by a
// quick hand or a test was lost, and the question stayed open.)
test('Escape pressed in the same moment the block question appears still closes it, and the focus returns to Block', async ({ page, request }) => {
  await logInWithFiles(page, 'tutor', addTutor());
  const student = await signUpStudent(request, uniquePerson('rhea'));
  const name = shownName(student.fname);
  await page.goto(`${path}?q=${encodeURIComponent(student.email)}`);
  const block = page.getByRole('button', { name: `Block: ${name}`, exact: true });
  const question = page.getByRole('dialog', { name: `This user will be blocked? ${name}` });
  await block.evaluate(
    (button: HTMLElement) =>
      new Promise<void>((resolve) => {
        const shown = new MutationObserver(() => {
          if (!document.querySelector('[role="dialog"]')) return;
          shown.disconnect();
          document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
          resolve();
        });
        shown.observe(document.body, { childList: true, subtree: true });
        button.click();
      }),
  );
  await expect(question).toHaveCount(0);
  await expect(block).toBeFocused();
  await expectTable(page, { q: student.email });
});

test('the list shows its skeleton while loading, a failure with its reason and Retry, and an empty school', async ({ page }) => {
  await logInWithFiles(page, 'tutor', addTutor());
  let answer = (route: Route) => route.fulfill({ status: 503, json: { message: 'The school server is resting.' } });
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/api${path}?*`, async (route) => {
    await held;
    await answer(route);
  });

  await page.goto(path, { waitUntil: 'commit' });
  await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toBeAttached();
  release();
  const alert = page.getByRole('alert').filter({ hasText: 'The school server is resting.' });
  await expect(alert).toBeVisible();
  await expectAccessible(page);

  answer = (route) => route.fulfill({ status: 200, json: { students: [], total: 0 } });
  await alert.getByRole('button', { name: 'Retry', exact: true }).click();
  await expect(page.getByText('No students have signed up yet.', { exact: true })).toBeVisible();
  await expectAccessible(page);
});

test.describe('on the demo school of 2,000 students in 40 classes', () => {
  test.use({ baseURL: demoSchoolURL(), viewport: { width: 1280, height: 900 } });

  test('a search by Roll No tells two students of one name apart; a class shows its roster; reload and Back keep the search and the page', async ({ page }) => {
    const { tutor } = await demoAccounts();
    const token = await logInWithFiles(page, 'tutor', tutor);
    const everyone = (await (await page.request.get(`/api${path}`, { headers: { Authorization: `Bearer ${token}` } })).json()) as {
      students: { fname: string; email: string; admissionNo: string; classes: string[] }[];
    };
    const ashas = everyone.students.filter(({ fname }) => fname === 'Asha Kumar');
    expect(ashas.length, 'the demo names three students Asha Kumar').toBe(3);
    const [first, second] = ashas as [(typeof ashas)[number], (typeof ashas)[number]];
    const rows = page.getByRole('table', { name: table }).getByRole('row').filter({ has: page.getByRole('rowheader') });
    const { status, next } = { status: page.getByRole('navigation', { name: `Pages of ${table}` }).getByRole('status'), next: page.getByRole('button', { name: 'Next', exact: true }) };

    await page.goto(path);
    await expectTable(page);
    await expect(rows).toHaveCount(50);
    await expect(page.getByRole('status').filter({ hasText: /^2,000 students$/ })).toBeVisible();

    // The name finds all three, told apart by Roll No and e-mail.
    await searchBox(page).fill('asha kumar');
    await expectQuery(page, path, { q: 'asha kumar' });
    await expect(rows).toHaveCount(3);
    await expect(rows.getByRole('cell').first()).toHaveText(/^\d+$/);
    for (const asha of ashas) await expect(rows.filter({ hasText: asha.email }).getByRole('cell').first()).toHaveText(asha.admissionNo);
    await expectAccessible(page);

    // The Roll No finds one of them alone.
    await searchBox(page).fill(second.admissionNo);
    await expectQuery(page, path, { q: second.admissionNo });
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(second.email);
    await expect(rows.first()).not.toContainText(first.email);
    await expectAccessible(page);

    // A class: its fifty students, each saying so; the search is cleared first, as a person would.
    await searchBox(page).fill('');
    await expectQuery(page, path, {});
    const classes = page.getByRole('combobox', { name: 'Class', exact: true });
    await classes.selectOption('1A');
    const classId = await classes.inputValue();
    await expectQuery(page, path, { class: classId });
    await expect(rows).toHaveCount(50);
    await expect(rows.filter({ hasText: 'Classes: 1A' })).toHaveCount(50);
    await expect(page.getByRole('status').filter({ hasText: /^50 students$/ })).toBeVisible();
    await expectAccessible(page);

    // The whole school's page 3, reloaded: the same page; Back: page 2, then the class again.
    await classes.selectOption('All classes');
    await next.click();
    await expect(status).toContainText('Page 2 of 40');
    await next.click();
    await expect(status).toContainText('Page 3 of 40');
    await expectQuery(page, path, { page: '3' });
    // Retried: the pager names page 3 at once, while page 2's rows stay, dimmed and busy, until page 3's arrive.
    const third = everyone.students[100]?.admissionNo as string;
    await expect(rows.first().getByRole('cell').first()).toHaveText(third);
    await page.reload();
    await expect(status).toContainText('Page 3 of 40');
    await expect(rows.first().getByRole('cell').first()).toHaveText(third);
    await expectAccessible(page);
    await page.goBack();
    await expectQuery(page, path, { page: '2' });
    await expect(rows.first().getByRole('cell').first()).toHaveText(everyone.students[50]?.admissionNo as string);
    await page.goBack();
    await page.goBack();
    await expectQuery(page, path, { class: classId });
    await expect(classes).toHaveValue(classId);
    await expect(rows.filter({ hasText: 'Classes: 1A' })).toHaveCount(50);
    await page.goBack();
    await page.goBack();
    await expectQuery(page, path, { q: second.admissionNo });
    await expect(searchBox(page)).toHaveValue(second.admissionNo);
    await expect(rows).toHaveCount(1);

    // An address past the last page shows the last.
    await page.goto(`${path}?page=99`);
    await expect(status).toContainText('Page 40 of 40');
    await expect(rows).toHaveCount(50);
    await expect(rows.last().getByRole('cell').first()).toHaveText(everyone.students[1999]?.admissionNo as string);
  });
});
