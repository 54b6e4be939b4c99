import { expect, expectAccessible, test } from './support/fixtures.ts';

const forms = [
  ['/student/login', 'Login'],
  ['/tutor/login', 'Login'],
  ['/student/signup', 'Sign Up'],
] as const;

test.describe('with scripts off', () => {
  // Before the island hydrates (or with scripts off), typing would be lost and a native submit
  // would put every field, the password included, into the URL. The forms wait for React.
  test.use({ javaScriptEnabled: false });

  for (const [path, button] of forms) {
    test(`${path} takes no input before its form is live`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('button', { name: button })).toBeDisabled();
      await expect(page.getByLabel('E-mail')).toBeDisabled();
      await expect(page.getByLabel('Password', { exact: true })).toBeDisabled();
      await expect(page).toHaveURL(path);
    });
  }

  test('the landing page works without scripts', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: /Tutor\?/ }).click();
    await expect(page).toHaveURL('/tutor/login');
  });
});

// axe needs scripts, so the markup seen before hydration is checked with the islands held back.
test('the forms are accessible while they wait for their islands', async ({ page }) => {
  await page.route('**/_astro/*.js', (route) => route.abort());
  for (const [path, button] of forms) {
    await page.goto(path);
    await expect(page.getByRole('button', { name: button })).toBeDisabled();
    await expectAccessible(page);
  }
});
