import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { pdfFile, publish, uniqueTitle, viewHeading } from './support/content.ts';
import { expect, expectAccessible, test } from './support/fixtures.ts';
import { appRequestsToNetwork, offlineBanner, savedTexts, workerInControl } from './support/offline.ts';
import { shownName, uniquePerson } from './support/people.ts';
import { addSection, imagesLoaded, photoFiles } from './support/photos.ts';
import { addTutor, apiToken, islandsReady, logIn, setBlocked, signUpStudent, type Account } from './support/school.ts';

test.use({ serviceWorkers: 'allow' });

const reason = 'You are offline: this needs a connection.';

test('a student who opened the app once reads it on a train: saved lists and photos, the banner, and the new assignment once back', async ({ page, context, request }) => {
  const tutor = await apiToken(request, 'tutor', addTutor());
  const assignment = await publish(request, tutor, 'assignments', { title: uniqueTitle('Poem to learn'), description: 'Learn it by heart.', file: pdfFile('poem') });
  const subject = uniqueTitle('Science fair');
  const section = await addSection(request, tutor, subject, await photoFiles(subject, 2));
  const student = await signUpStudent(request);

  await logIn(page, 'student', student);
  await workerInControl(page);
  const visits = [
    { path: '/student/home/tasks', shows: page.getByRole('link', { name: assignment.title, exact: true }) },
    { path: '/student/home/assignments', shows: page.getByRole('link', { name: assignment.title, exact: true }) },
    { path: `/student/home/photos?id=${section._id}`, shows: page.getByRole('list', { name: subject, exact: true }).getByRole('img') },
    { path: '/student/home/profile', shows: page.getByText(student.email, { exact: true }) },
  ];
  for (const { path, shows } of visits) {
    await page.goto(path);
    await expect(shows.first()).toBeVisible();
    await imagesLoaded(page);
  }

  // A repeat visit asks the network for nothing of the app itself.
  const reached = appRequestsToNetwork(context);
  await page.goto('/student/home/assignments');
  await expect(visits[1]!.shows).toBeVisible();
  expect(reached).toEqual([]);
  await expect(offlineBanner(page)).toHaveCount(0);

  await context.setOffline(true);
  for (const { path, shows } of visits) {
    await page.goto(path);
    await expect(shows.first(), path).toBeVisible();
    await expect(offlineBanner(page), path).toBeVisible();
    // The photos opened before display from what was saved.
    await imagesLoaded(page);
    await expectAccessible(page);
  }
  await page.goto(`/student/home/photos?id=${section._id}`);
  await expect(page.getByRole('list', { name: subject, exact: true }).getByRole('img')).toHaveCount(2);
  await imagesLoaded(page);

  // The profile was read; its edit needs the server, and says so instead of failing later.
  await page.goto('/student/home/profile');
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const submit = page.getByRole('button', { name: 'Submit', exact: true });
  await expect(submit).toHaveAttribute('aria-disabled', 'true');
  await expect(submit).toHaveAccessibleDescription(reason);
  const saves: string[] = [];
  page.on('request', (sent) => void (sent.method() === 'PUT' && saves.push(sent.url())));
  // Pressed from the keyboard, and sent by Enter in a field: neither sends anything.
  await submit.press('Enter');
  await page.getByRole('textbox', { name: 'Contact', exact: true }).press('Enter');
  await expect(viewHeading(page)).toHaveText('Edit profile');
  expect(saves).toEqual([]);
  await expect(page.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveValue(student.email);
  await expectAccessible(page);

  // Never opened: the page is there, its list says it was not saved; an unknown address says offline.
  await page.goto('/student/home/attendence');
  await expect(page.getByText('You are offline, and this was not saved on this device yet. It will show once you are back online.')).toBeVisible();
  await expectAccessible(page);
  await page.goto('/student/home/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are offline');
  await expectAccessible(page);

  await context.setOffline(false);
  const newer = await publish(request, tutor, 'assignments', { title: uniqueTitle('Map of rivers'), description: 'Colour it in.', file: pdfFile('map') });
  await page.goto('/student/home/assignments');
  await expect(page.getByRole('link', { name: newer.title, exact: true })).toBeVisible();
  await expect(offlineBanner(page)).toHaveCount(0);
  await expect(viewHeading(page)).toHaveText('Assignment Section');
});

test.describe('a phone shared by two students', () => {
  /** Student A has read their own profile and attendance; what they read is saved on the phone. */
  async function firstStudentReads(page: Page, request: APIRequestContext): Promise<Account> {
    const first = await signUpStudent(request, uniquePerson('meera'));
    await logIn(page, 'student', first);
    await workerInControl(page);
    for (const path of ['/student/home/profile', '/student/home/attendence', '/student/home/tasks']) {
      await page.goto(path);
      await islandsReady(page);
    }
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Today's Task");
    await expect.poll(() => savedTexts(page)).toContain(first.email);
    return first;
  }

  /** Student B logs in on the same browser; offline, nothing of A's is on the phone or the page. */
  async function nextStudentSeesNothingOf(page: Page, context: BrowserContext, request: APIRequestContext, first: Account): Promise<void> {
    expect(await savedTexts(page)).not.toContain(first.email);
    const next = await signUpStudent(request, uniquePerson('ravi'));
    await logIn(page, 'student', next);
    await page.goto('/student/home/profile');
    await expect(page.getByText(next.email, { exact: true })).toBeVisible();

    await context.setOffline(true);
    for (const path of ['/student/home/profile', '/student/home/attendence', '/student/home/tasks']) {
      await page.goto(path);
      await islandsReady(page);
      await expect(page.getByText(first.email)).toHaveCount(0);
      await expect(page.getByText(shownName(first.fname))).toHaveCount(0);
    }
    await page.goto('/student/home/profile');
    await expect(page.getByText(next.email, { exact: true })).toBeVisible();
    await expect(offlineBanner(page)).toBeVisible();
    const saved = await savedTexts(page);
    expect(saved).toContain(next.email);
    expect(saved).not.toContain(first.email);
  }

  test('after the first logs out', async ({ page, context, request }) => {
    const first = await firstStudentReads(page, request);
    await page.getByRole('button', { name: 'Log out', exact: true }).click();
    await page.getByRole('button', { name: 'Logout', exact: true }).click();
    await expect(page).toHaveURL('/student/login');
    await nextStudentSeesNothingOf(page, context, request, first);
  });

  test('after the school blocks the first while their page is open', async ({ page, context, request }) => {
    const first = await firstStudentReads(page, request);
    await setBlocked(first.email, true);
    // The next page shows from what was saved, but the server's refusal signs A out and deletes it.
    await page.goto('/student/home/profile');
    await expect(page).toHaveURL('/student/login');
    await expect(page.getByText('Your account is blocked!')).toBeVisible();
    await expectAccessible(page);
    await nextStudentSeesNothingOf(page, context, request, first);
  });
});

test('a tutor offline: the pages open, nothing of the tutor’s is kept, and a save waits with the reason', async ({ page, context }) => {
  const tutor = addTutor();
  await logIn(page, 'tutor', tutor);
  await workerInControl(page);
  await page.goto('/tutor/home/assignments');
  await expect(viewHeading(page)).toHaveText('Assignment Section');
  await islandsReady(page);

  await context.setOffline(true);
  await page.goto('/tutor/home/assignments?mode=upload');
  await expect(viewHeading(page)).toHaveText('Add new assignment');
  const save = page.getByRole('button', { name: 'Save', exact: true });
  await expect(save).toHaveAttribute('aria-disabled', 'true');
  await expect(save).toHaveAccessibleDescription(reason);
  await expectAccessible(page);
  // Back online, the same form can be sent: nothing to reload.
  await context.setOffline(false);
  await expect(save).toBeEnabled();
  await expect(save).not.toHaveAccessibleDescription(reason);

  // The list was read online, but a tutor's answers are never saved: offline it cannot show.
  await context.setOffline(true);
  await page.goto('/tutor/home/assignments');
  await expect(page.getByText('You are offline, and this was not saved on this device yet. It will show once you are back online.')).toBeVisible();
  await expect(offlineBanner(page)).toHaveCount(0);
  const saved = await savedTexts(page);
  expect(saved).not.toContain('/api/tutor/');
  expect(saved).not.toMatch(/studyhall-(answers|files)-/);
});
