import type { Page } from '@playwright/test';
import { expectQuery, toast, viewHeading } from './support/content.ts';
import { expect, expectAccessible, test } from './support/fixtures.ts';
import { changesSentTo, expectFacts, expectFieldError, field, pageWidth, shownName, uniquePerson } from './support/people.ts';
import { addTutor, logInWithFiles, signUpStudent } from './support/school.ts';

// The words are the product specification's (§2, §5), the student's validation messages word for word.
test.use({ viewport: { width: 360, height: 740 } });

const studentPath = '/student/home/profile';
const tutorPath = '/tutor/home/profile';
/** A student's admission number, shown as Roll No (school-model.md): given on sign-up. */
const admissionNumber = /^\d+$/;

/** The profile's details view: the shell's title Profile over the user's details and Edit. */
async function expectDetails(page: Page, path: string, facts: Record<string, string | RegExp>) {
  await expectQuery(page, path, {});
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Profile');
  await expect(viewHeading(page)).toHaveText('Your details');
  await expectFacts(page, facts);
  await expect(page.getByRole('button', { name: 'Edit', exact: true })).toBeEnabled();
}

/** The edit view: Full Name, E-mail and Contact prefilled, with Submit and Back. */
async function expectForm(page: Page, path: string, values: { name: string; email: string; contact: string }) {
  await expectQuery(page, path, { mode: 'edit' });
  await expect(viewHeading(page)).toHaveText('Edit profile');
  await expect(field(page, 'Full Name')).toHaveValue(values.name);
  await expect(field(page, 'E-mail')).toHaveValue(values.email);
  await expect(field(page, 'Contact')).toHaveValue(values.contact);
  await expect(page.getByRole('button', { name: 'Submit', exact: true })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Back', exact: true })).toBeEnabled();
}

/** Leaves a field, as a person moving on does: its message may show from then on. */
async function leave(page: Page, label: string) {
  await field(page, label).blur();
}

test("a student edits their profile with the specification's messages; the page and the header show the saved values", async ({ page, request }) => {
  const student = await signUpStudent(request, uniquePerson('asha'));
  const other = await signUpStudent(request, uniquePerson('meera'));
  await logInWithFiles(page, 'student', student);
  await page.goto(studentPath);
  await expectDetails(page, studentPath, { 'Full Name': shownName(student.fname), 'Roll No': admissionNumber, Email: student.email, Position: 'Student', Contact: student.contact });
  await expect(page.getByRole('banner')).toContainText(`Hi ${student.fname.toUpperCase()}`);
  expect(await pageWidth(page)).toBeLessThanOrEqual(360);

  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await expectForm(page, studentPath, { name: student.fname, email: student.email, contact: student.contact });
  await expect(viewHeading(page)).toBeFocused();
  await expectAccessible(page);

  // Each rule's message, once the field has been left; nothing is sent while any stands.
  const sent = changesSentTo(page, '/api/student/home/profile');
  await field(page, 'Full Name').fill('A');
  await expect(page.getByText('Please Enter a valid Name', { exact: true })).toBeHidden();
  await leave(page, 'Full Name');
  await expectFieldError(page, 'Full Name', 'Please Enter a valid Name');
  await field(page, 'Full Name').fill('');
  await expectFieldError(page, 'Full Name', 'This Field Cannot be empty');
  await field(page, 'E-mail').fill('asha.school.test');
  await leave(page, 'E-mail');
  await expectFieldError(page, 'E-mail', 'Please Enter a Valid E-mail');
  await field(page, 'E-mail').fill('');
  await expectFieldError(page, 'E-mail', 'This Field Cannot be empty');
  await field(page, 'Contact').fill('98765');
  await leave(page, 'Contact');
  await expectFieldError(page, 'Contact', 'Please Enter a valid contact number');
  await field(page, 'Contact').fill('98765abc12');
  await expectFieldError(page, 'Contact', 'Please Enter a valid contact number');
  await expectAccessible(page);
  await field(page, 'Contact').fill('');
  await expectFieldError(page, 'Contact', 'This field cannot be empty');
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expectAccessible(page);
  expect(sent).toEqual([]);

  // Back leaves the profile as it was.
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expectDetails(page, studentPath, { 'Full Name': shownName(student.fname), 'Roll No': admissionNumber, Email: student.email, Position: 'Student', Contact: student.contact });
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await expectForm(page, studentPath, { name: student.fname, email: student.email, contact: student.contact });

  // Another account's e-mail: the server's reason, the form as typed.
  const changed = { name: `ravi ${student.fname.split(' ')[1]}`, email: `ravi-${student.email}`, contact: '0123456789' };
  await field(page, 'Full Name').fill(changed.name);
  await field(page, 'E-mail').fill(other.email);
  const refused = page.waitForResponse((response) => response.url().includes('/api/student/home/profile/') && response.request().method() === 'PUT');
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  const response = await refused;
  expect(response.status()).toBe(409);
  await expect(toast(page, ((await response.json()) as { message: string }).message)).toBeVisible();
  await expectForm(page, studentPath, { name: changed.name, email: other.email, contact: student.contact });

  // Saved: the page shows the new values, the header the new name, at once and after a reload.
  await field(page, 'E-mail').fill(changed.email);
  await field(page, 'Contact').fill(changed.contact);
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(toast(page, 'Profile updated')).toBeVisible();
  const saved = { 'Full Name': shownName(changed.name), 'Roll No': admissionNumber, Email: changed.email, Position: 'Student', Contact: changed.contact };
  await expectDetails(page, studentPath, saved);
  await expect(page.getByRole('banner')).toContainText(`Hi ${changed.name.toUpperCase()}`);
  await expect(viewHeading(page)).toBeFocused();
  // The contact went out as its text, its leading zero kept.
  expect(JSON.parse(sent.at(-1)?.replace(/^PUT /, '') ?? '{}')).toEqual(changed);
  await page.reload();
  await expectDetails(page, studentPath, saved);
  await expect(page.getByRole('banner')).toContainText(`Hi ${changed.name.toUpperCase()}`);
});

test("a tutor edits their profile: Fullname capitalised, a number pad for the contact, and the header's name follows", async ({ page }) => {
  const tutor = addTutor(uniquePerson('mrs'));
  await logInWithFiles(page, 'tutor', tutor);
  await page.goto(tutorPath);
  const facts = { Fullname: shownName(tutor.fname), Email: tutor.email, Position: 'Tutor', Contact: tutor.contact };
  await expectDetails(page, tutorPath, facts);
  await expect(page.getByRole('banner').getByRole('link', { name: shownName(tutor.fname), exact: true })).toBeVisible();
  await expectAccessible(page);

  // Edit, prefilled, the contact on a number pad; Back changes nothing.
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await expectForm(page, tutorPath, { name: tutor.fname, email: tutor.email, contact: tutor.contact });
  await expect(field(page, 'Contact')).toHaveAttribute('inputmode', 'numeric');
  // A phone field, not a number input, so a + and spaces can be typed.
  await expect(field(page, 'Contact')).toHaveAttribute('type', 'tel');
  for (const label of ['Full Name', 'E-mail', 'Contact']) await expect(field(page, label)).toHaveAttribute('required', '');
  await expectAccessible(page);
  await field(page, 'Full Name').fill('someone else');
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expectDetails(page, tutorPath, facts);

  // All three are required.
  const sent = changesSentTo(page, '/api/tutor/home/profile');
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  for (const label of ['Full Name', 'E-mail', 'Contact']) await field(page, label).fill('');
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expectFieldError(page, 'Full Name', 'Full Name is required');
  await expectFieldError(page, 'E-mail', 'Email is required');
  await expectFieldError(page, 'Contact', 'Contact is required');
  await expectAccessible(page);
  await field(page, 'Contact').fill('98765abc12');
  await expectFieldError(page, 'Contact', 'Enter a phone number: 7 to 15 digits, with spaces, + or - if you like');
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expectAccessible(page);
  expect(sent).toEqual([]);

  // Saved: Fullname capitalised, the contact's leading zero kept, the header renamed at once.
  const changed = { name: `ms ${tutor.fname.split(' ')[1]}`, email: `ms-${tutor.email}`, contact: '0987654321' };
  await field(page, 'Full Name').fill(changed.name);
  await field(page, 'E-mail').fill(changed.email);
  await field(page, 'Contact').fill(changed.contact);
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(toast(page, 'Profile updated')).toBeVisible();
  const saved = { Fullname: shownName(changed.name), Email: changed.email, Position: 'Tutor', Contact: changed.contact };
  await expectDetails(page, tutorPath, saved);
  await expect(page.getByRole('banner').getByRole('link', { name: shownName(changed.name), exact: true })).toBeVisible();
  expect(JSON.parse(sent.at(-1)?.replace(/^PUT /, '') ?? '{}')).toEqual(changed);
  await page.reload();
  await expectDetails(page, tutorPath, saved);
  await expect(page.getByRole('banner').getByRole('link', { name: shownName(changed.name), exact: true })).toBeVisible();
  // The next page's shell reads the new name from the fresh token too.
  await page.goto('/tutor/home/home');
  await expect(page.getByRole('banner').getByRole('link', { name: shownName(changed.name), exact: true })).toBeVisible();
});

test('a profile that fails to load says why and offers Retry', async ({ page, request }) => {
  await logInWithFiles(page, 'student', await signUpStudent(request, uniquePerson('kavya')));
  let failing = true;
  await page.route((url) => url.pathname === '/api/student/home/profile', (route) =>
    failing ? route.fulfill({ status: 503, json: { message: 'The school server is resting.' } }) : route.fallback(),
  );
  await page.goto(studentPath);
  const alert = page.getByRole('alert').filter({ hasText: 'The school server is resting.' });
  await expect(alert).toBeVisible();
  await expectAccessible(page);
  failing = false;
  await alert.getByRole('button', { name: 'Retry', exact: true }).click();
  await expect(viewHeading(page)).toHaveText('Your details');
  await expect(page.getByRole('definition').first()).not.toBeEmpty();
});

test('an edit address opens the form; Back in the browser returns to the details', async ({ page, request }) => {
  const student = await signUpStudent(request, uniquePerson('nila'));
  await logInWithFiles(page, 'student', student);
  await page.goto(`${studentPath}?mode=edit`);
  await expectForm(page, studentPath, { name: student.fname, email: student.email, contact: student.contact });
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expectDetails(page, studentPath, { 'Full Name': shownName(student.fname), 'Roll No': admissionNumber, Email: student.email, Position: 'Student', Contact: student.contact });
  await page.goBack();
  await expectForm(page, studentPath, { name: student.fname, email: student.email, contact: student.contact });
  await page.goForward();
  await expect(viewHeading(page)).toHaveText('Your details');
});
