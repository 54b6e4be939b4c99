import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addTutor } from '../accounts/tutor-accounts.ts';
import { verifyPassword } from '../auth/password.ts';
import { openStore } from '../db/index.ts';
import { NO_PASSWORD } from '../db/users.ts';
import { runTool } from '../testing/admin-tools.ts';

let dataDir: string;

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'studyhall-cli-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

/** Runs `npm run tutor -- …` as an admin would, without a terminal. */
function tutorCli(args: string[], password?: string) {
  return runTool('tutor', args, { DATA_DIR: dataDir, TUTOR_PASSWORD: password });
}

const add = ['add', '--email', 'Rao@School.test', '--name', 'Mrs Rao', '--contact', '9876543210'];

describe('tutor admin CLI', () => {
  it('adds a tutor who can then be listed, the password hashed', async () => {
    const added = await tutorCli(add, 'Secret#123');
    expect(added).toMatchObject({ code: 0, stdout: expect.stringContaining('rao@school.test') });
    expect((await tutorCli(['list'])).stdout).toContain('rao@school.test\tMrs Rao\t9876543210');
    const store = await openStore(dataDir);
    const found = await store.users.findCredentials('rao@school.test');
    await store.close();
    expect(found?.user.position).toBe('tutor');
    expect(await verifyPassword('Secret#123', found?.passwordHash ?? '')).toBe(true);
  });

  it('makes the first tutor an admin, a later one only with --admin, and lists what the Tutors page marks', async () => {
    expect((await tutorCli(add, 'Secret#123')).stdout).toContain('added, a school admin.');
    expect((await tutorCli(['add', '--email', 'bose@school.test', '--name', 'Mr Bose', '--contact', '9876543211'], 'Secret#123')).stdout).toBe('Tutor Mr Bose <bose@school.test> added.\n');
    expect((await tutorCli(['add', '--email', 'iyer@school.test', '--name', 'Ms Iyer', '--contact', '9876543212', '--admin'], 'Secret#123')).code).toBe(0);
    const store = await openStore(dataDir);
    // One made by the Tutors page, without a password until its invitation's link is used.
    await addTutor(store, { fname: 'Mr Khan', email: 'khan@school.test', contact: '9876543213' }, new Date());
    const khan = await store.users.findByEmail('khan@school.test');
    await store.users.changeTutor(khan?._id ?? '', { blocked: true }, new Date());
    await store.close();
    expect((await tutorCli(['list'])).stdout.split('\n')).toEqual([
      'bose@school.test\tMr Bose\t9876543211',
      'khan@school.test\tMr Khan\t9876543213\tinvited\tblocked',
      'rao@school.test\tMrs Rao\t9876543210\tadmin',
      'iyer@school.test\tMs Iyer\t9876543212\tadmin',
      '',
    ]);
  });

  it('sets the password of a tutor invited from the Tutors page, who is listed invited no more', async () => {
    const store = await openStore(dataDir);
    await addTutor(store, { fname: 'Mr Khan', email: 'khan@school.test', contact: '9876543213' }, new Date());
    expect((await store.users.findCredentials('khan@school.test'))?.passwordHash).toBe(NO_PASSWORD);
    await store.close();
    expect((await tutorCli(['password', '--email', 'khan@school.test'], 'Better#456')).code).toBe(0);
    expect((await tutorCli(['list'])).stdout).toContain('khan@school.test\tMr Khan\t9876543213\tadmin\n');
  });

  it('refuses a duplicate e-mail with a clear message and a non-zero exit', async () => {
    await tutorCli(add, 'Secret#123');
    const again = await tutorCli(add, 'Secret#123');
    expect(again.code).not.toBe(0);
    expect(again.stderr).toContain('already exists');
  });

  it('refuses a missing password when it cannot ask for one', async () => {
    const result = await tutorCli(add);
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain('Password is required');
  });

  it('names each bad option', async () => {
    const result = await tutorCli(['add', '--email', 'nope', '--contact', '12'], 'Secret#123');
    expect(result.code).not.toBe(0);
    expect(result.stderr).toMatch(/--name: Your name is required[\s\S]*--email: Enter a valid email[\s\S]*--contact: Enter a phone number: 7 to 15 digits/);
  });

  it("changes a tutor's password, ending their sessions, and records both admin actions", async () => {
    await tutorCli(add, 'Secret#123');
    expect((await tutorCli(['password', '--email', 'rao@school.test'], 'Better#456')).code).toBe(0);
    const store = await openStore(dataDir);
    const found = await store.users.findCredentials('rao@school.test');
    const events = await store.auditEvents.list({ since: new Date(0), actor: 'admin' });
    await store.close();
    expect(await verifyPassword('Better#456', found?.passwordHash ?? '')).toBe(true);
    expect(found?.sessionVersion).toBe(1);
    const target = `tutor ${found?.user._id} <rao@school.test>`;
    // The school's first tutor: its admin.
    expect(events.map((event) => [event.action, event.target])).toEqual([
      ['tutor.add', target],
      ['tutor.admin-grant', target],
      ['password.change', target],
    ]);
  });

  it('refuses to change the password of someone who is not a tutor', async () => {
    const result = await tutorCli(['password', '--email', 'nobody@school.test'], 'Better#456');
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain('No tutor has the e-mail nobody@school.test');
  });

  it('explains its use for an unknown option, without a stack trace', async () => {
    const result = await tutorCli(['add', '--mail', 'x@school.test'], 'Secret#123');
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain('Usage:');
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  it('gives one message per bad option', async () => {
    const result = await tutorCli(add, '');
    expect(result.stderr.match(/password:/g)).toHaveLength(1);
  });

  it('explains its use for an unknown command', async () => {
    const result = await tutorCli(['promote']);
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain('Usage:');
  });
});
