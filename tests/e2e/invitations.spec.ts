import type { APIRequestContext, Page } from '@playwright/test';
import { invitationText } from '../../contract/strings/invitations.ts';
import { signupText } from '../../contract/strings/auth.ts';
import { signupMessages } from '../../contract/strings/validation.ts';
import { expect, expectAccessible, test } from './support/fixtures.ts';
import { uniquePerson } from './support/people.ts';
import { addTutor, apiToken, islandsReady, readMailedLink, signUpStudent } from './support/school.ts';

// The page a one-time link opens (issue 25): an invitation, or a reset a tutor started.
const NEW_PASSWORD = 'Chosen#2026';
const passwordField = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function choosePassword(page: Page, password: string, confirmation = password) {
  await passwordField(page, signupText.password).fill(password);
  await passwordField(page, signupText.confirmPassword).fill(confirmation);
  await page.getByRole('button', { name: invitationText.submit }).click();
}

/** A student signed up, and the link a tutor's password reset mails them. */
async function resetLink(request: APIRequestContext, name: string) {
  const student = await signUpStudent(request, uniquePerson(name));
  const tutorToken = await apiToken(request, 'tutor', addTutor());
  const students = (await (await request.get('/api/tutor/home/students', { headers: { Authorization: `Bearer ${tutorToken}` } })).json()) as { students: { _id: string; email: string }[] };
  const id = students.students.find((each) => each.email === student.email)!._id;
  expect((await request.post(`/api/tutor/home/students/${id}/password-reset`, { headers: { Authorization: `Bearer ${tutorToken}` } })).status()).toBe(202);
  return { student, link: await readMailedLink(student.email) };
}

test('a student a tutor sent a reset chooses a new password from the mailed link and is logged in; the link works once', async ({ page, request }) => {
  const { student, link } = await resetLink(request, 'asha');

  await page.goto(link);
  await islandsReady(page);
  await expect(page.getByRole('heading', { name: invitationText.heading })).toBeVisible();
  await expect(page.getByText(invitationText.intro)).toBeVisible();

  // The sign-up rules, said beside the fields; nothing is sent.
  await choosePassword(page, NEW_PASSWORD, 'Other#2026');
  await expect(page.getByText(signupMessages.confirmMismatch.trim())).toBeVisible();
  await expectAccessible(page);

  await choosePassword(page, NEW_PASSWORD);
  await expect(page).toHaveURL('/student/home/home');

  // The new password logs in; the old one does not.
  expect((await request.post('/api/student/login', { data: { email: student.email, password: NEW_PASSWORD } })).status()).toBe(200);
  expect((await request.post('/api/student/login', { data: { email: student.email, password: student.password } })).status()).toBe(400);

  // Used once, the link is refused, with what to do.
  await page.evaluate(() => localStorage.clear());
  await page.goto(link);
  await islandsReady(page);
  await choosePassword(page, 'Again#2026');
  await expect(page.getByRole('alert').filter({ hasText: invitationText.linkInvalid })).toBeVisible();
  await expect(passwordField(page, signupText.password)).toHaveValue('Again#2026');
  await expectAccessible(page);
});

test('a password sent before the form’s rules have come (filled in at once, on a slow network) is sent when they come', async ({ page, request }) => {
  const { student, link } = await resetLink(request, 'meera');
  await page.goto(link);
  await islandsReady(page);
  // What the page asks for from now on is the rules, fetched as the form is first used: held back a while.
  const rulesAsked: string[] = [];
  await page.route('**/_astro/**', async (route) => {
    rulesAsked.push(route.request().url());
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await choosePassword(page, NEW_PASSWORD);
  await expect.poll(() => rulesAsked.length).toBeGreaterThan(0);
  await expect(page).toHaveURL('/student/home/home');
  await page.unroute('**/_astro/**');
  expect((await request.post('/api/student/login', { data: { email: student.email, password: NEW_PASSWORD } })).status()).toBe(200);
});

test('the invitation page opened without its link says where the link comes from', async ({ page }) => {
  await page.goto('/invite');
  await expect(page.getByRole('alert').filter({ hasText: invitationText.noLink })).toBeVisible();
  await expect(page.getByRole('button', { name: invitationText.submit })).toHaveCount(0);
});
