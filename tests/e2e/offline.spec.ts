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
  // Settled: the islands, the registration once idle, the manifest and the icons are all asked for by now.
  await page.waitForLoadState('networkidle');
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
  async function firstStudentReads(page: Page, request: APIRequestContext): Promise<Account & { id: string }> {
    const subject = uniqueTitle('Class trip');
    const section = await addSection(request, await apiToken(request, 'tutor', addTutor()), subject, await photoFiles(subject, 1));
    const first = await signUpStudent(request, uniquePerson('meera'));
    await logIn(page, 'student', first);
    await workerInControl(page);
    for (const path of ['/student/home/profile', '/student/home/attendence', `/student/home/photos?id=${section._id}`, '/student/home/tasks']) {
      await page.goto(path);
      await islandsReady(page);
      await imagesLoaded(page);
    }
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Today's Task");
    await expect.poll(() => savedTexts(page)).toContain(first.email);
    // Their answers and the photo they opened, each in a cache named after them.
    const saved = await savedTexts(page);
    const id = saved.match(/studyhall-answers-([^ ]+) /)?.[1] ?? '';
    expect(id).not.toBe('');
    expect(saved).toContain(`studyhall-files-${id} ${new URL(page.url()).origin}/api/uploads/`);
    return { ...first, id };
  }

  /** Student B logs in on the same browser; offline, nothing of A's is on the phone or the page. */
  async function nextStudentSeesNothingOf(page: Page, context: BrowserContext, request: APIRequestContext, first: Account & { id: string }): Promise<void> {
    const left = await savedTexts(page);
    expect(left).not.toContain(first.email);
    expect(left).not.toContain(first.id);
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
    expect(saved).not.toContain(first.id);
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

test('a tutor offline: the pages open, nothing of the tutor’s is kept, and a save waits with the reason', async ({ page, context, request }) => {
  const tutor = addTutor();
  const subject = uniqueTitle('Sports day');
  await addSection(request, await apiToken(request, 'tutor', tutor), subject, await photoFiles(subject, 1));
  await logIn(page, 'tutor', tutor);
  await workerInControl(page);
  // The dashboard reads a list of the student's area; Photos opens an uploaded file: neither is kept for a tutor.
  await page.goto('/tutor/home/home');
  await islandsReady(page);
  await page.goto('/tutor/home/photos?mode=all');
  await page.getByRole('link', { name: subject, exact: true }).click();
  await imagesLoaded(page);
  await page.goto('/tutor/home/assignments');
  await expect(viewHeading(page)).toHaveText('Assignment Section');
  await islandsReady(page);
  const saved = await savedTexts(page);
  expect(saved).not.toMatch(/studyhall-(answers|files)-/);
  expect(saved).not.toContain('/api/');

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

  // The list was read online, but never kept: offline it says the server cannot be reached.
  await context.setOffline(true);
  await page.goto('/tutor/home/assignments');
  await expect(page.getByText('Could not reach the server. Check your connection and try again.')).toBeVisible();
  await expect(offlineBanner(page)).toHaveCount(0);
});

test('a student’s saved profile shows the new values, not the copy kept before the change', async ({ page, request }) => {
  const student = await signUpStudent(request, uniquePerson('asha'));
  await logIn(page, 'student', student);
  await workerInControl(page);
  await page.goto('/student/home/profile');
  await expect(page.getByText(student.email, { exact: true })).toBeVisible();

  const renamed = `veena ${student.fname.split(' ')[1]}`;
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await page.getByRole('textbox', { name: 'Full Name', exact: true }).fill(renamed);
  // Every name the details show from here on, in order: the old one must not come back after the new.
  await page.evaluate(() => {
    const shown: string[] = [];
    (globalThis as unknown as { shownNames: string[] }).shownNames = shown;
    new MutationObserver(() => {
      const name = document.querySelector('main dd')?.textContent ?? '';
      if (name && shown.at(-1) !== name) shown.push(name);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  const fullName = page.getByRole('definition').first();
  await expect(fullName).toHaveText(shownName(renamed));
  // The list is asked for again after the save: from the server, so the copy kept before cannot come back.
  await page.waitForLoadState('networkidle');
  const shown = await page.evaluate(() => (globalThis as unknown as { shownNames: string[] }).shownNames);
  expect(shown.slice(shown.indexOf(shownName(renamed)))).toEqual([shownName(renamed)]);
  await page.reload();
  await expect(fullName).toHaveText(shownName(renamed));
});
