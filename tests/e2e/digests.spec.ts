import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { openStore } from '../../gateway/db/index.ts';
import { latestDigestPeriod } from '../../gateway/digests/digest-periods.ts';
import { queueDigest } from '../../gateway/digests/send-digests.ts';
import { toast } from './support/content.ts';
import { expect, expectAccessible, test } from './support/fixtures.ts';
import { newAccount, apiToken, logIn, readMail, signUpStudent, type Account } from './support/school.ts';

// The e-mail digests (issue 27, part 4) on a phone.
test.use({ viewport: { width: 360, height: 740 } });

const DAY = 24 * 60 * 60 * 1000;
const dataDir = process.env.E2E_DATA_DIR ?? '';

async function digestOf(request: APIRequestContext, token: string): Promise<unknown> {
  const response = await request.get('/api/student/home/digest', { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  return response.json();
}

/**
 * Queues the coming weekly digest now, as the server will at its time: the period a look a week on
 * finds holds today's news. The server's mail worker then sends it.
 */
async function queueComingDigest(student: Account): Promise<void> {
  const store = await openStore(dataDir);
  try {
    await store.announcements.create({ date: 'Nov 26 2026', day: '2026-11-26', subject: `Library hours for ${student.fname}`, description: 'Open late', classes: [] }, new Date());
    const secret = readFileSync(join(dataDir, 'jwt-secret'), 'utf8').trim();
    const coming = latestDigestPeriod('weekly', new Date(Date.now() + 7 * DAY), (await store.school.read()).timeZone);
    const outcome = await queueDigest({ store, secret, now: () => new Date(), mailWorker: { wake: () => {} }, publicUrl: new URL(test.info().project.use.baseURL ?? '') }, coming);
    expect(outcome.queuedNow).toBe(true);
  } finally {
    await store.close();
  }
}

test('a student turns the weekly e-mail digest on and off on their profile', async ({ page, request }) => {
  const student = await signUpStudent(request, newAccount('lina'));
  await logIn(page, 'student', student);
  await page.goto('/student/home/profile');
  const digest = page.getByRole('checkbox', { name: 'Weekly e-mail digest' });
  await expect(digest).not.toBeChecked();
  await expect(digest).toHaveAccessibleDescription(/every Friday at 17:00/);

  await digest.focus();
  await page.keyboard.press('Space');
  await expect(toast(page, 'The weekly e-mail digest is on.')).toBeVisible();
  await expect(digest).toBeChecked();
  // The keyboard stays where it was.
  await expect(digest).toBeFocused();
  await expectAccessible(page);
  expect(await digestOf(request, await apiToken(request, 'student', student))).toEqual({ kind: 'weekly', subscribed: true });

  // Kept: after a reload the box is still ticked.
  await page.reload();
  await expect(digest).toBeChecked();
  await digest.click();
  await expect(toast(page, 'The weekly e-mail digest is off.')).toBeVisible();
  await expect(digest).not.toBeChecked();
  expect(await digestOf(request, await apiToken(request, 'student', student))).toEqual({ kind: 'weekly', subscribed: false });
});

test('a saving that fails says why and leaves the box as it was', async ({ page, request }) => {
  const student = await signUpStudent(request, newAccount('omar'));
  await logIn(page, 'student', student);
  await page.goto('/student/home/profile');
  const digest = page.getByRole('checkbox', { name: 'Weekly e-mail digest' });
  await expect(digest).not.toBeChecked();
  await page.route('**/api/student/home/digest', (route) =>
    route.request().method() === 'PUT' ? route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'The server is busy.' }) }) : route.fallback(),
  );
  await digest.click();
  await expect(toast(page, 'The server is busy.')).toBeVisible();
  await expect(digest).not.toBeChecked();
  await expect(digest).toBeFocused();
});

test('the unsubscribe link of a digest mail stops it in one click, without logging in; opening it changes nothing', async ({ page, request }) => {
  const student = await signUpStudent(request, newAccount('ravi'));
  const token = await apiToken(request, 'student', student);
  expect((await request.put('/api/student/home/digest', { headers: { Authorization: `Bearer ${token}` }, data: { subscribed: true } })).status()).toBe(200);
  await queueComingDigest(student);

  const mail = (await readMail(student.email, (text) => text.includes('weekly e-mail digest'), 20_000)).replaceAll('=\n', '');
  expect(mail).toContain(`Library hours for ${student.fname}`);
  expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
  const link = new URL(/^You get this mail because .* To stop it, open\n(\S+)$/m.exec(mail)?.[1] ?? 'about:blank');
  expect(link.pathname).toBe('/unsubscribe');

  await page.goto(`${link.pathname}${link.hash}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('This stops the weekly e-mail digest of your Studyhall account. Nothing else changes.');
  await expectAccessible(page);
  // Opening the page, as a mail scanner does, changed nothing.
  expect(await digestOf(request, token)).toEqual({ kind: 'weekly', subscribed: true });

  await page.getByRole('button', { name: 'Stop the weekly e-mail digest' }).click();
  await expect(page.getByRole('status')).toHaveText('Done: the weekly e-mail digest is off. You can turn it on again in your profile.');
  await expect(page.getByRole('button', { name: 'Stop the weekly e-mail digest' })).toBeHidden();
  await expectAccessible(page);
  expect(await digestOf(request, token)).toEqual({ kind: 'weekly', subscribed: false });

  // Opened again: off already.
  await page.reload();
  await expect(page.getByRole('status')).toHaveText('The weekly e-mail digest is off already: no more of it will be sent.');

  // A link cut short says so (opened afresh: a change of the fragment alone does not load the page).
  await page.goto('/');
  await page.goto(`/unsubscribe${link.hash.slice(0, 20)}`);
  await expect(page.getByRole('alert')).toHaveText('This unsubscribe link is incomplete. Copy the whole link from the e-mail.');
  await expectAccessible(page);
});
