import { randomBytes } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { signupText } from '../../contract/strings/auth.ts';
import { invitationText } from '../../contract/strings/invitations.ts';
import { tutorMessages } from '../../contract/strings/tutors.ts';
import { toast, turnTo } from './support/content.ts';
import { expect, expectAccessible, test } from './support/fixtures.ts';
import { anotherPhone, dismissToast, expectFieldError, field, shownName } from './support/people.ts';
import { addTutor, islandsReady, logInWithFiles, makeAdmin, newAccount, readMailedLink, type Account } from './support/school.ts';

// Other tests share the school (and its other admins): every tutor here carries a tag only this test uses.
const path = '/tutor/home/tutors';

test.use({ viewport: { width: 1280, height: 900 } });

const tagged = (name: string) => `${name} ${randomBytes(3).toString('hex')}`;

/** The row of the tutors table whose name, read with its markers, is `name`. */
const tutorRow = (page: Page, name: string): Locator =>
  page
    .getByRole('table', { name: 'All tutors', exact: true })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name, exact: true }) });

/** Turns to the row and checks it is there: `name` with its markers, and its e-mail. */
async function expectRow(page: Page, name: string, email: string): Promise<Locator> {
  const row = tutorRow(page, name);
  await turnTo(page, row);
  await expect(row.getByRole('cell').first()).toHaveText(email);
  return row;
}

/** Presses a row's button, then the question's confirm button of the same word. */
async function confirmRowAction(page: Page, row: Locator, action: string, name: string): Promise<void> {
  await row.getByRole('button', { name: `${action}: ${name}`, exact: true }).click();
  const question = page.getByRole('dialog');
  await expect(question).toBeVisible();
  await expectAccessible(page);
  await question.getByRole('button', { name: action, exact: true }).click();
}

const loginStatus = async (page: Page, account: Account) => (await page.request.post('/api/tutor/login', { data: { email: account.email, password: account.password } })).status();

