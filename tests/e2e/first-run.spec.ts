import { startAppProcesses, type AppProcesses } from '../../gateway/testing/app-processes.ts';
import { setupText } from '../../contract/strings/setup.ts';
import { expect, expectAccessible, test } from './support/fixtures.ts';
import { islandsReady } from './support/school.ts';

// First run (issue 25): a school with no tutor prints a setup link at start; the landing page
// says how to begin without the link; the link makes the first admin, once.
let school: AppProcesses;
test.beforeAll(async () => {
  school = await startAppProcesses(1, { keepStdout: true });
});
test.afterAll(() => school.stop());

/** The setup link the server printed, on the address the test reaches it at. */
async function printedLink(): Promise<string> {
  const [app] = school.processes;
  let line = '';
  await expect.poll(() => (line = app!.stdout()), { message: 'the first-run line' }).toMatch(/No tutor yet: open \S+\/setup#[\w-]{43} /);
  const link = new URL(/open (\S+) /.exec(line)![1]!);
  return `${app!.url}${link.pathname}${link.hash}`;
}

const admin = { name: 'Meera Iyer', email: 'meera@first-run.test', contact: '+91 98765 43210', password: 'First#2026' };
const passwordField = (page: import('@playwright/test').Page, label: string) => page.getByLabel(label, { exact: true });

test('an empty school says how to begin; the printed link makes the first admin, once', async ({ page }) => {
  const url = school.processes[0]!.url;
  await page.goto(`${url}/`);
  await expect(page.getByRole('status').filter({ hasText: setupText.emptySchool })).toBeVisible();
  const landing = await page.content();
  expect(landing).not.toMatch(/setup#/);
  await expectAccessible(page);

  // Opened without its secret, the page says where the link comes from.
  await page.goto(`${url}/setup`);
  await expect(page.getByRole('alert').filter({ hasText: setupText.noLink })).toBeVisible();

  const link = await printedLink();
  await page.goto(link);
  await islandsReady(page);
  await expect(page.getByRole('heading', { name: setupText.heading })).toBeVisible();
  await page.getByLabel(setupText.name).fill(admin.name);
  await page.getByLabel(setupText.email).fill(admin.email);
  await page.getByLabel(setupText.contact).fill('98765abc12');
  await passwordField(page, setupText.password).fill(admin.password);
  await passwordField(page, setupText.confirmPassword).fill(admin.password);
  await page.getByRole('button', { name: setupText.submit }).click();
  // The form's rule refuses the contact, and keeps everything typed.
  await expect(page.getByText('Enter a phone number: 7 to 15 digits, with spaces, + or - if you like')).toBeVisible();
  await expect(page.getByLabel(setupText.name)).toHaveValue(admin.name);
  await expectAccessible(page);

  await page.getByLabel(setupText.contact).fill(admin.contact);
  await page.getByRole('button', { name: setupText.submit }).click();
  await expect(page).toHaveURL(`${url}/tutor/home/home`);

  // The admin runs the school: the School page lets them change its settings.
  await page.goto(`${url}/tutor/home/school`);
  await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();

  // The school is set up: the landing page says nothing more, and the link is spent.
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${url}/`);
  await expect(page.getByRole('link', { name: /Tutor\?/ })).toBeVisible();
  await expect(page.getByText(setupText.emptySchool)).toBeHidden();
  await page.goto(link);
  await islandsReady(page);
  await page.getByLabel(setupText.name).fill('Second Person');
  await page.getByLabel(setupText.email).fill('second@first-run.test');
  await page.getByLabel(setupText.contact).fill(admin.contact);
  await passwordField(page, setupText.password).fill(admin.password);
  await passwordField(page, setupText.confirmPassword).fill(admin.password);
  await page.getByRole('button', { name: setupText.submit }).click();
  await expect(page.getByRole('alert').filter({ hasText: setupText.linkInvalid })).toBeVisible();
  await expectAccessible(page);
});
