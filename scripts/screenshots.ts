// `node scripts/screenshots.ts`: the README's phone screenshots — the student's Home and a tutor's
// class register, in English and in Arabic — taken from a small demo school in real Chromium at
// 360 × 740. Needs a build (`npm run build`) and Debian's chromium; writes docs/screenshots/.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from '@playwright/test';
import { LANGUAGE_COOKIE, type Language } from '../contract/languages.ts';
import { DEMO_PASSWORDS } from '../gateway/demo/accounts.ts';
import { openStore, type PagePosition } from '../gateway/db/index.ts';
import { CHROMIUM_FLAGS, chromiumPath } from '../gateway/testing/chromium.ts';
import { freePort } from '../gateway/testing/free-port.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = join(root, 'docs', 'screenshots');
const LANGUAGES_SHOWN: readonly Language[] = ['en', 'ar'];

const dataDir = mkdtempSync(join(tmpdir(), 'studyhall-screenshots-'));
const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' };
const made = spawnSync(process.execPath, ['gateway/cli/demo.ts', '--students', '120'], { cwd: root, env, stdio: 'inherit' });
if (made.status !== 0) throw new Error('the demo school could not be made');

/** The first demo account of `position`, as `tests/e2e/support/demo-school.ts` finds it. */
async function firstEmail(position: PagePosition): Promise<string> {
  const store = await openStore(dataDir);
  try {
    const [user] = await store.users.listByPosition(position);
    if (!user) throw new Error(`the demo school has no ${position}`);
    return user.email;
  } finally {
    await store.close();
  }
}
const emails = { student: await firstEmail('student'), tutor: await firstEmail('tutor') };

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['gateway/server.ts'], { cwd: root, env: { ...env, PORT: String(port), HOST: '127.0.0.1' }, stdio: 'inherit' });
let browser: Browser | undefined;
try {
  await waitFor(`${base}/healthz`);
  browser = await chromium.launch({ executablePath: chromiumPath, args: [...CHROMIUM_FLAGS] });
  const tokens = { student: await logIn('student'), tutor: await logIn('tutor') };
  const register = await registerAddress(tokens.tutor);
  for (const language of LANGUAGES_SHOWN) {
    await shoot(browser, language, tokens.student, '/student/home/home', `student-home-${language}.png`);
    await shoot(browser, language, tokens.tutor, register, `tutor-register-${language}.png`);
  }
} finally {
  await browser?.close();
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}

async function waitFor(url: string): Promise<void> {
  for (let tries = 0; tries < 100; tries += 1) {
    if (await fetch(url).then((response) => response.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer`);
}

async function logIn(position: PagePosition): Promise<string> {
  const response = await fetch(`${base}/api/${position}/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: emails[position], password: DEMO_PASSWORDS[position] }),
  });
  const { token } = (await response.json()) as { token: string };
  return token;
}

/** The register of the tutor's first class on the last school day the demo has a register for. */
async function registerAddress(token: string): Promise<string> {
  const headers = { Authorization: `Bearer ${token}` };
  const { classes } = (await (await fetch(`${base}/api/tutor/home/classes`, { headers })).json()) as { classes: { _id: string }[] };
  const [first] = classes;
  if (!first) throw new Error('the demo tutor has no class');
  for (let back = 1; back < 14; back += 1) {
    const day = new Date(Date.now() - back * 86_400_000).toISOString().slice(0, 10);
    const answer = await fetch(`${base}/api/tutor/home/classes/${first._id}/register/${day}`, { headers });
    if (answer.ok && ((await answer.json()) as { taken: boolean }).taken) return `/tutor/home/attendence?class=${first._id}&day=${day}`;
  }
  return `/tutor/home/attendence?class=${first._id}`;
}

async function shoot(on: Browser, language: Language, token: string, path: string, file: string): Promise<void> {
  const context = await on.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 });
  await context.addCookies([{ name: LANGUAGE_COOKIE, value: language, url: base }]);
  await context.addInitScript((stored) => localStorage.setItem('token', stored), token);
  const page = await context.newPage();
  await page.goto(`${base}${path}`);
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: join(out, file) });
  await context.close();
  console.log(`docs/screenshots/${file}`);
}
