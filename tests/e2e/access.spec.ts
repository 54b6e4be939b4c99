import { setupText } from '../../contract/strings/setup.ts';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { addTutor, apiToken, signUpStudent, storeToken } from './support/school.ts';

test.describe('without a stored token', () => {
  for (const path of ['/student/home/home', '/student/home/profile', '/tutor/home/home', '/tutor/home/students']) {
    test(`${path} sends the visitor to /`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL('/');
      await expect(page.getByRole('heading', { name: 'Tutor or Student?' })).toBeVisible();
    });
  }

  test('an expired token counts as none', async ({ page }) => {
    const payload = Buffer.from(JSON.stringify({ name: 'old', position: 'student', aud: 'x', exp: 1 })).toString('base64url');
    await storeToken(page, `eyJhbGciOiJIUzI1NiJ9.${payload}.sig`);
    await page.goto('/student/home/home');
    await expect(page).toHaveURL('/');
  });

  test('the logins and sign-up stay where they are', async ({ page }) => {
    for (const path of ['/student/login', '/tutor/login', '/student/signup']) {
      await page.goto(path);
      await expect(page).toHaveURL(path);
    }
  });
});

const roles = [
  {
    role: 'student',
    home: '/student/home/home',
    title: 'Home',
    token: async (request: APIRequestContext) => apiToken(request, 'student', await signUpStudent(request)),
    sentHome: ['/tutor/home/home', '/tutor/home/attendence', '/home-student/home', '/student/home', '/student/login', '/student/signup'],
    staysOn: '/tutor/login',
  },
  {
    role: 'tutor',
    home: '/tutor/home/home',
    title: 'Dashboard',
    token: (request: APIRequestContext) => apiToken(request, 'tutor', addTutor()),
    sentHome: ['/student/home/home', '/student/home/tasks', '/tutor/home', '/tutor/login', '/student/signup'],
    staysOn: '/student/login',
  },
] as const;

for (const { role, home, title, token, sentHome, staysOn } of roles) {
  test.describe(`with a ${role} token`, () => {
    test.beforeEach(async ({ page, request }) => {
      await storeToken(page, await token(request));
    });

    for (const path of sentHome) {
      test(`${path} leads to ${home}`, async ({ page }) => {
        await page.goto(path);
        await expect(page).toHaveURL(home);
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      });
    }

    test(`${staysOn} stays`, async ({ page }) => {
      await page.goto(staysOn);
      await expect(page).toHaveURL(staysOn);
    });
  });
}

test('the wrong area is hidden from the first paint while the guard redirects', async ({ page, request }) => {
  await storeToken(page, await apiToken(request, 'tutor', addTutor()));
  // A 204 for the target cancels the redirect, freezing the student page just after the guard ran.
  await page.route('**/tutor/home/home', (route) => route.fulfill({ status: 204 }));
  const cancelled = page.waitForRequest('**/tutor/home/home');
  await page.goto('/student/home/home', { waitUntil: 'commit' });
  await cancelled;
  await expect.poll(() => page.evaluate(() => document.documentElement.style.visibility)).toBe('hidden');
  await expect(page).toHaveURL('/student/home/home');
  await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
});

test.describe('HTTP redirects', () => {
  for (const [path, target] of [
    ['/student/home', '/student/home/home'],
    ['/tutor/home', '/tutor/home/home'],
    ['/home-student/home', '/student/home/home'],
  ] as const) {
    test(`${path} answers a redirect to ${target}`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers().location).toBe(target);
    });
  }
});

test('the landing page offers both logins and loads no island: only the inline check whether the school is new and the footer’s language list', async ({ page }) => {
  // Scripts the landing page itself asks for (the logins it leads to have theirs).
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && new URL(request.frame().url()).pathname === '/') scripts.push(request.url());
  });
  // A school with a tutor: the note for a new school stays hidden.
  addTutor();
  const asked = page.waitForResponse('/api/setup');
  await page.goto('/');
  expect(await (await asked).json()).toEqual({ needed: false });
  await expect(page.getByText(setupText.emptySchool)).toBeHidden();
  await page.getByRole('link', { name: /Student\?/ }).click();
  await expect(page).toHaveURL('/student/login');
  await page.goBack();
  await page.getByRole('link', { name: /Tutor\?/ }).click();
  await expect(page).toHaveURL('/tutor/login');
  // The language list's few lines and the small chunk they share with every page (decision 028), nothing more.
  expect(scripts.map((url) => new URL(url).pathname)).toEqual(
    expect.arrayContaining([expect.stringMatching(/^\/_astro\/SiteFooter\.astro_astro_type_script_index_0_lang\.[\w-]+\.js$/)]),
  );
  expect(scripts.every((url) => /^\/_astro\/(SiteFooter\.astro_astro_type_script_index_0_lang|language)\.[\w-]+\.js$/.test(new URL(url).pathname))).toBe(true);
  await page.goto('/');
  await expect(page.locator('astro-island')).toHaveCount(0);
  await expect(page.locator('script')).toHaveCount(2);
  await expect(page.locator('script[src]')).toHaveCount(1);
});
