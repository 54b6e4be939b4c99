import type { APIRequestContext, Page } from '@playwright/test';
import { studentResetMessages } from '../../contract/strings/students.ts';
import { expectQuery, toast, viewHeading } from './support/content.ts';
import { expect, expectAccessible, test } from './support/fixtures.ts';
import { rowOf } from './support/notices.ts';
import { dismissToast, pageWidth, shownName, uniquePerson } from './support/people.ts';
import { addTutor, logInWithFiles, readMailedLink, signUpStudent, type Account } from './support/school.ts';

// A tutor starts a reset of a student's password (issue 25, part 3): the student is mailed a
// one-time link; the tutor's page, the answer and every toast carry no link and no password.
const path = '/tutor/home/students';
const table = 'Student list';

// A phone 390 px wide: the row's three buttons stack in the Actions column.
test.use({ viewport: { width: 390, height: 844 } });

/** The student's id, as the tutor's list answers it. */
async function idOf(request: APIRequestContext, token: string, student: Account): Promise<string> {
  const headers = { Authorization: `Bearer ${token}` };
  const answer = (await (await request.get(`/api${path}?${new URLSearchParams({ q: student.email })}`, { headers })).json()) as { students: { _id: string; email: string }[] };
  return answer.students.find(({ email }) => email === student.email)?._id as string;
}

/** The question about `name`: it names them and says who gets the link. */
function resetQuestion(page: Page, name: string) {
  return page.getByRole('dialog', { name: `Send this student a password reset? ${name} They will get an e-mail with a link to choose a new password. Nobody else sees it, and their current password works until they do.` });
}

/** Waits for the reset call's answer: 202 and the message alone, no link or token in it. */
async function expectResetAnswer(page: Page, press: () => Promise<void>, status: number) {
  const answered = page.waitForResponse((response) => response.url().endsWith('/password-reset') && response.request().method() === 'POST');
  await press();
  const response = await answered;
  expect(response.status()).toBe(status);
  expect(Object.keys((await response.json()) as object)).toEqual(['message']);
}

test('a tutor sends a student a password reset from their row: the question names them, and only their mailbox gets the link', async ({ page, request }) => {
  const token = await logInWithFiles(page, 'tutor', addTutor());
  const student = await signUpStudent(request, uniquePerson('nisha'));
  const name = shownName(student.fname);
  const id = await idOf(request, token, student);
  const q = student.email;

  await page.goto(`${path}?${new URLSearchParams({ q })}`);
  const row = rowOf(page, table, name);
  const reset = row.getByRole('button', { name: `Reset password: ${name}`, exact: true });
  await expect(row.getByRole('button')).toHaveText(['Edit', 'Block', 'Reset password']);
  // The page and the table still fit the phone's width with the third button.
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  const frame = page.getByRole('table', { name: table }).locator('..');
  expect(await frame.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);

  // The question is a view in the address; Cancel sends nothing and gives the focus back.
  await reset.click();
  const question = resetQuestion(page, name);
  await expect(question).toBeVisible();
  await expectQuery(page, path, { mode: 'resetPassword', id, q });
  await expect(question.getByRole('button')).toHaveText(['Cancel', 'Reset password']);
  await expectAccessible(page);
  await question.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(question).toBeHidden();
  await expectQuery(page, path, { q });
  await expect(reset).toBeFocused();

  // A reload keeps the question open; confirmed, the server's words say it is sent.
  await reset.click();
  await page.reload();
  await expect(question).toBeVisible();
  await expectResetAnswer(page, () => question.getByRole('button', { name: 'Reset password', exact: true }).click(), 202);
  await expect(toast(page, studentResetMessages.sent(shownName(student.fname)))).toBeVisible();
  await expect(question).toBeHidden();
  await expectQuery(page, path, { q });
  await expect(reset).toBeFocused();

  // A mail to the student holds the link; the tutor's page shows none.
  expect(await readMailedLink(student.email)).toMatch(/^\/invite#[\w-]{43}$/);
  expect(await page.content()).not.toContain('/invite#');
  await dismissToast(page, studentResetMessages.sent(shownName(student.fname)));
  await expectAccessible(page);
});

test('the details offer the reset too; a blocked student’s reset is refused with the reason, never silently', async ({ page, request }) => {
  const token = await logInWithFiles(page, 'tutor', addTutor());
  const student = await signUpStudent(request, uniquePerson('omar'));
  const name = shownName(student.fname);
  const id = await idOf(request, token, student);
  const blocked = await request.patch(`/api${path}/${id}`, { headers: { Authorization: `Bearer ${token}` }, data: { blocked: true } });
  expect(blocked.status()).toBe(200);

  // The address names the search the details were opened from: the school's other students may fill page 1.
  await page.goto(`${path}?mode=details&id=${id}&q=${encodeURIComponent(student.email)}`);
  await expect(viewHeading(page)).toHaveText(name);
  const reset = page.getByRole('button', { name: `Reset password: ${name}`, exact: true });
  await reset.click();
  const question = resetQuestion(page, name);
  await expect(question).toBeVisible();
  await expectAccessible(page);

  await expectResetAnswer(page, () => question.getByRole('button', { name: 'Reset password', exact: true }).click(), 409);
  await expect(question).toBeHidden();
  await expect(toast(page, studentResetMessages.blocked)).toBeVisible();
  await expect(reset).toBeFocused();
  // The details stay where they were.
  await expectQuery(page, path, { mode: 'details', id, q: student.email });
  await dismissToast(page, studentResetMessages.blocked);
  await expectAccessible(page);
});
