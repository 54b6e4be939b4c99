import { expect, expectAccessible, test } from './support/fixtures.ts';
import { addTutor, islandsReady, newAccount, setBlocked, signUpStudent } from './support/school.ts';

test.describe('student login', () => {
  test('says which fields are missing, then that the details are wrong', async ({ page }) => {
    await page.goto('/student/login');
    await expect(page.getByRole('heading', { name: 'LOGIN' })).toBeVisible();
    await expect(page.getByLabel('E-mail')).toHaveAttribute('type', 'email');
    const login = page.getByRole('button', { name: 'Login' });
    const error = page.getByRole('alert');

    await login.click();
    await expect(error).toHaveText('Please enter both the fields');
    await page.getByLabel('E-mail').fill('nobody@school.test');
    await login.click();
    await expect(error).toHaveText('Email or password missing');
    await page.getByLabel('Password', { exact: true }).fill('Wrong#123');
    await login.click();
    await expect(error).toHaveText('Please enter correct details');
    await expect(page).toHaveURL('/student/login');
    await expectAccessible(page);
  });

  test('shows and hides the password', async ({ page }) => {
    await page.goto('/student/login');
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('Secret#123');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });

  test('a blocked student is told by a toast', async ({ page, request }) => {
    const account = await signUpStudent(request);
    await setBlocked(account.email, true);
    await page.goto('/student/login');
    await page.getByLabel('E-mail').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Your account is blocked!')).toBeVisible();
    await expect(page).toHaveURL('/student/login');
    await expectAccessible(page);
  });

  test('links back to the start and to sign-up', async ({ page }) => {
    await page.goto('/student/login');
    await page.getByRole('link', { name: 'New here? Sign up' }).click();
    await expect(page).toHaveURL('/student/signup');
    await page.goto('/student/login');
    await page.getByRole('link', { name: 'Back to start' }).click();
    await expect(page).toHaveURL('/');
  });

  test('can be used with the keyboard alone', async ({ page, request }) => {
    const account = await signUpStudent(request);
    await page.goto('/student/login');
    await expect(page.getByLabel('E-mail')).toBeEnabled();
    await page.getByLabel('E-mail').focus();
    await page.keyboard.type(account.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(account.password);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/student/home/home');
  });
});

test.describe('tutor login', () => {
  test('answers any failure with "Please enter correct details"', async ({ page, request }) => {
    const student = await signUpStudent(request);
    await page.goto('/tutor/login');
    await page.getByLabel('E-mail').fill(student.email);
    await page.getByLabel('Password', { exact: true }).fill(student.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please enter correct details');
    await expectAccessible(page);
  });

  test('a tutor made with the admin tool logs in, is greeted and logs out', async ({ page }) => {
    const tutor = addTutor(newAccount('mrs rao'));
    await page.goto('/tutor/login');
    await page.getByLabel('E-mail').fill(tutor.email);
    await page.getByLabel('Password', { exact: true }).fill(tutor.password);
    await page.getByRole('button', { name: 'Login' }).click();

    await expect(page).toHaveURL('/tutor/home/home');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('banner')).toContainText(/Good (Morning|Afternoon|Evening), Mrs rao/);
    await page.getByRole('banner').getByRole('link', { name: 'Mrs rao' }).click();
    await expect(page).toHaveURL('/tutor/home/profile');

    await islandsReady(page);
    await page.getByRole('button', { name: 'Log out' }).click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure to log out?' });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/tutor/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});
