import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { readMail } from '../../gateway/testing/read-mail.ts';
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

/**
 * What `find` reads in the newest mail to `email` that has it, as a person reads mail; waits up
 * to 10 s for the mail queue to send it (decision 024).
 */
async function readMailed(server: RunningServer, email: string, find: (text: string) => string | undefined): Promise<string> {
  const outbox = join(server.dataDir, 'outbox');
  for (let waited = 0; waited < 10_000; waited += 100) {
    const newestFirst = countMails(server) > 0 ? readdirSync(outbox).filter((name) => name.endsWith('.eml')).sort().reverse() : [];
    for (const name of newestFirst) {
      const mail = readMail(readFileSync(join(outbox, name), 'utf8'));
      const found = mail.to === email ? find(mail.text) : undefined;
      if (found) return found;
    }
    await sleep(100);
  }
  throw new Error(`nothing awaited was mailed to ${email}`);
}

/** The sign-up code mailed to `email`. */
export function readSignupCode(server: RunningServer, email: string): Promise<string> {
  return readMailed(server, email, (text) => /^(\d{6})$/m.exec(text)?.[1]);
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

/** A guardian made the way a school does it: a tutor adds their address to a student, and they choose a password with the mailed link. */
export async function addGuardian(server: RunningServer, tutorToken: string, studentEmail: string, account = newAccount('parent')): Promise<Account> {
  const { body } = await call(`${server.url}/api/tutor/home/students`, undefined, tutorToken);
  const students = (body?.students ?? []) as { _id: string; email: string }[];
  const student = students.find((each) => each.email === studentEmail);
  if (!student) throw new Error(`no student ${studentEmail} in the tutor's list`);
  const added = await call(`${server.url}/api/tutor/home/students/${student._id}/guardians`, { email: account.email }, tutorToken);
  if (added.status !== 201) throw new Error(`adding guardian ${account.email} answered ${added.status}: ${JSON.stringify(added.body)}`);
  const token = await readMailed(server, account.email, (text) => /\/invite#([\w-]{43})$/m.exec(text)?.[1]);
  const accepted = await call(`${server.url}/api/invite/accept`, { token, password: account.password });
  if (accepted.status !== 200) throw new Error(`the invitation of ${account.email} answered ${accepted.status}: ${JSON.stringify(accepted.body)}`);
  return account;
}

/** A login's token, or an error naming the status. */
export async function logIn(server: RunningServer, role: 'student' | 'tutor' | 'guardian', account: Pick<Account, 'email' | 'password'>): Promise<string> {
  const answer = await call(`${server.url}/api/${role}/login`, { email: account.email, password: account.password });
  const token = answer.body?.token;
  if (answer.status !== 200 || typeof token !== 'string') throw new Error(`${role} login of ${account.email} answered ${answer.status}`);
  return token;
}