test('an admin invites a tutor, who chooses a password from the mail; then blocks, unblocks and makes them an admin and not', async ({ page, browser }) => {
  const admin = makeAdmin(addTutor(newAccount(tagged('principal'))));
  await logInWithFiles(page, 'tutor', admin);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tutors');
  // The admin's own row: marked, and offering no block or demotion of themselves.
  const ownRow = await expectRow(page, `${shownName(admin.fname)} You Admin`, admin.email);
  await expect(ownRow.getByRole('button')).toHaveCount(0);

  // The form checks each field by the sign-up's rules before anything is sent.
  await page.getByRole('button', { name: 'Add tutor', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add tutor', exact: true });
  await expect(field(page, 'Name')).toBeFocused();
  await dialog.getByRole('button', { name: 'Add and invite', exact: true }).click();
  await expectFieldError(page, 'Name', 'Your name is required');
  await expectFieldError(page, 'E-mail', 'Email is required');
  await expectAccessible(page);

  const invited = newAccount(tagged('bose'));
  const name = shownName(invited.fname);
  await field(page, 'Name').fill(invited.fname);
  await field(page, 'E-mail').fill(invited.email);
  await expect(page.getByRole('textbox', { name: 'Contact' })).toHaveAttribute('type', 'tel');
  await field(page, 'Contact').fill(invited.contact);
  await dialog.getByRole('button', { name: 'Add and invite', exact: true }).click();
  await expect(toast(page, `${name} added`)).toBeVisible();
  await expect(dialog).toBeHidden();
  const invitedRow = await expectRow(page, `${name} Invited`, invited.email);
  await expect(invitedRow.getByRole('button')).toHaveText(['Block', 'Make admin', 'Send invitation again']);
  await dismissToast(page, `${name} added`);
  await expectAccessible(page);

  // The same address again is refused in the dialog, which keeps what was typed.
  await page.getByRole('button', { name: 'Add tutor', exact: true }).click();
  await field(page, 'Name').fill('someone else');
  await field(page, 'E-mail').fill(invited.email.toUpperCase());
  await field(page, 'Contact').fill(invited.contact);
  await dialog.getByRole('button', { name: 'Add and invite', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText('This e-mail address already belongs to another account');
  await expect(field(page, 'E-mail')).toHaveValue(invited.email.toUpperCase());
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();

  // A fresh link replaces the first, which then opens nothing.
  const firstLink = await readMailedLink(invited.email);
  await invitedRow.getByRole('button', { name: `Send invitation again: ${name}`, exact: true }).click();
  await expect(toast(page, tutorMessages.invitationSent(invited.email))).toBeVisible();
  await expect.poll(() => readMailedLink(invited.email)).not.toBe(firstLink);
  const link = await readMailedLink(invited.email);

  // The invited tutor, on a phone of their own, chooses a password and is in.
  const phone = await anotherPhone(browser);
  try {
    await phone.page.goto(link);
    await islandsReady(phone.page);
    await phone.page.getByLabel(signupText.password, { exact: true }).fill(invited.password);
    await phone.page.getByLabel(signupText.confirmPassword, { exact: true }).fill(invited.password);
    await phone.page.getByRole('button', { name: invitationText.submit }).click();
    await expect(phone.page).toHaveURL('/tutor/home/home');
    const refused = await phone.page.request.post('/api/invite/accept', { data: { token: firstLink.split('#')[1], password: 'Other#2026' } });
    expect(refused.status()).toBe(400);
  } finally {
    await phone.context.close();
  }

  // Back on the admin's page: invited no more.
  await page.reload();
  const row = await expectRow(page, name, invited.email);
  await expect(row.getByRole('button')).toHaveText(['Block', 'Make admin']);
  expect(await loginStatus(page, invited)).toBe(200);

  await confirmRowAction(page, row, 'Block', name);
  await expect(toast(page, `${name} is blocked`)).toBeVisible();
  const blockedRow = await expectRow(page, `${name} Blocked`, invited.email);
  expect(await loginStatus(page, invited)).toBe(401);
  await expect(blockedRow.getByRole('button', { name: `Unblock: ${name}`, exact: true })).toBeFocused();
  await expectAccessible(page);

  await confirmRowAction(page, blockedRow, 'Unblock', name);
  await expect(toast(page, `${name} is unblocked`)).toBeVisible();
  await expectRow(page, name, invited.email);
  expect(await loginStatus(page, invited)).toBe(200);

  await confirmRowAction(page, row, 'Make admin', name);
  await expect(toast(page, `${name} is an admin now`)).toBeVisible();
  const adminRow = await expectRow(page, `${name} Admin`, invited.email);
  await expectAccessible(page);

  await confirmRowAction(page, adminRow, 'Remove admin', name);
  await expect(toast(page, `${name} is no longer an admin`)).toBeVisible();
  await expectRow(page, name, invited.email);
});

test('a refusal to take the last admin’s flag is said, and the row stays as it was', async ({ page }) => {
  const admin = makeAdmin(addTutor(newAccount(tagged('principal'))));
  const other = makeAdmin(addTutor(newAccount(tagged('iyer'))));
  const name = shownName(other.fname);
  await logInWithFiles(page, 'tutor', admin);
  // The shared school always has other admins: the server's answer when the last one would go
  // (tutors.test.ts proves it, two admins at once included) is played here, as the server words it.
  await page.route('**/api/tutor/home/tutors/*', (route) =>
    route.request().method() === 'PATCH' ? route.fulfill({ status: 409, json: { message: tutorMessages.lastAdmin } }) : route.fallback(),
  );
  await page.goto(path);
  const row = await expectRow(page, `${name} Admin`, other.email);
  await confirmRowAction(page, row, 'Remove admin', name);
  await expect(toast(page, tutorMessages.lastAdmin)).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expectRow(page, `${name} Admin`, other.email);
  await expectAccessible(page);
});

test('a tutor who is not an admin reads that only admins manage tutors', async ({ page }) => {
  const teacher = addTutor(newAccount(tagged('rao')));
  await logInWithFiles(page, 'tutor', teacher);
  const profile = page.waitForResponse((response) => response.url().includes('/api/tutor/home/profile'));
  await page.goto(path);
  await profile;
  await expect(page.getByText(/^Only the school’s admins manage tutors/)).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add tutor' })).toHaveCount(0);
});
