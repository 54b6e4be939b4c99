import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setupText } from '../../contract/strings/setup.ts';
import { newInvitationToken } from '../auth/invitation-token.ts';
import { firstRunLine } from '../first-run.ts';
import { startTestApi, tutor, type TestApi } from '../testing/api-harness.ts';

const SITE = new URL('https://school.example');
const admin = { fname: 'Meera Iyer', email: 'meera@school.test', contact: '+91 98765 43210', password: 'First#2026' };

let t: TestApi;
beforeEach(async () => {
  t = await startTestApi();
});
afterEach(() => t.close());

/** The token of the setup link in the line `npm start` prints. */
async function printedToken(): Promise<string> {
  const line = await firstRunLine(t.store, SITE, t.now());
  const token = /\/setup#([A-Za-z0-9_-]{43}) /.exec(line ?? '')?.[1];
  if (!token) throw new Error(`no setup link in: ${line}`);
  return token;
}

const setUp = (token: string, details: Partial<typeof admin> = {}) => t.post('/setup', { token, ...admin, ...details });
const needed = async () => ((await (await t.request('GET', '/setup')).json()) as { needed: boolean }).needed;

describe('first run', () => {
  it('prints a link while the school has no tutor, and nothing once it has one', async () => {
    expect(await firstRunLine(t.store, SITE, t.now())).toMatch(/^No tutor yet: open https:\/\/school\.example\/setup#[\w-]{43} within 24 hours .*npm run tutor -- add/);
    await t.createUser('tutor', tutor);
    expect(await firstRunLine(t.store, SITE, t.now())).toBeUndefined();
  });

  it('GET /setup says whether the school still needs setting up, never the link', async () => {
    const token = await printedToken();
    const answer = await t.request('GET', '/setup');
    const text = await answer.text();
    expect(JSON.parse(text)).toEqual({ needed: true });
    expect(text).not.toContain(token);
    await t.createUser('tutor', tutor);
    expect(await needed()).toBe(false);
  });

  it('creates the first admin with the printed link and logs them in', async () => {
    const response = await setUp(await printedToken());
    expect(response.status).toBe(200);
    const { token } = (await response.json()) as { token: string };
    const profile = await t.request('GET', '/tutor/home/tutors', undefined, token);
    expect(profile.status).toBe(200);
    const created = await t.store.users.findByEmail(admin.email);
    expect(created).toMatchObject({ position: 'tutor', admin: true, fname: admin.fname });
    expect((await t.post('/tutor/login', { email: admin.email, password: admin.password })).status).toBe(200);
    expect(await needed()).toBe(false);
  });

  it('makes one admin only: the link works once, other printed links end with it', async () => {
    const first = await printedToken();
    const second = await printedToken();
    expect((await setUp(first)).status).toBe(200);
    for (const token of [first, second]) {
      const again = await setUp(token, { email: `other-${token.slice(0, 4)}@school.test` });
      expect(again.status).toBe(400);
      expect(await again.json()).toEqual({ message: setupText.linkInvalid });
    }
    expect(await t.store.users.listByPosition('tutor')).toHaveLength(1);
  });

  it('lets only one of two links used at once make an account', async () => {
    const [first, second] = [await printedToken(), await printedToken()];
    const answers = await Promise.all([setUp(first), setUp(second, { email: 'second@school.test' })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    expect(await t.store.users.listByPosition('tutor')).toHaveLength(1);
  });

  it('refuses a link once a tutor exists, a made-up or expired link, and another purpose’s link', async () => {
    const token = await printedToken();
    expect((await setUp('B'.repeat(43))).status).toBe(400);
    t.advance(24 * 60 * 60 * 1000 + 1);
    expect((await setUp(token)).status).toBe(400);

    const pupil = await t.createUser('student');
    const reset = newInvitationToken();
    await t.store.invitations.issue({ tokenHash: reset.tokenHash, purpose: 'reset', userId: pupil._id, expiresAt: new Date(Date.now() + 60_000) }, new Date());
    expect((await setUp(reset.token)).status).toBe(400);

    const fresh = await printedToken();
    await t.createUser('tutor', tutor);
    expect((await setUp(fresh)).status).toBe(400);
    expect(await t.store.users.findByEmail(admin.email)).toBeUndefined();
  });

  it('checks the details with the sign-up rules, keeping the link for a second try', async () => {
    const token = await printedToken();
    const weak = await setUp(token, { password: 'weak' });
    expect(weak.status).toBe(400);
    const badContact = await setUp(token, { contact: '98765abc12' });
    expect(badContact.status).toBe(400);
    expect((await setUp(token)).status).toBe(200);
  });
});
