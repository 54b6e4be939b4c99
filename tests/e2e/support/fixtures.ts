import { randomInt } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export { expect };

/** A `securitypolicyviolation` event, as a page of the test reported it. */
export interface CspViolation {
  /** The page's address when it happened. */
  url: string;
  directive: string;
  blocked: string;
  sample: string;
}

/** WCAG 2.2 AA, as axe tags it. */
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const REPORT_BINDING = '__studyhallCspViolation';
const MOTION_WATCH = '__studyhallMotionDuringAxe';

/**
 * Runs axe on the page as it is now and fails on any WCAG 2.2 AA violation. Pages are checked
 * after every `goto` and at the end of each test; call this for states a `goto` does not
 * reach (an open dialog, an error shown, the next step of a form).
 *
 * @example await page.getByRole('button', { name: 'Log out' }).click(); await expectAccessible(page);
 */
export async function expectAccessible(page: Page): Promise<void> {
  let check = await axeOnSettledPage(page);
  // A transition that began during the check (a toast's five seconds running out) was seen midway,
  // paler than any state the page rests in: the page is checked again once it has ended.
  if (check.moved) check = await axeOnSettledPage(page);
  expect(check.found, `accessibility of ${page.url()}`).toEqual([]);
}

/** axe's WCAG 2.2 AA violations once the page has settled, and whether anything began to move while axe ran. */
async function axeOnSettledPage(page: Page): Promise<{ found: string[]; moved: boolean }> {
  await settleThenWatchMotion(page);
  // Legacy mode runs axe in the page itself: our pages have no frames, and it spares a blank page per check.
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).setLegacyMode().analyze();
  const moved = await page.evaluate((name) => {
    const watch = (window as unknown as Record<string, MotionWatch | undefined>)[name];
    watch?.stop.abort();
    // No watch: a new document replaced the one checked, which is as good as having moved.
    return watch?.moved ?? true;
  }, MOTION_WATCH);
  const found = results.violations.map(
    (violation) => `${violation.id}: ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  return { found, moved };
}

/** Whether a transition or animation began since it was set, on the page's window under `MOTION_WATCH`. */
interface MotionWatch {
  moved: boolean;
  stop: AbortController;
}

/**
 * Waits for the islands to take over (at most 3 s: a page without script keeps them static),
 * then for running transitions and animations that end: a toast or dialog still fading in, or a
 * button leaving its disabled colour once its island runs, has less contrast than it settles at.
 * From then on it notes, in the same task, any motion that begins.
 */
async function settleThenWatchMotion(page: Page): Promise<void> {
  await page.evaluate(async (name) => {
    const deadline = Date.now() + 3000;
    while (document.querySelector('astro-island[ssr]') && Date.now() < deadline) await new Promise((done) => setTimeout(done, 50));
    // Two frames: a render the islands just made starts its transitions by then.
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const ending = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
    const watch: MotionWatch = { moved: false, stop: new AbortController() };
    (window as unknown as Record<string, MotionWatch>)[name] = watch;
    // Capture, on the document: transition and animation events fire at the element that moves.
    for (const type of ['transitionrun', 'animationstart']) {
      document.addEventListener(type, () => (watch.moved = true), { capture: true, signal: watch.stop.signal });
    }
  }, MOTION_WATCH);
}

/** True when `error` only says the page moved on while it was being checked. */
function navigatedAway(error: unknown): boolean {
  return error instanceof Error && /Execution context was destroyed|navigat|frame was detached/i.test(error.message);
}

/**
 * Checks the page once it has settled, once per path, language, viewport and hydration state in a
 * worker. A page the access guard is leaving (hidden, `location.replace` under way) is not
 * checked: where it lands is, by the next `goto` or at the end of the test.
 */
async function checkSettledPage(page: Page, checked: Set<string>): Promise<void> {
  for (let attempt = 1; attempt <= 5; attempt++) {
    try {
      const state = await page.evaluate(() => ({
        path: location.pathname,
        language: document.documentElement?.lang,
        // Mid-navigation (a redirect by the session check) the next document may not have its root yet.
        leaving: document.documentElement?.style.visibility === 'hidden',
        loaded: document.readyState === 'complete' && document.documentElement !== null,
        hydrated: !document.querySelector('astro-island[ssr]'),
      }));
      if (state.leaving || !state.path.startsWith('/')) return;
      if (!state.loaded) {
        await page.waitForLoadState('load');
        continue;
      }
      const { width, height } = page.viewportSize() ?? { width: 0, height: 0 };
      const key = `${state.path} ${state.language} ${width}x${height}${state.hydrated ? '' : ' before its islands hydrate'}`;
      if (checked.has(key)) return;
      await expectAccessible(page);
      checked.add(key);
      return;
    } catch (error) {
      if (attempt === 5 || !navigatedAway(error)) throw error;
    }
  }
}

/**
 * `test` for every browser test: each page runs under the site's real Content-Security-Policy
 * (no bypass), any `securitypolicyviolation` fails the test, and axe checks every page the test
 * visits. A test that provokes a violation on purpose takes it out of `cspViolations`.
 */
export const test = base.extend<{ cspViolations: CspViolation[]; clientAddress: string }, { checkedPages: Set<string> }>({
  checkedPages: [async ({}, use) => use(new Set()), { scope: 'worker' }],

  // Each test is a client of its own, as pupils on their own phones are, so the per-address limits
  // (the test server believes one proxy) hold each test to its own allowance.
  clientAddress: async ({}, use) => use(`10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`),
  extraHTTPHeaders: async ({ clientAddress }, use) => use({ 'X-Forwarded-For': clientAddress }),

  cspViolations: async ({}, use) => {
    const violations: CspViolation[] = [];
    await use(violations);
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  },

  context: async ({ context, cspViolations }, use) => {
    await context.exposeBinding(REPORT_BINDING, ({ page }, event: Omit<CspViolation, 'url'>) => {
      cspViolations.push({ url: page.url(), ...event });
    });
    await context.addInitScript((name) => {
      // Capture, on the document: violations fire at the element concerned, or the document itself.
      document.addEventListener(
        'securitypolicyviolation',
        (event) => {
          const report = (window as unknown as Record<string, (event: object) => void>)[name];
          report?.({ directive: event.effectiveDirective, blocked: event.blockedURI, sample: event.sample });
        },
        true,
      );
    }, REPORT_BINDING);
    await use(context);
  },

  page: async ({ page, checkedPages, javaScriptEnabled }, use, testInfo) => {
    // axe runs inside the page, so it needs scripts; no-script.spec checks that markup with its islands held back.
    if (!javaScriptEnabled) return use(page);
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      // `commit` stops before the page is built: the test wants that moment, not a settled page.
      if (options?.waitUntil !== 'commit') await checkSettledPage(page, checkedPages);
      return response;
    };
    await use(page);
    if (testInfo.status === testInfo.expectedStatus && !page.isClosed()) await checkSettledPage(page, checkedPages);
  },
});
