import type { Page } from '@playwright/test';
import { passwordResetMessages } from '../../contract/strings/password-reset.ts';
import { toast } from './support/content.ts';
import { expect, expectAccessible, test } from './support/fixtures.ts';
import { uniquePerson } from './support/people.ts';
import { addAdmin, signUpPupil } from './support/attendance.ts';
import { acceptedGuardian } from './support/guardians.ts';
import { addTutor, apiToken, islandsReady, readMail, signUpStudent, type Account } from './support/school.ts';

// Forgot password on both login pages (issue 25): e-mail, then the mailed code and a new password.
const NEW_PASSWORD = 'Fresh#2026';

/** A password field by its label (a password input is no textbox to the accessibility tree). */
const passwordField = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** The reset code in the newest reset mail to `email`, read from the outbox as a person would. */
async function readResetCode(email: string): Promise<string> {
  const mail = await readMail(email, (text) => text.includes('password reset code'));
  return /^(\d{6})$/m.exec(mail)?.[1] as string;
}

/** From the login page to the code step, checking each state on the way. */
async function askForCode(page: Page, role: 'student' | 'tutor' | 'guardian', account: Account) {
  await page.goto(`/${role}/login`);
  await islandsReady(page);
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  // The address typed at the login comes along.
  await expect(page.getByLabel('E-mail')).toHaveValue(account.email);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(toast(page, passwordResetMessages.codeSent)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
  await expectAccessible(page);
  return readResetCode(account.email);
}

async function fillReset(page: Page, code: string, password = NEW_PASSWORD) {
  await page.getByLabel('Code', { exact: true }).fill(code);
  await passwordField(page, 'New password').fill(password);
  await passwordField(page, 'Confirm new password').fill(password);
  await page.getByRole('button', { name: 'Set new password' }).click();
}

/** Back on the login form with the address filled in; the new password logs in. */
async function logInWithNewPassword(page: Page, role: 'student' | 'tutor' | 'guardian', account: Account) {
  await expect(toast(page, passwordResetMessages.done)).toBeVisible();
  await expect(page).toHaveURL(`/${role}/login`);
  await expect(page.getByLabel('E-mail')).toHaveValue(account.email);
  await expectAccessible(page);
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(`/${role}/home/home`);
}

test('a student resets a forgotten password with the mailed code and logs in with the new one', async ({ page, request }) => {
  const student = await signUpStudent(request, uniquePerson('asha'));
  const code = await askForCode(page, 'student', student);

  // A wrong code is refused beside the fields and as a toast; nothing typed is lost.
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  await fillReset(page, wrong);
  await expect(toast(page, passwordResetMessages.wrongCode)).toBeVisible();
  await expect(page.getByLabel('Code', { exact: true })).toHaveAccessibleDescription(passwordResetMessages.wrongCode);
  await expect(passwordField(page, 'New password')).toHaveValue(NEW_PASSWORD);
  await expectAccessible(page);

  // The new password takes the sign-up rules, said next to its field.
  await passwordField(page, 'New password').fill('weakpassword');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(passwordField(page, 'New password')).toHaveAccessibleDescription(/stronger password/);

  await fillReset(page, code);
  await logInWithNewPassword(page, 'student', student);
});

test('the tutor login offers the same reset', async ({ page }) => {
  const tutor = addTutor(uniquePerson('mrs rao'));
  const code = await askForCode(page, 'tutor', tutor);
  await fillReset(page, code);
  await logInWithNewPassword(page, 'tutor', tutor);
});

test('the guardian login offers the same reset, for position guardian', async ({ page, request }) => {
  const tutorToken = await apiToken(request, 'tutor', addAdmin());
  const guardian = await acceptedGuardian(request, tutorToken, [await signUpPupil(request, tutorToken, 'asha')]);
  const code = await askForCode(page, 'guardian', guardian);
  await fillReset(page, code);
  await logInWithNewPassword(page, 'guardian', guardian);
});
