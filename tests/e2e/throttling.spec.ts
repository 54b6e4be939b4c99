import { expect, expectAccessible, test } from './support/fixtures.ts';
import { addTutor, apiToken, fillSignupForm, islandsReady, logIn, newAccount, signUpStudent } from './support/school.ts';

for (const role of ['student', 'tutor'] as const) {
  test(`the ${role} login shows how long to wait once an account is throttled, even for the right password`, async ({ page, request }) => {
    const account = role === 'student' ? await signUpStudent(request) : addTutor();
    for (let n = 0; n < 10; n++) {
      expect((await request.post(`/api/${role}/login`, { data: { email: account.email, password: `Wrong#${n}00` } })).status()).toBe(400);
    }
    await page.goto(`/${role}/login`);
    await page.getByLabel('E-mail').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert')).toHaveText('Too many failed logins. Please try again in 5 minutes.');
    await expect(page).toHaveURL(`/${role}/login`);
    await expectAccessible(page);
  });
}

test('sign-up says how long to wait when one address asked for too many codes, and keeps the details', async ({ page, request }) => {
  for (let n = 0; n < 50; n++) {
    expect((await request.post('/api/student/signup', { data: { email: `flood-${n}-${Date.now()}@mail.test`, contact: '9876543210' } })).status()).toBe(200);
  }
  const account = newAccount('latecomer');
  await fillSignupForm(page, account);
  await expect(page.getByText('Too many sign-up codes were asked for. Please try again in 15 minutes.')).toBeVisible();
  await expect(page.getByLabel('E-mail')).toHaveValue(account.email);
  await expectAccessible(page);
});

test('logging out ends the session on the server: the old token no longer opens anything', async ({ page, request }) => {
  const account = await signUpStudent(request);
  const otherDevice = await apiToken(request, 'student', account);
  await logIn(page, 'student', account);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  await islandsReady(page);
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('dialog', { name: 'Are you sure to log out?' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/student/login');
  // The call outlives the page it left from (keepalive), so its end is watched from the server's side.
  for (const old of [token, otherDevice]) {
    await expect.poll(async () => (await request.get('/api/session', { headers: { Authorization: `Bearer ${old}` } })).status()).toBe(401);
  }
});
