import type { Request } from '@playwright/test';
import { earlyLists, shellLists } from '../../src/areas/early-lists.ts';
import { sectionsByRole } from '../../src/navigation/sections.ts';
import { expect, expectAccessible, test } from './support/fixtures.ts';
import { addTutor, apiToken, islandsReady, newAccount, setBlocked, signUpStudent, storeToken } from './support/school.ts';

test('every student child route renders inside the student shell with its title', async ({ page, request }) => {
  await storeToken(page, await apiToken(request, 'student', await signUpStudent(request)));
  for (const section of sectionsByRole.student) {
    await page.goto(`/student/home/${section.slug}`);
    await expect(page).toHaveURL(`/student/home/${section.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(section.title);
    await expect(page.getByRole('banner')).toContainText('Hi ASHA RAO');
  }
});

test('every tutor child route renders inside the tutor shell with its title', async ({ page, request }) => {
  await storeToken(page, await apiToken(request, 'tutor', addTutor()));
  for (const section of sectionsByRole.tutor) {
    await page.goto(`/tutor/home/${section.slug}`);
    await expect(page).toHaveURL(`/tutor/home/${section.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(section.title);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Mrs rao' })).toBeVisible();
  }
});

test.describe('tutor greeting follows the hour', () => {
  for (const [hour, greeting] of [
    [9, 'Good Morning'],
    [13, 'Good Afternoon'],
    [19, 'Good Evening'],
  ] as const) {
    test(`${hour}:00 gives ${greeting}`, async ({ page, request }) => {
      const token = await apiToken(request, 'tutor', addTutor());
      const today = new Date().toISOString().slice(0, 10);
      await page.clock.setFixedTime(new Date(`${today}T${String(hour).padStart(2, '0')}:30:00Z`));
      await storeToken(page, token);
      await page.goto('/tutor/home/home');
      await expect(page.getByRole('banner')).toContainText(`${greeting}, Mrs rao`);
    });
  }
});

test('on a wide screen the menu stays beside the page', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await storeToken(page, await apiToken(request, 'tutor', addTutor()));
  await page.goto('/tutor/home/home');
  const menu = page.getByRole('navigation', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  await menu.getByRole('link', { name: 'Students' }).click();
  await expect(page).toHaveURL('/tutor/home/students');
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
});

test('a student blocked while logged in is signed out with a toast on the next page', async ({ page, request }) => {
  const account = await signUpStudent(request, newAccount('kiran'));
  await storeToken(page, await apiToken(request, 'student', account));
  const firstCheck = page.waitForResponse('**/api/session');
  await page.goto('/student/home/home');
  await expect(page.getByRole('banner')).toContainText('Hi KIRAN');
  expect((await firstCheck).status()).toBe(200);

  await setBlocked(account.email, true);
  await page.goto('/student/home/tasks');
  await expect(page).toHaveURL('/student/login');
  await expect(page.getByText('Your account is blocked!')).toBeVisible();
  await expectAccessible(page);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test.describe('each page asks for its lists once, before its scripts arrive', () => {
  for (const role of ['student', 'tutor'] as const) {
    test(`every ${role} page`, async ({ page, request }) => {
      const account = role === 'student' ? await signUpStudent(request) : addTutor();
      await storeToken(page, await apiToken(request, role, account));
      for (const section of sectionsByRole[role]) {
        const asked: string[] = [];
        const record = (sent: Request) => {
          const url = new URL(sent.url());
          if (sent.method() === 'GET' && url.pathname.startsWith('/api/') && url.pathname !== '/api/session') asked.push(`${url.pathname}${url.search}`);
          // The islands' runtime comes with them: a list asked for before it was asked for by the head.
          if (url.pathname.startsWith('/_astro/preact.')) asked.push('(islands)');
        };
        page.on('request', record);
        await page.goto(`/${role}/home/${section.slug}`);
        await islandsReady(page);
        await expect(page.getByText('Loading…')).toHaveCount(0);
        page.off('request', record);
        const lists = asked.filter((entry) => entry !== '(islands)');
        expect(lists.length, `${section.slug} loads a list`).toBeGreaterThan(0);
        expect(new Set(lists).size, `${section.slug} asks once for each of ${lists.join(', ')}`).toBe(lists.length);
        expect(asked.indexOf('/api/school'), `${section.slug} asks for the school's settings first: ${asked.join(', ')}`).toBeLessThan(asked.indexOf('(islands)'));
        // A page whose first list depends on the day (the student's month) has none the head could ask for: only the shell's.
        const ownByHead = (earlyLists[role][section.slug] ?? []).length;
        const byHead = ownByHead + shellLists[role].length;
        expect(asked.indexOf('(islands)'), `${section.slug} asks for its lists first: ${asked.join(', ')}`).toBe(ownByHead === 0 ? byHead : lists.length);
        for (const path of shellLists[role]) expect(asked.indexOf(`/api${path}`), `${section.slug} asks for ${path} by its head`).toBeLessThan(byHead);
      }
    });
  }
});
