import { readMail as readEml } from '../../../gateway/testing/read-mail.ts';
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { openStore } from '../../../gateway/db/index.ts';

/** The running server's data folder (see playwright.config.ts); a spec with a school of its own passes its server's instead. */
const dataDir = (): string => process.env.E2E_DATA_DIR ?? '';

export interface Account {
  fname: string;
  email: string;
  password: string;
  contact: string;
}

/** A fresh account, unique across parallel tests. */
export function newAccount(fname = 'asha rao'): Account {
  return { fname, email: `${fname.split(' ')[0]}-${randomBytes(5).toString('hex')}@school.test`, password: 'Secret#123', contact: '9876543210' };
}

/**
 * The newest mail to `email` that `matches`, read from the outbox as a person reads mail; `timeout`: for mail another process queued, which the server's worker finds within its 5 s poll;
 * `directory`: the data folder of another server than the tests' own (the demo school's).
 */
export async function readMail(email: string, matches: (mail: string) => boolean, timeout?: number, directory = dataDir()): Promise<string> {
  const outbox = join(directory, 'outbox');
  let found: string | undefined;
  await expect
    .poll(() => {
      // The first mail of a run creates the outbox.
      if (!existsSync(outbox)) return undefined;
      found = readdirSync(outbox, { withFileTypes: true })
        .filter((entry) => entry.isFile() && entry.name.endsWith('.eml'))
        .map((entry) => entry.name)
        .sort()
        .map((name) => decoded(readFileSync(join(outbox, name), 'utf8')))
        .filter((mail) => mail.includes(`To: ${email}`) && matches(mail))
        .at(-1);
      return found !== undefined;
    }, { message: `a mail to ${email}`, timeout })
    .toBe(true);
  return found as string;
}

/** A mail's headers as written and its text as a reader sees it: a Hindi or Arabic mail's text comes base64. */
function decoded(eml: string): string {
  const split = eml.indexOf('\n\n');
  return `${split < 0 ? eml : eml.slice(0, split)}\n\n${readEml(eml).text}`;
}

/** A mail's text as a reader shows it: quoted-printable's soft line breaks undone, so a long link is whole again. */
const unwrapped = (mail: string) => mail.replaceAll('=\n', '');

/** The one-time link of the newest invitation or reset mail to `email`, as the path and `#secret` a person opens; `directory` as for `readMail`. */
export async function readMailedLink(email: string, directory?: string): Promise<string> {
  const mail = unwrapped(await readMail(email, (text) => unwrapped(text).includes('/invite#'), undefined, directory));
  const link = new URL(/^(https?:\/\/\S+\/invite#[\w-]{43})$/m.exec(mail)?.[1] ?? 'about:blank');
  return `${link.pathname}${link.hash}`;
}

/** The sign-up code in the newest mail to `email` that has one. */
export async function readSignupCode(email: string, dataFolder = dataDir()): Promise<string> {
  const mail = await readMail(email, (text) => /^\d{6}$/m.test(text), undefined, dataFolder);
  return /^(\d{6})$/m.exec(mail)?.[1] as string;
}

/** A student made through the API's sign-up calls (the UI flow has its own test). */
export async function signUpStudent(request: APIRequestContext, account = newAccount(), dataFolder = dataDir()): Promise<Account> {
  expect((await request.post('/api/student/signup', { data: { email: account.email, contact: account.contact } })).status()).toBe(200);
  const otp = await readSignupCode(account.email, dataFolder);
  expect((await request.post('/api/student/otp', { data: { ...account, otp } })).status()).toBe(201);
  return account;
}

/**
 * Makes `account` one of the school's admins, as the school's first tutor is: tests share one
 * school, so which tutor came first is not a test's to know. Answers the account.
 */
export function makeAdmin(account: Account, dataFolder = dataDir()): Account {
  const database = new DatabaseSync(join(dataFolder, 'studyhall.sqlite'), { timeout: 5000 });
  try {
    database.prepare('UPDATE users SET admin = 1 WHERE email = ?').run(account.email);
  } finally {
    database.close();
  }
  return account;
}

/** A tutor made the way a school admin does it: the command-line tool. */
export function addTutor(account = newAccount('mrs rao'), dataFolder = dataDir()): Account {
  execFileSync(
    process.execPath,
    ['gateway/cli/tutor.ts', 'add', '--email', account.email, '--name', account.fname, '--contact', account.contact],
    { env: { ...process.env, DATA_DIR: dataFolder, TUTOR_PASSWORD: account.password }, stdio: 'pipe' },
  );
  return account;
}

export async function apiToken(request: APIRequestContext, role: 'student' | 'tutor' | 'guardian', account: Account): Promise<string> {
  const response = await request.post(`/api/${role}/login`, { data: { email: account.email, password: account.password } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** Starts the page with `token` already stored, as after an earlier login. */
export async function storeToken(page: Page, token: string): Promise<void> {
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('e2e-token-set')) {
      localStorage.setItem('token', value);
      sessionStorage.setItem('e2e-token-set', '1');
    }
  }, token);
}

export async function setBlocked(email: string, blocked: boolean): Promise<void> {
  const store = await openStore(dataDir());
  try {
    const user = await store.users.findByEmail(email);
    if (!user) throw new Error(`no user ${email}`);
    await store.users.setBlocked(user._id, blocked, new Date());
  } finally {
    await store.close();
  }
}

/** Fills the sign-up form with `account` and asks for the code, as a person would. */
export async function fillSignupForm(page: Page, account: Account): Promise<void> {
  await page.goto('/student/signup');
  await page.getByLabel('Full Name').fill(account.fname);
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm Password').fill(account.password);
  await page.getByLabel('Contact').fill(account.contact);
  await page.getByRole('button', { name: 'Sign Up' }).click();
}

/** Logs in through the login page, as a person would. */
export async function logIn(page: Page, role: 'student' | 'tutor', account: Account): Promise<void> {
  await page.goto(`/${role}/login`);
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(`/${role}/home/home`);
}

/** Waits until every island on the page has hydrated (Astro drops their `ssr` mark). */
export async function islandsReady(page: Page): Promise<void> {
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

/**
 * Logs in through the API in the page's own context, so the browser gets the login's HttpOnly
 * file cookie (download links work) as after the login page, and starts with the token stored.
 * Quicker than `logIn` where the login page itself is not what a test is about.
 */
export async function logInWithFiles(page: Page, role: 'student' | 'tutor', account: Account): Promise<string> {
  // page.request shares the browser context's cookies: the file cookie lands where the links need it.
  const token = await apiToken(page.request, role, account);
  await storeToken(page, token);
  return token;
}
