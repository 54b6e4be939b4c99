import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { call } from './http.ts';
import { appDir, serverEnv, type RunningServer } from './server.ts';

const run = promisify(execFile);

export interface Account {
  fname: string;
  email: string;
  password: string;
  contact: string;
}

/** A fresh account; `label` starts its address so a run's mails are easy to tell apart. */
export function newAccount(label = 'asha'): Account {
  return { fname: 'Asha Rao', email: `${label}-${randomBytes(5).toString('hex')}@school.test`, password: 'Secret#123', contact: '9876543210' };
}

/** How long a code may take to reach the outbox: the mail queue's worker sends it within a second of being woken. */
const CODE_MAIL_WAIT_MS = 5_000;

/** The code in the newest mail to `email` in the outbox, if one is there yet. */
function codeInOutbox(server: RunningServer, email: string): string | undefined {
  const outbox = join(server.dataDir, 'outbox');
  if (!existsSync(outbox)) return undefined;
  const newestFirst = readdirSync(outbox).filter((name) => name.endsWith('.eml')).sort().reverse();
  for (const name of newestFirst) {
    const mail = readFileSync(join(outbox, name), 'utf8');
    if (!mail.includes(`To: ${email}`)) continue;
    const code = /^(\d{6})$/m.exec(mail)?.[1];
    if (code) return code;
  }
  return undefined;
}

/** The code mailed to `email`, read as a person reads mail once it arrives (the server queues it, then sends it). */
export async function readSignupCode(server: RunningServer, email: string): Promise<string> {
  const deadline = Date.now() + CODE_MAIL_WAIT_MS;
  for (;;) {
    const code = codeInOutbox(server, email);
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`no sign-up code mailed to ${email} within ${CODE_MAIL_WAIT_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** How many mails the server has written to its outbox so far. */
export function countMails(server: RunningServer): number {
  try {
    return readdirSync(join(server.dataDir, 'outbox')).filter((name) => name.endsWith('.eml')).length;
  } catch {
    return 0;
  }
}

/** A student made the way a student does it: code asked for, read from the mail, confirmed. */
export async function signUpStudent(server: RunningServer, account = newAccount()): Promise<Account> {
  const asked = await call(`${server.url}/api/student/signup`, { email: account.email, contact: account.contact });
  if (asked.status !== 200) throw new Error(`sign-up of ${account.email} answered ${asked.status}: ${JSON.stringify(asked.body)}`);
  const otp = await readSignupCode(server, account.email);
  const confirmed = await call(`${server.url}/api/student/otp`, { ...account, otp });
  if (confirmed.status !== 201) throw new Error(`code of ${account.email} answered ${confirmed.status}: ${JSON.stringify(confirmed.body)}`);
  return account;
}

/** Runs the school admin's tool against the server's data folder, as `npm run tutor -- …` does. */
function tutorTool(server: RunningServer, args: string[], password: string) {
  return run(process.execPath, ['gateway/cli/tutor.ts', ...args], {
    cwd: appDir,
    env: { ...serverEnv(server.dataDir), TUTOR_PASSWORD: password },
    timeout: 30_000,
  });
}

/** A tutor made the way the school admin does it: the command-line tool. */
export async function addTutor(server: RunningServer, account = newAccount('rao')): Promise<Account> {
  await tutorTool(server, ['add', '--email', account.email, '--name', account.fname, '--contact', account.contact], account.password);
  return account;
}

/** Sets a tutor's password with the command-line tool; resolves once the tool has exited. */
export async function changeTutorPassword(server: RunningServer, email: string, password: string): Promise<void> {
  await tutorTool(server, ['password', '--email', email], password);
}

/** A login's token, or an error naming the status. */
export async function logIn(server: RunningServer, role: 'student' | 'tutor', account: Pick<Account, 'email' | 'password'>): Promise<string> {
  const answer = await call(`${server.url}/api/${role}/login`, { email: account.email, password: account.password });
  const token = answer.body?.token;
  if (answer.status !== 200 || typeof token !== 'string') throw new Error(`${role} login of ${account.email} answered ${answer.status}`);
  return token;
}
