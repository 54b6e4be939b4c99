import type { Page } from '@playwright/test';
import { appManifest } from '../../src/pwa/app-manifest.ts';
import { expect, expectAccessible, test } from './support/fixtures.ts';
import { workerInControl } from './support/offline.ts';

test.use({ serviceWorkers: 'allow' });

/** What Chrome itself says of the page: why it could not be installed, and the manifest as it read it. */
async function chromeInstallCheck(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    const { url, errors, manifest } = await cdp.send('Page.getAppManifest', {});
    return { installabilityErrors, url, errors, manifest };
  } finally {
    await cdp.detach();
  }
}

for (const { role, path } of [
  { role: 'student', path: '/student/login' },
  { role: 'tutor', path: '/tutor/login' },
] as const) {
  test(`Chrome can install the ${role} app from ${path}`, async ({ playwright, launchOptions, baseURL, extraHTTPHeaders }, testInfo) => {
    // Chrome installs nothing from an incognito profile ('in-incognito'), and every context of a
    // launched browser is one: a persistent context is a person's ordinary profile.
    const profile = testInfo.outputPath('profile');
    const context = await playwright.chromium.launchPersistentContext(profile, { ...launchOptions, baseURL, extraHTTPHeaders, serviceWorkers: 'allow' });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto(path);
      // Chrome's criteria may ask for a worker that answers fetches: wait until one does.
      await workerInControl(page);
      await expectAccessible(page);
      const expected = appManifest(role);
      const check = await chromeInstallCheck(page);
      expect(check.installabilityErrors).toEqual([]);
      expect(check.url).toBe(new URL(`/${role}.webmanifest`, baseURL).href);
      expect(check.errors).toEqual([]);
      expect(check.manifest.name).toBe(expected.name);
      expect(check.manifest.startUrl).toBe(new URL(expected.start_url, baseURL).href);
      expect(check.manifest.id).toBe(new URL(expected.id, baseURL).href);
    } finally {
      await context.close();
    }
  });
}

test('the landing page neither registers the worker nor fetches it', async ({ page, context }) => {
  // The context's requests: the browser's fetch of a worker's script is not the page's (page.on('request') never sees it).
  const workerRequests: string[] = [];
  context.on('request', (request) => {
    if (new URL(request.url()).pathname === '/sw.js') workerRequests.push(request.url());
  });
  await page.goto('/', { waitUntil: 'load' });
  // The logins register it once idle after load: give the landing page as long.
  await page.waitForTimeout(1000);
  const registration = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()) === undefined ? 'none' : 'registered');
  expect(registration).toBe('none');
  expect(workerRequests).toEqual([]);
});
