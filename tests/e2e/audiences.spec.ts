import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { openStore } from '../../gateway/db/index.ts';
import { assignments, fillUpload, openUpload, pdfFile, publish, recordRow, toast, uniqueTitle } from './support/content.ts';
import { expect, expectAccessible, test } from './support/fixtures.ts';
import { addTutor, apiToken, logInWithFiles, newAccount, signUpStudent, type Account } from './support/school.ts';

/**
 * Two classes, each with one student, made in the school's database as an admin's import would
 * (the tests share one school: the names carry a tag only this test uses).
 */
async function twoClasses(first: Account, second: Account): Promise<{ first: string; second: string }> {
  const store = await openStore(process.env.E2E_DATA_DIR ?? '');
  try {
    const tag = randomBytes(3).toString('hex');
    const names = { first: `7A ${tag}`, second: `7B ${tag}` };
    for (const [key, account] of [['first', first], ['second', second]] as const) {
      const student = await store.users.findByEmail(account.email);
      if (!student) throw new Error(`no student ${account.email}`);
      const classId = await store.classes.create(names[key], [], new Date());
      await store.classes.setRoster(classId, [student._id]);
    }
    return names;
  } finally {
    await store.close();
  }
}

/** The student's list of assignments, loaded: the whole school's `control` shows in it. */
async function studentAssignments(page: Page, student: Account, control: string) {
  await logInWithFiles(page, 'student', student);
  await page.goto('/student/home/assignments');
  await expect(page.getByRole('link', { name: control, exact: true })).toBeVisible();
}

test('a tutor sets an assignment for one class with the picker: that class’s student reads it, another class’s does not', async ({ browser, page, request }) => {
  const tutor = addTutor(newAccount('mrs rao'));
  const inClass = await signUpStudent(request, newAccount('asha kumar'));
  const otherClass = await signUpStudent(request, newAccount('ravi das'));
  const classes = await twoClasses(inClass, otherClass);
  const forEveryone = await publish(request, await apiToken(request, 'tutor', tutor), 'assignments', {
    title: uniqueTitle('Whole school reading'),
    description: 'Everyone reads it.',
    file: pdfFile('whole-school'),
  });

  await logInWithFiles(page, 'tutor', tutor);
  await page.goto(assignments.path);
  await openUpload(page, assignments);
  const title = uniqueTitle('Fractions for 7A');
  await fillUpload(page, assignments, { title, description: 'Exercises 1-12.', file: pdfFile(title) });
  const picker = page.getByRole('group', { name: 'Who is it for?' });
  await expect(picker.getByRole('radio', { name: 'Whole school', exact: true })).toBeChecked();
  await picker.getByRole('radio', { name: 'Some classes', exact: true }).check();
  // Nothing ticked yet: the form says so instead of sending it to everyone.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(picker.getByText('Choose at least one class, or Whole school', { exact: true })).toBeVisible();
  await picker.getByRole('checkbox', { name: classes.first, exact: true }).check();
  await expect(picker.getByRole('checkbox', { name: classes.second, exact: true })).not.toBeChecked();
  await expectAccessible(page);
  const saved = page.waitForResponse((response) => response.url().endsWith(`/api${assignments.path}`) && response.request().method() === 'POST');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  expect((await saved).status()).toBe(201);
  await expect(toast(page, 'Assignment saved')).toBeVisible();

  // The list says who each assignment is for (the title is the row's header, not one of its cells).
  const forCell = assignments.columns.indexOf('For') - 1;
  await expect(recordRow(page, assignments, title).getByRole('cell').nth(forCell)).toHaveText(classes.first);
  await expect(recordRow(page, assignments, forEveryone.title).getByRole('cell').nth(forCell)).toHaveText('Whole school');
  await expectAccessible(page);

  const readers = await browser.newContext();
  try {
    const reader = await readers.newPage();
    await studentAssignments(reader, inClass, forEveryone.title);
    await expect(reader.getByRole('link', { name: title, exact: true })).toBeVisible();
    await expectAccessible(reader);
  } finally {
    await readers.close();
  }
  const outsiders = await browser.newContext();
  try {
    const outsider = await outsiders.newPage();
    await studentAssignments(outsider, otherClass, forEveryone.title);
    await expect(outsider.getByRole('link', { name: title, exact: true })).toHaveCount(0);
  } finally {
    await outsiders.close();
  }
});
