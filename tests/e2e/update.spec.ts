import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../gateway/testing/free-port.ts';
import { writeServiceWorker } from '../../src/integrations/service-worker.ts';
import { serveBuiltSite, type BuiltSite } from './support/built-site.ts';
import { toast } from './support/content.ts';
import { expect, expectAccessible, test } from './support/fixtures.ts';
import { workerInControl } from './support/offline.ts';

test.use({ serviceWorkers: 'allow' });

const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));
/** The English build: the built-site server serves it to a reader who chose no language. */
const ENGLISH = 'en';
const LOGIN_PAGE = join(ENGLISH, 'student', 'login', 'index.html');
/** The student login's heading as built, and as the next release words it. */
const OLD_HEADING = 'LOGIN';
const NEW_HEADING = 'LOGIN (new)';

/*
 * Two releases of the site, A and B, differing in one string a person sees. The test copies
 * dist/ rather than building twice: what a release gives the browser is its files plus the
 * worker with its precache list (each file's revision), and writeServiceWorker is the very step
 * of the build that makes those, so B is A with one page changed and that step run again. A
 * second real build would need a changed source file, in a tree others work in, and dist/
 * itself stays untouched for the other specs' server.
 */
let folder: string;
let releaseA: string;
let releaseB: string;

test.beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'studyhall-update-'));
  releaseA = join(folder, 'a');
  releaseB = join(folder, 'b');
  await cp(DIST, releaseA, { recursive: true });
  await cp(DIST, releaseB, { recursive: true });

  const page = join(releaseB, LOGIN_PAGE);
  const html = await readFile(page, 'utf8');
  const heading = `>${OLD_HEADING}</h1>`;
  if (html.split(heading).length !== 2) throw new Error(`${LOGIN_PAGE} has no single <h1> reading ${OLD_HEADING}: the build changed, update this spec`);
  await writeFile(page, html.replace(heading, `>${NEW_HEADING}</h1>`));
  // The build's compressed copies of the old page, and of the old worker once it is rewritten
  // below, would be served in their place to a browser that accepts br or gzip: without them
  // the gateway sends the plain files.
  for (const stale of [LOGIN_PAGE, join(ENGLISH, 'sw.js')]) {
    await Promise.all(['.br', '.gz'].map((suffix) => rm(join(releaseB, stale + suffix))));
  }
  await writeServiceWorker(join(releaseB, ENGLISH));
});

test.afterAll(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
});

test('a student with the app open gets the new release: the old page until they choose Reload on the toast, then the new one', async ({ page }) => {
  const heading = page.getByRole('heading', { level: 1 });
  const notifications = page.getByRole('region', { name: /^Notifications/ });
  const newVersion = toast(page, 'A new version is ready');
  const reload = notifications.getByRole('button', { name: 'Reload', exact: true });

  // Both releases on one origin: the worker, its precache and the update belong to the origin.
  const port = await freePort();
  let site: BuiltSite | undefined = await serveBuiltSite(releaseA, port);
  try {
    await page.goto(`${site.url}/student/login`);
    await workerInControl(page);
    await expect(heading).toHaveText(OLD_HEADING);

    await site.close();
    // Not closed twice by `finally` should B fail to start.
    site = undefined;
    site = await serveBuiltSite(releaseB, port);

    // The navigation itself makes the browser check /sw.js: B's worker installs and waits, and
    // the page still comes from A's precache.
    const second = await page.goto(`${site.url}/student/login`);
    expect(second?.fromServiceWorker(), 'the page came from the worker').toBe(true);
    // B's worker precaches the whole site before it waits: on a busy machine that takes a while.
    await expect(newVersion).toBeVisible({ timeout: 15_000 });
    await expect(reload).toBeVisible();
    await expect(heading).toHaveText(OLD_HEADING);
    await expect(page.getByText(NEW_HEADING)).toHaveCount(0);
    await expectAccessible(page);

    await reload.click();
    await expect(heading).toHaveText(NEW_HEADING);
    // The new worker answers now: nothing waits, so the page offers no other version.
    await expect(newVersion).toHaveCount(0);
    await expectAccessible(page);
  } finally {
    await site?.close();
  }
});
