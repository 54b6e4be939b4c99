import { expect, expectAccessible, test } from './support/fixtures.ts';
import { apiToken, islandsReady, signUpStudent, storeToken } from './support/school.ts';

test.use({ viewport: { width: 360, height: 740 } });

test('the accessibility statement opens from the footer of a public page and of a student page, and says the standard, the tests, what fails it and how to report', async ({ page, request }) => {
  await page.goto('/student/login');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility', exact: true }).click();
  await expect(page).toHaveURL('/accessibility');
  await expect(page.getByRole('heading', { level: 1, name: 'Accessibility statement' })).toBeVisible();
  for (const name of ['The standard', 'How it is tested', 'What does not meet it yet', 'Report a problem']) {
    await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
  }
  await expect(page.getByText(/WCAG\) 2\.2 at level AA/)).toBeVisible();
  await expectAccessible(page);

  // Signed in, the shell's footer carries the same link, above the school's helpline line.
  await storeToken(page, await apiToken(request, 'student', await signUpStudent(request)));
  await page.goto('/student/home/home');
  await islandsReady(page);
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Accessibility', exact: true })).toHaveAttribute('href', '/accessibility');
  await expectAccessible(page);
  await footer.getByRole('link', { name: 'Accessibility', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Accessibility statement' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the start', exact: true }).click();
  await expect(page).toHaveURL('/');
});
