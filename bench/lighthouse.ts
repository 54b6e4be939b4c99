// Lighthouse's mobile preset (its default config) against every built page, five runs each (issues 10 and 29):
// performance's median and spread, the worst layout shift, accessibility, best practices and SEO, and what costs points.
// Pages are audited as a school serves them, behind a TLS reverse proxy (nginx, HTTPS with HTTP/2: the
// token must not cross a network in clear text), and straight from the app's HTTP/1.1 server beside.
// `node bench/lighthouse.ts [/student/login …]` audits only the pages named; BENCH_LIGHTHOUSE_REPORTS=dir
// keeps each run's full report (JSON, for Lighthouse's viewer) there.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import { CHROMIUM_FLAGS, chromiumPath } from '../gateway/testing/chromium.ts';
import { builtPages } from '../tests/budget/page-weight.ts';
import { describeLoad, describeMachine } from './support/machine.ts';
import { canProxyTls, withTlsProxy } from './support/nginx.ts';
import { report, type Row } from './support/report.ts';
import { addGuardian, addTutor, logIn, signUpStudent } from './support/school.ts';
import { appDir, withServer } from './support/server.ts';
import { setting } from './support/settings.ts';

const runs = setting('BENCH_LIGHTHOUSE_RUNS', 5);
/** Runs straight from the app's server beside those behind the TLS proxy, for comparison. */
const directRuns = setting('BENCH_LIGHTHOUSE_DIRECT_RUNS', 1);
/** Lighthouse sometimes loses a trace (NO_NAVSTART, NO_FCP) on a busy machine: such a run is run again. */
const ATTEMPTS = 3;
const reportsDir = process.env.BENCH_LIGHTHOUSE_REPORTS?.trim();
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** The proxy's certificate is a throwaway one for 127.0.0.1, made for the run: this browser profile trusts it. */
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS, '--ignore-certificate-errors'];

type Role = 'student' | 'tutor' | 'guardian';
type Category = (typeof CATEGORIES)[number];

/** One Lighthouse run of one page: category scores out of 100, the layout shift, and what cost points. */
interface Run {
  scores: Record<Category, number>;
  cls: number;
  /** Audits that lowered a category, with Lighthouse's figure: `largest-contentful-paint 2.6 s (0.88)`. */
  costs: string[];
}

/** Whose session a page needs: a shell page its own role's; any other page none (a login page would leave for the shell). */
function visitorOf(page: string): Role | null {
  return /^\/(student|tutor|guardian)\/home\//.exec(page)?.[1] as Role | undefined ?? null;
}

/**
 * Pages people open from a mailed or printed link whose secret follows `#`: audited so, as they
 * are reached. Opened bare, they say so in place of their form.
 */
const LINK_PAGES = new Set(['/setup', '/invite']);

/** Where a page is opened. */
function addressOf(origin: string, page: string): string {
  return LINK_PAGES.has(page) ? `${origin}${page}#link-secret` : `${origin}${page}`;
}

/** The audits of `category` that carry weight and did not score full marks. */
function costsIn(lhr: Result, category: Category): string[] {
  return (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit !== undefined && audit.score !== null && audit.score < 1)
    .map((audit) => `${category}: ${audit?.id}${audit?.displayValue ? ` ${audit.displayValue}` : ''} (${audit?.score})`);
}

/**
 * One Lighthouse run in a fresh tab: the tab stores the visitor's token (or none) where the app
 * keeps it (`localStorage.token`, src/stores/auth.ts) and empties the HTTP cache; Lighthouse then
 * leaves storage as it is, so the access guard lets the visitor in.
 */
