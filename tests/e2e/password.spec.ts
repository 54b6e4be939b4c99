import type { Page } from '@playwright/test';
import { expectQuery, toast, viewHeading } from './support/content.ts';
import { expect, expectAccessible, test } from './support/fixtures.ts';
import { anotherPhone, uniquePerson } from './support/people.ts';
import { addTutor, logIn, logInWithFiles, signUpStudent } from './support/school.ts';

// The words the profile says of a password change (issue 25); the new password's rules are the sign-up's (spec §5).
test.use({ viewport: { width: 360, height: 740 } });

const studentPath = '/student/home/profile';
const tutorPath = '/tutor/home/profile';
const NEW_PASSWORD = 'Fresh#2026';
const LABELS = ['Current password', 'New password', 'Confirm new password'] as const;

/** A password field by its label (a password input is no textbox to the accessibility tree). */
const passwordField = (page: Page, label: (typeof LABELS)[number]) => page.getByLabel(label, { exact: true });

/** Opens the change of password from the profile's details, as a person would. */
async function openPasswordChange(page: Page, path: string) {
  await page.goto(path);
  await expect(viewHeading(page)).toHaveText('Your details');
  await expect(page.getByRole('button', { name: 'Edit', exact: true })).toBeEnabled();
  await page.getByRole('button', { name: 'Change password', exact: true }).click();
  await expectQuery(page, path, { mode: 'password' });
  await expect(viewHeading(page)).toHaveText('Change password');
  await expect(viewHeading(page)).toBeFocused();
  for (const label of LABELS) await expect(passwordField(page, label)).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Back', exact: true })).toBeEnabled();
}

async function fillPasswords(page: Page, current: string, fresh: string, confirm = fresh) {
  await passwordField(page, 'Current password').fill(current);
  await passwordField(page, 'New password').fill(fresh);
  await passwordField(page, 'Confirm new password').fill(confirm);
}

/** A field's message, read out with it. */
async function expectFieldError(page: Page, label: (typeof LABELS)[number], message: string | RegExp) {
  await expect(passwordField(page, label)).toHaveAccessibleDescription(message);
  await expect(passwordField(page, label)).toHaveAttribute('aria-invalid', 'true');
}

test('a student changes their password: this tab goes on, a session begun before ends, the new password logs in', async ({ page, browser, request }) => {
  const student = await signUpStudent(request, uniquePerson('asha'));
  const other = await anotherPhone(browser);
  try {
    await logInWithFiles(other.page, 'student', student);
    await other.page.goto('/student/home/home');
    await expect(other.page.getByRole('banner')).toContainText('Hi');

    await logInWithFiles(page, 'student', student);
    await openPasswordChange(page, studentPath);
    await expectAccessible(page);

    // The confirmation must match, as at sign-up; nothing is sent while it does not.
    await fillPasswords(page, student.password, NEW_PASSWORD, 'Fresh#2027');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectFieldError(page, 'Confirm new password', /^Passwords must match\s*$/);
    await expectAccessible(page);

    // A wrong current password: said beside it and as a toast; everything typed stays.
    await fillPasswords(page, 'Wrong#1234', NEW_PASSWORD);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(toast(page, 'Your current password is not right.')).toBeVisible();
    await expectFieldError(page, 'Current password', 'Your current password is not right.');
    await expectQuery(page, studentPath, { mode: 'password' });
    await expect(passwordField(page, 'Current password')).toHaveValue('Wrong#1234');
    await expect(passwordField(page, 'New password')).toHaveValue(NEW_PASSWORD);
    await expect(passwordField(page, 'Confirm new password')).toHaveValue(NEW_PASSWORD);
    await expectAccessible(page);

    await passwordField(page, 'Current password').fill(student.password);
    await expect(passwordField(page, 'Current password')).not.toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(toast(page, 'Password changed')).toBeVisible();
    await expectQuery(page, studentPath, {});
    await expect(viewHeading(page)).toHaveText('Your details');
    await expectAccessible(page);

    // This tab goes on with the answered token, on the next page too.
    await page.goto('/student/home/tasks');
    await expect(page).toHaveURL('/student/home/tasks');
    await expect(page.getByRole('banner')).toContainText('Hi');

    // The session begun before is ended on its next call, and told why.
    await other.page.goto('/student/home/tasks');
    await expect(other.page).toHaveURL('/student/login');
    await expect(other.page.getByText('Your session has ended. Please log in again.')).toBeVisible();
    await expectAccessible(other.page);

    // The old password no longer logs in; the new one does.
    expect((await request.post('/api/student/login', { data: { email: student.email, password: student.password } })).status()).toBe(400);
    await logIn(other.page, 'student', { ...student, password: NEW_PASSWORD });
  } finally {
    await other.context.close();
  }
});

test("the tutor's profile offers the same change, with show and hide on each field, and Back to the details", async ({ page }) => {
  const tutor = addTutor(uniquePerson('mrs'));
  await logInWithFiles(page, 'tutor', tutor);
  await openPasswordChange(page, tutorPath);
  await expectAccessible(page);

  await passwordField(page, 'New password').fill('abcdefgh');
  await passwordField(page, 'New password').blur();
  await expectFieldError(page, 'New password', 'Please create a stronger password(special characters,numbers..)');
  await expect(page.getByRole('button', { name: 'Show password' })).toHaveCount(3);
  await page.getByRole('button', { name: 'Show password' }).nth(1).click();
  await expect(passwordField(page, 'New password')).toHaveAttribute('type', 'text');
  await expect(page.getByRole('button', { name: 'Hide password' })).toHaveCount(1);
  await expectAccessible(page);

  // A reload keeps the view, which is in the address.
  await page.reload();
  await expect(viewHeading(page)).toHaveText('Change password');
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expectQuery(page, tutorPath, {});
  await expect(viewHeading(page)).toHaveText('Your details');
});
