import { randomBytes } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures.ts';
import { addAdmin, classWithRoster, signUpPupil } from './support/attendance.ts';
import { uniqueTitle } from './support/content.ts';
import { today } from './support/date-picker.ts';
import { acceptedGuardian } from './support/guardians.ts';
import { monthDayYear } from './support/notices.ts';
import { addTutor, apiToken, fillSignupForm, islandsReady, newAccount, storeToken } from './support/school.ts';

// Pupils' phones parse a page more slowly than the test machine, and their HTML arrives in
// pieces: the browser paints the page half-built, then the rest. Nothing painted may move
// (Lighthouse's mobile preset slows the CPU 4× too, and counted up to 0.2 of layout shift here).
const CPU_SLOWDOWN = 4;
/** A slow mobile connection, 40 ms round trips at 400 kbit/s: the HTML arrives over several frames. */
const NETWORK = { offline: false, latency: 40, downloadThroughput: 50_000, uploadThroughput: 50_000 };

const formPages = ['/student/signup', '/student/login', '/tutor/login'] as const;
const viewports = { phone: { width: 360, height: 740 }, desktop: { width: 1280, height: 720 } } as const;

/** A layout shift the visitor did not cause, and what moved. */
interface Shift {
  value: number;
  moved: string[];
}

const SHIFTS = '__studyhallLayoutShifts';

/** Slows the page's processor and connection from its next navigation on (Chromium's own emulation). */
async function slowDown(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
}