async function auditOnce(browser: Browser, url: string, token: string | null, reportFile?: string): Promise<Run> {
  const tab = await browser.newPage();
  try {
    // Any answer of the origin gives the tab its storage; this one runs no page script.
    await tab.goto(new URL('/healthz', url).href);
    await tab.evaluate((value) => (value ? localStorage.setItem('token', value) : localStorage.removeItem('token')), token);
    const cdp = await tab.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
    const result = await lighthouse(
      url,
      {
        logLevel: 'error',
        output: 'json',
        onlyCategories: [...CATEGORIES],
        disableStorageReset: true,
        // The 404 page is answered with its status, as it should be.
        ignoreStatusCode: new URL(url).pathname === '/404',
      },
      undefined,
      tab,
    );
    const lhr = result?.lhr;
    if (!lhr || lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr?.runtimeError?.message ?? 'no result'}`);
    if (reportFile) writeFileSync(reportFile, JSON.stringify(lhr));
    const score = (category: Category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
    return {
      scores: { performance: score('performance'), accessibility: score('accessibility'), 'best-practices': score('best-practices'), seo: score('seo') },
      cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      costs: CATEGORIES.flatMap((category) => costsIn(lhr, category)),
    };
  } finally {
    await tab.close();
  }
}

/** `auditOnce`, run again (up to ATTEMPTS in all) when Lighthouse could not record the page. */
async function audit(browser: Browser, url: string, token: string | null, reportFile?: string): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditOnce(browser, url, token, reportFile);
    } catch (error) {
      if (attempt === ATTEMPTS) throw error;
      console.log(`  ${error instanceof Error ? error.message : String(error)}; running it again`);
    }
  }
}

/** The middle performance score of `pageRuns` (the lower middle of an even count). */
function medianPerformance(pageRuns: readonly Run[]): number {
  const sorted = pageRuns.map((run) => run.scores.performance).sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
}

/** `median (min–max)` of the performance scores of `pageRuns`. */
function performanceSpread(pageRuns: readonly Run[]): string {
  const performance = pageRuns.map((run) => run.scores.performance);
  return `${medianPerformance(pageRuns)} (${Math.min(...performance)}–${Math.max(...performance)})`;
}

/**
 * The table's row for one page, judged against issue 29's target (performance 100 in the median
 * of the runs, no layout shift in any) on `judged`, the runs as a school serves the app;
 * `direct`, the runs straight from the app's own HTTP/1.1 server, are given beside them.
 */
function pageRow(page: string, judged: readonly Run[], direct: readonly Run[], how: string): Row {
  const worst = (category: Category) => Math.min(...judged.map((run) => run.scores[category]));
  const maxCls = Math.max(...judged.map((run) => run.cls));
  return {
    bench: 'lighthouse',
    measure: `${page}: performance median (min–max) ${how} (${judged.length} runs) and direct (${direct.length}), max CLS, SEO, accessibility, best practices`,
    figure: `${performanceSpread(judged)}${direct.length ? ` (direct ${performanceSpread(direct)})` : ''}, CLS ${Number(maxCls.toFixed(3))}, SEO ${worst('seo')}, a11y ${worst('accessibility')}, BP ${worst('best-practices')}`,
    target: `performance 100 in the median of ${runs}, CLS 0`,
    verdict: medianPerformance(judged) === 100 && maxCls === 0 ? 'pass' : 'fail',
  };
}

/** Launches Chromium as Lighthouse's own command line does (chrome-launcher), with a profile of its own. */
async function startChrome(profile: string): Promise<LaunchedChrome> {
  return launch({ chromePath: chromiumPath, chromeFlags: CHROME_FLAGS, userDataDir: profile, logLevel: 'silent' });
}

/**
 * Audits every page `runs` times at `proxied` (or `direct` when there is no proxy), and
 * `directRuns` times at `direct` beside, in one browser of its own; the table's rows.
 */
async function auditPages(direct: string, proxied: string | undefined, tokens: Record<Role, string>): Promise<Row[]> {
  const profile = mkdtempSync(join(tmpdir(), 'bench-lighthouse-chrome-'));
  const chrome = await startChrome(profile);
  const stopChrome = () => {
    chrome.kill();
    rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
  };
  // Interrupted (the runner's time limit), the browser goes with the server.
  process.once('exit', stopChrome);
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    const auditRuns = async (page: string, origin: string, how: string, count: number): Promise<Run[]> => {
      const pageRuns: Run[] = [];
      for (let runNumber = 1; runNumber <= count; runNumber++) {
        const reportFile = reportsDir && join(reportsDir, `${page.slice(1).replaceAll('/', '_') || 'index'}-${how.replaceAll(' ', '-')}-${runNumber}.json`);
        const visitor = visitorOf(page);
        const run = await audit(browser, addressOf(origin, page), visitor && tokens[visitor], reportFile);
        pageRuns.push(run);
        const scores = CATEGORIES.map((category) => `${category} ${run.scores[category]}`).join(', ');
        console.log(`${page} ${how} run ${runNumber}/${count}: ${scores}, CLS ${run.cls}${run.costs.length ? `\n  ${run.costs.join('\n  ')}` : ''}`);
      }
      return pageRuns;
    };
    const how = proxied ? 'behind TLS' : 'direct';
    const pageRows: Row[] = [];
    let fullMedian = 0;
    let fullEveryRun = 0;
    for (const page of pages) {
      const judged = await auditRuns(page, proxied ?? direct, how, runs);
      const beside = proxied ? await auditRuns(page, direct, 'direct', directRuns) : [];
      if (medianPerformance(judged) === 100) fullMedian++;
      if (judged.every((run) => run.scores.performance === 100)) fullEveryRun++;
      pageRows.push(pageRow(page, judged, beside, how));
    }
    await browser.disconnect();
    return [
      ...pageRows,
      {
        bench: 'lighthouse',
        measure: `pages at performance 100 in the median of ${runs} runs ${how} (ref: in every run)`,
        figure: fullMedian,
        reference: fullEveryRun,
        target: `${pages.length} of ${pages.length}`,
        verdict: fullMedian === pages.length ? 'pass' : 'fail',
      },
    ];
  } finally {
    process.off('exit', stopChrome);
    stopChrome();
  }
}

const distDir = join(appDir, 'dist', 'en');
const chosen = process.argv.slice(2);
const pages = builtPages(distDir)
  .map(([page]) => page)
  .filter((page) => chosen.length === 0 || chosen.includes(page))
  .sort();
if (pages.length === 0) throw new Error(`no built pages to audit in ${distDir}${chosen.length ? ` named ${chosen.join(', ')}` : ''}`);

if (reportsDir) mkdirSync(reportsDir, { recursive: true });
console.log(`Machine: ${describeMachine()}; load average ${describeLoad()} at start (Lighthouse's CPU figures scale with it)`);
console.log(`lighthouse: ${pages.length} pages × ${runs} runs, mobile preset (simulated slow 4G, 4× CPU), Chromium ${chromiumPath ?? '(found by chrome-launcher)'}`);
const rows = await withServer(async (server): Promise<Row[]> => {
  const student = await signUpStudent(server);
  const tutorToken = await logIn(server, 'tutor', await addTutor(server));
  const tokens: Record<Role, string> = {
    student: await logIn(server, 'student', student),
    tutor: tutorToken,
    guardian: await logIn(server, 'guardian', await addGuardian(server, tutorToken, student.email)),
  };
  const tlsProxy = canProxyTls();
  console.log(
    tlsProxy
      ? `pages audited behind nginx as a TLS proxy (HTTPS, HTTP/2), as a school serves them, ${runs}× each; straight from the app (HTTP/1.1) ${directRuns}× each beside`
      : 'nginx or openssl is missing: pages audited straight from the app (HTTP/1.1) only',
  );
  const auditAll = (proxied: string | undefined) => auditPages(server.url, proxied, tokens);
  return tlsProxy ? withTlsProxy(tlsProxy, server.url, auditAll) : auditAll(undefined);
});
console.log(`load average ${describeLoad()} at the end`);
report(rows);
