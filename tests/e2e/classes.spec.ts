import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { toast, turnTo } from './support/content.ts';
import { expect, expectAccessible, test } from './support/fixtures.ts';
import { dismissToast, expectFieldError, field } from './support/people.ts';
import { addTutor, apiToken, logInWithFiles, makeAdmin, newAccount, signUpStudent } from './support/school.ts';

// Other tests share the school: every class, tutor and student here carries a tag only this test uses.
const path = '/tutor/home/classes';
const allClasses = 'All classes';

test.use({ viewport: { width: 1280, height: 900 } });

const tagged = (name: string) => `${name} ${randomBytes(3).toString('hex')}`;

/** The row of the table `caption` whose class is `name` (an archived one is read out with its marker). */
const classRow = (page: Page, name: string, caption = allClasses): Locator =>
  page
    .getByRole('table', { name: caption, exact: true })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name, exact: true }) });

/** The row's cells after its name: Tutors, Students, then the actions. */
async function expectRow(page: Page, name: string, tutors: string, students: number) {
  const row = classRow(page, name);
  await turnTo(page, row);
  await expect(row.getByRole('cell').nth(0)).toHaveText(tutors);
  await expect(row.getByRole('cell').nth(1)).toHaveText(String(students));
}

const dialog = (page: Page, title: string) => page.getByRole('dialog', { name: title, exact: true });

/** Creates a class through the API as an admin, and answers its id. */
async function createClass(request: APIRequestContext, token: string, name: string, tutorIds: string[] = []): Promise<string> {
  const response = await request.post(`/api${path}`, { data: { name, tutorIds }, headers: { Authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { _id: string })._id;
}

test('an admin creates a class, picks its tutor, sets its roster from a search, renames and archives it', async ({ page, request }) => {
  const admin = addTutor(newAccount(tagged('principal')));
  makeAdmin(admin);
  const teacher = addTutor(newAccount(tagged('bose')));
  const tag = randomBytes(3).toString('hex');
  // Two students of one name, told apart by admission number and e-mail, and a third.
  const ashaOne = await signUpStudent(request, newAccount(`asha ${tag}`));
  const ashaTwo = await signUpStudent(request, newAccount(`asha ${tag}`));
  await signUpStudent(request, newAccount(`ben ${tag}`));
  await logInWithFiles(page, 'tutor', admin);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Classes');
  await expect(page.getByRole('group', { name: 'Show' }).getByRole('button', { name: allClasses })).toHaveAttribute('aria-pressed', 'true');

  // A new class: the name is required, then created.
  const name = `7 B ${tag}`;
  await page.getByRole('button', { name: 'New class', exact: true }).click();
  const newClass = dialog(page, 'New class');
  await expect(field(page, 'Class name')).toBeFocused();
  await expectAccessible(page);
  await newClass.getByRole('button', { name: 'Create', exact: true }).click();
  await expectFieldError(page, 'Class name', 'Class name is required');
  await expectAccessible(page);
  await field(page, 'Class name').fill(`  ${name} `);
  await newClass.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(toast(page, `Class ${name} created`)).toBeVisible();
  await expect(newClass).toBeHidden();
  await expectRow(page, name, 'None yet', 0);
  await dismissToast(page, `Class ${name} created`);

  // The same name in other capitals is refused with the reason; the dialog keeps what was typed.
  await page.getByRole('button', { name: 'New class', exact: true }).click();
  await field(page, 'Class name').fill(name.toUpperCase());
  await newClass.getByRole('button', { name: 'Create', exact: true }).click();
  // Said in the dialog, as the page behind it (and its toasts) is shut off from a screen reader meanwhile.
  await expect(newClass.getByRole('alert')).toHaveText(`A class in use is already called “${name.toUpperCase()}”. Choose another name, or archive that class first.`);
  await expect(field(page, 'Class name')).toHaveValue(name.toUpperCase());
  await expectAccessible(page);
  await newClass.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(newClass).toBeHidden();

  // Its tutor, picked by name and e-mail.
  const row = classRow(page, name);
  await row.getByRole('button', { name: `Tutors: ${name}`, exact: true }).click();
  const tutors = dialog(page, `Tutors of ${name}`);
  const teacherName = teacher.fname.charAt(0).toUpperCase() + teacher.fname.slice(1);
  await tutors.getByRole('checkbox', { name: `${teacherName} (${teacher.email})`, exact: true }).check();
  await expectAccessible(page);
  await tutors.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, `Tutors of ${name} saved`)).toBeVisible();
  await expectRow(page, name, teacherName, 0);
  await expect(row.getByRole('button', { name: `Tutors: ${name}`, exact: true })).toBeFocused();

  // The roster: one search finds all three; the two Ashas are told apart by admission number.
  await row.getByRole('button', { name: `Students: ${name}`, exact: true }).click();
  const roster = dialog(page, `Students of ${name}`);
  await expect(roster.getByText('0 students in this class', { exact: true })).toBeVisible();
  await roster.getByRole('searchbox', { name: 'Find students by name, e-mail or admission number' }).fill(tag);
  await roster.getByRole('button', { name: 'Search', exact: true }).click();
  const found = roster.getByRole('table', { name: 'Students found', exact: true });
  await expect(roster.getByText('3 students found', { exact: true })).toBeVisible();
  await expect(found.getByRole('columnheader')).toHaveText(['Pick', 'Admission No', 'Name', 'Email']);
  await expect(found.getByRole('row').filter({ hasText: ashaOne.email })).toHaveCount(1);
  await expect(found.getByRole('row').filter({ hasText: ashaTwo.email })).toHaveCount(1);
  const ashas = found.getByRole('checkbox', { name: new RegExp(`^Asha ${tag}, \\d+$`) });
  await expect(ashas).toHaveCount(2);
  const [first, second] = await ashas.evaluateAll((boxes) => boxes.map((box) => box.getAttribute('aria-label')));
  expect(first).not.toEqual(second);
  await ashas.nth(0).check();
  await ashas.nth(1).check();
  // A click anywhere on a row picks it too.
  await found.getByRole('row').filter({ hasText: `Ben ${tag}` }).getByRole('cell').last().click();
  await expect(found.getByRole('checkbox', { name: new RegExp(`^Ben ${tag}, \\d+$`) })).toBeChecked();
  await expect(roster.getByText('3 students in this class', { exact: true })).toBeVisible();
  await expectAccessible(page);
  await roster.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, `Students of ${name} saved`)).toBeVisible();
  await expectRow(page, name, teacherName, 3);

  // Opened again: the class's students; unticking Ben leaves exactly the two Ashas.
  await row.getByRole('button', { name: `Students: ${name}`, exact: true }).click();
  const inClass = roster.getByRole('table', { name: 'Picked students', exact: true });
  await expect(inClass.getByRole('rowheader')).toHaveText([`Asha ${tag}`, `Asha ${tag}`, `Ben ${tag}`]);
  const ben = inClass.getByRole('checkbox', { name: new RegExp(`^Ben ${tag}, \\d+$`) });
  await ben.uncheck();
  // Unticked, the row stays, so a slip is undone in place.
  await expect(ben).not.toBeChecked();
  await expect(roster.getByText('2 students in this class', { exact: true })).toBeVisible();
  await roster.getByRole('button', { name: 'Save', exact: true }).click();
  await expectRow(page, name, teacherName, 2);

  // Renamed.
  const renamed = `8 B ${tag}`;
  await row.getByRole('button', { name: `Rename: ${name}`, exact: true }).click();
  const rename = dialog(page, `Rename ${name}`);
  await expect(field(page, 'Class name')).toHaveValue(name);
  await field(page, 'Class name').fill(renamed);
  await rename.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, `Class renamed to ${renamed}`)).toBeVisible();
  await expectRow(page, renamed, teacherName, 2);

  // Archived: marked, and offered to restore.
  const renamedRow = classRow(page, renamed);
  await renamedRow.getByRole('button', { name: `Archive: ${renamed}`, exact: true }).click();
  await expectAccessible(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Archive', exact: true }).click();
  await expect(toast(page, `${renamed} archived`)).toBeVisible();
  const archivedRow = classRow(page, `${renamed} Archived`);
  await turnTo(page, archivedRow);
  await expect(archivedRow.getByRole('button', { name: `Restore: ${renamed}`, exact: true })).toBeVisible();
  await expectAccessible(page);
});