/** Collects, from each document's start, the layout shifts not caused by the visitor's input. */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript((key) => {
    const shifts: Shift[] = [];
    const describe = (rect: DOMRectReadOnly) => `${Math.round(rect.x)},${Math.round(rect.y)} ${Math.round(rect.width)}×${Math.round(rect.height)}`;
    // Typed by hand: TypeScript's DOM library has no LayoutShift yet.
    type LayoutShift = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    };
    const take = (entries: PerformanceEntryList) => {
      for (const entry of entries as LayoutShift[]) {
        if (entry.hadRecentInput) continue;
        const moved = entry.sources.map((source) => {
          const node = source.node instanceof Element ? source.node : source.node?.parentElement;
          const name = node ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}` : 'a removed node';
          return `${name} from ${describe(source.previousRect)} to ${describe(source.currentRect)}`;
        });
        shifts.push({ value: entry.value, moved });
      }
    };
    const observer = new PerformanceObserver((list) => take(list.getEntries()));
    // Buffered: shifts before this script ran (none should be) are reported too.
    observer.observe({ type: 'layout-shift', buffered: true });
    Object.assign(window, { [key]: { shifts, flush: () => take(observer.takeRecords()) } });
  }, SHIFTS);
}

/** Every shift recorded so far, once the page is idle and has painted its last frame. */
async function shiftsSoFar(page: Page): Promise<Shift[]> {
  return page.evaluate(async (key) => {
    await new Promise((done) => requestIdleCallback(done, { timeout: 2000 }));
    // A shift is reported with the frame that paints it.
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const recorder = (window as unknown as Record<string, { shifts: Shift[]; flush: () => void }>)[key];
    recorder?.flush();
    return recorder?.shifts ?? [];
  }, SHIFTS);
}

/** Holds the school's classes back until `first` has come, as a busy server may answer them. */
async function classesAfter(page: Page, first: Promise<void>): Promise<void> {
  await page.route(
    (url) => url.pathname === '/api/tutor/home/classes',
    async (route) => {
      await first;
      await route.continue();
    },
  );
}

/** Opens `path` slowed down, waits until its islands are alive and its lists have come, and expects no shift at all. */
async function expectNoShiftOpening(page: Page, path: string): Promise<void> {
  await recordShifts(page);
  await slowDown(page);
  // The fixture checks the page with axe once it has loaded (and its islands have hydrated).
  await page.goto(path);
  await islandsReady(page);
  await page.waitForLoadState('networkidle');
  const shifts = await shiftsSoFar(page);
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
  expect(total, `layout shift without input: ${JSON.stringify(shifts, null, 1)}`).toBe(0);
}

for (const [device, viewport] of Object.entries(viewports)) {
  test.describe(`on a slow ${device}`, () => {
    test.use({ viewport });

    for (const path of formPages) {
      test(`${path} does not move while it loads and its form comes alive`, async ({ page }) => {
        await expectNoShiftOpening(page, path);
      });
    }
  });
}

test.describe('the unsubscribe page on a slow phone', () => {
  test.use({ viewport: viewports.phone });

  test('opened bare, says the link is incomplete without moving anything', async ({ page }) => {
    await expectNoShiftOpening(page, '/unsubscribe');
    await expect(page.getByRole('status')).toHaveText('This unsubscribe link is incomplete. Copy the whole link from the e-mail.');
  });

  test('opened from a mail, shows what the link stops and its button without moving anything', async ({ page }) => {
    await page.route('**/api/unsubscribe?*', (route) => route.fulfill({ json: { kind: 'weekly', subscribed: true } }));
    await expectNoShiftOpening(page, '/unsubscribe#a-token');
    await expect(page.getByRole('button', { name: 'Stop the weekly e-mail digest', exact: true })).toBeVisible();
  });
});

/**
 * Pages whose lists arrive after the first paint, each once shown a different height by its
 * skeleton (Lighthouse saw up to 0.023): the footer, the password form below a digest's switch, a
 * child's links below today's status, a form below its audience picker, an admin's list below the
 * action that appears beside its heading, the students below a row whose Classes line grew.
 */
const shellPages = [
  ['student', '/student/home/attendence'],
  ['student', '/student/home/profile'],
  ['guardian', '/guardian/home/home'],
  ['guardian', '/guardian/home/attendence'],
  ['guardian', '/guardian/home/account'],
  ['tutor', '/tutor/home/announcements'],
  ['tutor', '/tutor/home/classes'],
  ['tutor', '/tutor/home/assignments'],
  ['tutor', '/tutor/home/students'],
  ['tutor who is not an admin', '/tutor/home/students'],
  ['tutor', '/tutor/home/tutors'],
  ['tutor who is not an admin', '/tutor/home/tutors'],
  ['tutor who is not an admin', '/tutor/home/classes'],
] as const;

test.describe('a shell on a slow phone', () => {
  test.use({ viewport: viewports.phone });
  const tokens = { student: '', guardian: '', tutor: '', 'tutor who is not an admin': '' };
  const classNames: string[] = [];
  const classIds: string[] = [];
  let pupilName = '';

  test.beforeAll(async ({ request }) => {
    const tutorToken = await apiToken(request, 'tutor', addAdmin());
    tokens.tutor = tutorToken;
    tokens['tutor who is not an admin'] = await apiToken(request, 'tutor', addTutor());
    const pupil = await signUpPupil(request, tutorToken, 'meera');
    pupilName = pupil.fullName;
    tokens.student = await apiToken(request, 'student', pupil);
    tokens.guardian = await apiToken(request, 'guardian', await acceptedGuardian(request, tutorToken, [pupil]));
    // Classes whose rows fill the screen, whatever the other tests have made.
    for (const form of ['7', '8', '9']) {
      classNames.push(`${form} ${randomBytes(3).toString('hex')} Upper School Sciences`);
      classIds.push(await classWithRoster(request, tutorToken, classNames.at(-1) as string, [], [pupil]));
    }
  });

  // An admin's rows carry more buttons: the list is held until the server has said whether the tutor is one.
  test('/tutor/home/classes of an admin does not move when the profile comes after the list', async ({ page }) => {
    await page.route('**/api/tutor/home/profile?*', async (route) => {
      await new Promise((done) => setTimeout(done, 5000));
      await route.continue();
    });
    await storeToken(page, tokens.tutor);
    await expectNoShiftOpening(page, '/tutor/home/classes');
    await expect(page.getByRole('button', { name: /^Archive: / }).first()).toBeVisible();
  });

  test('/tutor/home/students does not move when the classes come after the students', async ({ page }) => {
    const students = Promise.withResolvers<void>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname === '/api/tutor/home/students' && url.searchParams.get('q') === pupilName) students.resolve();
    });
    await classesAfter(page, students.promise);
    await storeToken(page, tokens.tutor);
    await expectNoShiftOpening(page, `/tutor/home/students?q=${encodeURIComponent(pupilName)}`);
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: pupilName, exact: true }) });
    await expect(row).toContainText(`Classes: ${classNames.join(', ')}`);
  });

  test('/tutor/home/events?mode=all does not move when the classes come after the events', async ({ page, request }) => {
    const event = uniqueTitle('Choir practice');
    const made = await request.post('/api/tutor/home/events', {
      headers: { Authorization: `Bearer ${tokens.tutor}` },
      data: { event, club: 'Music club', description: 'In the hall.', date: ` ${monthDayYear(today())}`, classes: classIds },
    });
    expect(made.status(), await made.text()).toBe(201);
    const events = Promise.withResolvers<void>();
    // Only this event, whatever the other tests have made: its row is on the first page.
    await page.route(
      (url) => url.pathname === '/api/tutor/home/events',
      async (route) => {
        const answer = await route.fetch();
        const { events: all } = (await answer.json()) as { events: { event: string }[] };
        await route.fulfill({ response: answer, json: { events: all.filter((each) => each.event === event) } });
        events.resolve();
      },
    );
    await classesAfter(page, events.promise);
    await storeToken(page, tokens.tutor);
    await expectNoShiftOpening(page, '/tutor/home/events?mode=all');
    const row = page.getByRole('row').filter({ hasText: event });
    for (const name of classNames) await expect(row).toContainText(name);
  });

  for (const role of ['tutor', 'tutor who is not an admin'] as const) {
    test(`/tutor/home/students of a ${role} keeps its filters in place when the server says whether they are an admin`, async ({ page }) => {
      const profile = Promise.withResolvers<void>();
      await page.route('**/api/tutor/home/profile?*', async (route) => {
        await profile.promise;
        await route.continue();
      });
      await storeToken(page, tokens[role]);
      await page.goto('/tutor/home/students');
      await islandsReady(page);
      const search = page.getByRole('searchbox', { name: 'Search', exact: true });
      await expect(search).toBeVisible();
      const before = await search.boundingBox();
      const answered = page.waitForResponse((response) => response.url().includes('/api/tutor/home/profile?'));
      profile.resolve();
      await answered;
      await expect(page.getByRole('button', { name: 'Import students', exact: true })).toHaveCount(role === 'tutor' ? 1 : 0);
      expect(await search.boundingBox()).toEqual(before);
    });
  }

  test('/tutor/home/school shows an admin the form, never the read-only settings first', async ({ page }) => {
    const profile = Promise.withResolvers<void>();
    await page.route('**/api/tutor/home/profile?*', async (route) => {
      await profile.promise;
      await route.continue();
    });
    await storeToken(page, tokens.tutor);
    const settings = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/school');
    await page.goto('/tutor/home/school');
    await settings;
    await islandsReady(page);
    await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'Loading…' })).toBeVisible();
    profile.resolve();
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
  });

  for (const [role, path] of shellPages) {
    test(`${path} of a ${role} does not move while its lists load`, async ({ page }) => {
      await storeToken(page, tokens[role]);
      await expectNoShiftOpening(page, path);
      await expect(page.getByRole('status').filter({ hasText: 'Loading…' }), 'every list has come').toHaveCount(0);
    });
  }
});

/** Where the heading and what is above it are drawn. */
async function boxesAbove(page: Page): Promise<unknown[]> {
  const above: Locator[] = [page.getByRole('link', { name: 'Back to login' }), page.getByRole('heading', { level: 1, name: 'SIGN UP' })];
  return Promise.all(above.map((locator) => locator.boundingBox()));
}

test.describe('the sign-up stages', () => {
  test.use({ viewport: viewports.phone });

  test('change only the card below its heading: the back link and the heading stay put', async ({ page }) => {
    await page.goto('/student/signup');
    await islandsReady(page);
    const atFirst = await boxesAbove(page);

    await fillSignupForm(page, newAccount('latif rao'));
    await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
    expect(await boxesAbove(page), 'the code stage').toEqual(atFirst);

    // The loading stage lasts as long as the server takes to confirm: held open until measured.
    const measured = Promise.withResolvers<void>();
    await page.route('**/api/student/otp', async (route) => {
      await measured.promise;
      await route.fulfill({ status: 400, json: { message: 'Invalid OTP' } });
    });
    await page.getByLabel('Code').fill('000000');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('region', { name: 'SIGN UP' }).getByRole('status')).toHaveText('Creating your account…');
    expect(await boxesAbove(page), 'the loading stage').toEqual(atFirst);
    await expectAccessible(page);
    measured.resolve();

    // A wrong code keeps the code stage, which says so.
    await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText('Your Otp is Wrong');
    expect(await boxesAbove(page), 'the code stage again, with its message').toEqual(atFirst);
    await expectAccessible(page);
  });
});
