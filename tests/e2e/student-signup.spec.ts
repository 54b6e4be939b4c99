import { expect, expectAccessible, test } from './support/fixtures.ts';
import { addTutor, fillSignupForm, islandsReady, newAccount, readMail, readSignupCode } from './support/school.ts';

// Students use low-end phones: the whole path must work at 360 px.
test.use({ viewport: { width: 360, height: 740 } });

test('a new student signs up with an e-mailed code, logs in, sees the shell and logs out', async ({ page }) => {
  const account = newAccount('asha rao');
  await fillSignupForm(page, account);

  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
  await expect(page.getByText(`We sent a 6-digit code to ${account.email}.`)).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Code').fill(await readSignupCode(account.email));
  await page.getByRole('button', { name: 'Confirm' }).click();

  await expect(page).toHaveURL('/student/login');
  await expect(page.getByText('Your account is ready. Please log in.')).toBeVisible();
  // The address comes filled in, never in the URL; the password never comes along.
  await expect(page.getByLabel('E-mail')).toHaveValue(account.email);
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
  await expectAccessible(page);
  // It is filled in once: the next visit starts empty.
  await page.reload();
  await islandsReady(page);
  await expect(page.getByLabel('E-mail')).toHaveValue('');
  await page.getByLabel('E-mail').fill(account.email.toUpperCase());
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();

  await expect(page).toHaveURL('/student/home/home');
  await expect(page.getByRole('banner')).toContainText('Hi ASHA RAO');
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  // The footer's helpline is the school's, shown once an admin sets one (school.spec.ts): never a made-up number.
  await expect(page.getByText('+00 00000 00000')).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await islandsReady(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  expect((await menu.boundingBox())?.width).toBe(250);
  // The page behind stays put: the dialog's scroll lock is a stylesheet rule, allowed by the policy.
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
  await expectAccessible(page);
  await menu.getByRole('link', { name: 'Notes' }).click();
  await expect(page).toHaveURL('/student/home/notes');
  await expect(page.getByRole('heading', { level: 1, name: 'Notes' })).toBeVisible();

  await islandsReady(page);
  await page.getByRole('button', { name: 'Log out' }).click();
  const dialog = page.getByRole('dialog', { name: 'Are you sure to log out?' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL('/student/home/notes');

  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/student/login');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  // Back leads to a shell page of the past: restored from cache or not, the guard sends it away.
  await page.goBack();
  await expect(page).toHaveURL('/');
});

test('sign-up messages appear only once a field is touched, word for word', async ({ page }) => {
  await page.goto('/student/signup');
  const name = page.getByLabel('Full Name');
  await expect(name).toBeEnabled();
  await expect(page.getByText('Your name is required')).toHaveCount(0);

  await name.focus();
  await name.blur();
  await expect(page.getByText('Your name is required')).toBeVisible();
  await name.fill('A');
  await expect(page.getByText('Please enter your real name')).toBeVisible();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await name.fill('Asha');
  await expect(page.getByText('Please enter your real name')).toHaveCount(0);

  const email = page.getByLabel('E-mail');
  await email.fill('asha@');
  await email.blur();
  await expect(page.getByText('Enter a valid email')).toBeVisible();

  const password = page.getByLabel('Password', { exact: true });
  await password.fill('abc');
  await password.blur();
  await expect(page.getByText('Password should be of minimum 8 characters length')).toBeVisible();
  await password.fill('abcdefgh');
  await expect(page.getByText('Please create a stronger password(special characters,numbers..)')).toBeVisible();
  await password.fill('Secret#123');

  const confirm = page.getByLabel('Confirm Password');
  await confirm.fill('Secret#124');
  await confirm.blur();
  const mismatch = page.getByText('Passwords must match');
  await expect(mismatch).toBeVisible();
  expect(await mismatch.textContent()).toBe('Passwords must match ');

  // A phone number as a school writes it: spaces, + and - are typed as they are; letters or too few digits are not a number.
  const contact = page.getByLabel('Contact');
  const invalid = page.getByText('Enter a phone number: 7 to 15 digits, with spaces, + or - if you like');
  await contact.fill('98765abc12');
  await contact.blur();
  await expect(contact).toHaveValue('98765abc12');
  await expect(invalid).toBeVisible();
  await contact.fill('+91 98765 43210');
  await expect(invalid).toBeHidden();
  await contact.fill('98765');
  await expect(invalid).toBeVisible();
  await contact.fill('');
  await expect(page.getByText('Contacts is required')).toBeVisible();
  await expectAccessible(page);
});

test('submitting an empty form shows every required message and stays on the form', async ({ page }) => {
  await page.goto('/student/signup');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  for (const message of ['Your name is required', 'Email is required', 'Password is required', 'Password confirmation is required', 'Contacts is required']) {
    await expect(page.getByText(message)).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Sign Up' })).toBeVisible();
  await expectAccessible(page);
});

test('a wrong code stays on the code step with "Your Otp is Wrong", the details kept; the right one signs up', async ({ page }) => {
  const account = newAccount('ravi kumar');
  await fillSignupForm(page, account);
  const code = await readSignupCode(account.email);
  const codeField = page.getByLabel('Code');
  await codeField.fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Confirm' }).click();

  await expect(page.getByRole('alert')).toHaveText('Your Otp is Wrong');
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
  // Cleared and focused for retyping, and tied to the message so a screen reader reads both.
  await expect(codeField).toHaveValue('');
  await expect(codeField).toBeFocused();
  await expect(codeField).toHaveAttribute('aria-invalid', 'true');
  await expect(codeField).toHaveAccessibleDescription('Your Otp is Wrong');
  await expectAccessible(page);

  // Asking again within the minute keeps the code just mailed, and says so.
  await page.getByRole('button', { name: 'Send a new code' }).click();
  await expect(page.getByText(`A code was sent to ${account.email} less than a minute ago. Please check your mail.`)).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('');

  await page.getByRole('button', { name: 'Change details' }).click();
  await expect(page.getByLabel('Full Name')).toHaveValue(account.fname);
  await expect(page.getByLabel('E-mail')).toHaveValue(account.email);
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue(account.password);
  await expect(page.getByLabel('Contact')).toHaveValue(account.contact);
  await page.getByRole('button', { name: 'Sign Up' }).click();

  // The newest code mailed: the same one unless a minute has gone by.
  await codeField.fill(await readSignupCode(account.email));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL('/student/login');
  await expect(page.getByLabel('E-mail')).toHaveValue(account.email);
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
});

test('a failure other than a wrong code stays on the code step with the code kept to confirm again', async ({ page }) => {
  const account = newAccount('neha das');
  await fillSignupForm(page, account);
  const code = await readSignupCode(account.email);
  await page.route('**/api/student/otp', (route) => route.fulfill({ status: 503, json: { message: 'The server is busy. Please try again.' } }), { times: 1 });
  await page.getByLabel('Code').fill(code);
  await page.getByRole('button', { name: 'Confirm' }).click();

  await expect(page.getByRole('alert')).toHaveText('The server is busy. Please try again.');
  await expect(page.getByLabel('Code')).toHaveValue(code);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL('/student/login');
  await expect(page.getByLabel('E-mail')).toHaveValue(account.email);
});

test('a registered e-mail gets the same code step, and its owner a mail with the login link', async ({ page }) => {
  const tutor = addTutor(newAccount('meena'));
  await fillSignupForm(page, tutor);
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
  const note = await readMail(tutor.email, (mail) => mail.includes('already has an account'));
  expect(note).toContain('/tutor/login');
  expect(note).not.toMatch(/^\d{6}$/m);
  await page.getByLabel('Code').fill('123456');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('alert')).toHaveText('Your Otp is Wrong');
});

test('the back arrow leads to the student login', async ({ page }) => {
  await page.goto('/student/signup');
  await page.getByRole('link', { name: 'Back to login' }).click();
  await expect(page).toHaveURL('/student/login');
});