test('a tutor who is not an admin reads the classes and their rosters, and picks out their own', async ({ page, request }) => {
  const admin = addTutor(newAccount(tagged('principal')));
  makeAdmin(admin);
  const adminToken = await apiToken(request, 'tutor', admin);
  const teacher = addTutor(newAccount(tagged('bose')));
  await logInWithFiles(page, 'tutor', teacher);
  const tutors = await request.get('/api/tutor/home/tutors', { headers: { Authorization: `Bearer ${adminToken}` } });
  const teacherId = ((await tutors.json()) as { tutors: { _id: string; email: string }[] }).tutors.find(({ email }) => email === teacher.email)?._id ?? '';
  const tag = randomBytes(3).toString('hex');
  const mine = `Mine ${tag}`;
  const other = `Other ${tag}`;
  const mineId = await createClass(request, adminToken, mine, [teacherId]);
  await createClass(request, adminToken, other);
  const student = await signUpStudent(request, newAccount(`ravi ${tag}`));
  const studentId = ((await (await request.get(`/api/tutor/home/students?q=${tag}`, { headers: { Authorization: `Bearer ${adminToken}` } })).json()) as { students: { _id: string }[] }).students[0]?._id;
  expect((await request.put(`/api${path}/${mineId}/students`, { data: { studentIds: [studentId] }, headers: { Authorization: `Bearer ${adminToken}` } })).status()).toBe(200);

  const profile = page.waitForResponse((response) => response.url().includes('/api/tutor/home/profile'));
  await page.goto(path);
  await profile;
  await expectRow(page, other, 'None yet', 0);
  const teacherName = teacher.fname.charAt(0).toUpperCase() + teacher.fname.slice(1);
  await expectRow(page, mine, teacherName, 1);
  // Read only: no New class, and each row offers its roster alone.
  await expect(page.getByRole('button', { name: 'New class' })).toHaveCount(0);
  await expect(classRow(page, mine).getByRole('button')).toHaveText(['Students']);

  await page.getByRole('button', { name: 'My classes', exact: true }).click();
  await expect(page.getByRole('button', { name: 'My classes', exact: true })).toHaveAttribute('aria-pressed', 'true');
  const myTable = page.getByRole('table', { name: 'My classes', exact: true });
  await expect(myTable.getByRole('rowheader', { name: mine, exact: true })).toBeVisible();
  await expect(myTable.getByRole('rowheader', { name: other, exact: true })).toHaveCount(0);
  await expectAccessible(page);

  await classRow(page, mine, 'My classes').getByRole('button', { name: `Students: ${mine}`, exact: true }).click();
  const roster = dialog(page, `Students of ${mine}`);
  await expect(roster.getByText('1 student in this class', { exact: true })).toBeVisible();
  await expect(roster.getByRole('table', { name: 'Students in this class' }).getByRole('row').filter({ hasText: student.email })).toHaveCount(1);
  await expect(roster.getByRole('checkbox')).toHaveCount(0);
  await expect(roster.getByRole('searchbox')).toHaveCount(0);
  await expectAccessible(page);
  await roster.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(roster).toBeHidden();
});
