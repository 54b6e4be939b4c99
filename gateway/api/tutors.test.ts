import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TutorEntry } from '../../contract/records/user.ts';
import { authApiMessages } from '../../contract/strings/auth.ts';
import { invitationText } from '../../contract/strings/invitations.ts';
import { tutorMessages } from '../../contract/strings/tutors.ts';
import { loginMessages, signupMessages, userDetailsMessages } from '../../contract/strings/validation.ts';
import { defaultSchoolSettings } from '../db/index.ts';
import type { Mail, Mailer } from '../mail/mailer.ts';
import { mailWords as hi } from '../mail/words/hi.ts';
import { apiOverFolder } from '../testing/api-over-folder.ts';
import { startSignedInApi, student, tutor, type AccountDetails, type TestApi } from '../testing/api-harness.ts';

const PATH = '/tutor/home/tutors';
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const NEW_PASSWORD = 'Chosen#2026';

let t: TestApi;
/** The school's first tutor: its admin. */
let adminToken: string;
let adminId: string;
let studentToken: string;
beforeEach(async () => {
  ({ t, tutorToken: adminToken, studentToken } = await startSignedInApi());
  adminId = (await t.store.users.findByEmail(tutor.email))?._id ?? 'missing';
});
afterEach(() => t.close());

const bose = { fname: 'Mr Bose', email: 'bose@school.test', contact: '9876543211' };

/** As the admin unless told otherwise; `null` sends no token. */
const call = async (method: string, path: string, body?: unknown, token: string | null = adminToken) => {
  const response = await t.request(method, path, body, token ?? undefined);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};
const tutors = async () => ((await call('GET', PATH)).body.tutors ?? []) as TutorEntry[];
/** Adds a tutor through the page's call, and answers their entry. */
const invite = async (details = bose, admin?: boolean) => {
  const { status, body } = await call('POST', PATH, { ...details, admin });
  expect(status).toBe(201);
  return body.tutor as TutorEntry;
};
const accept = (token: string, password = NEW_PASSWORD) => t.post('/invite/accept', { token, password });
const loginStatus = async (email: string, password = NEW_PASSWORD) => (await t.post('/tutor/login', { email, password })).status;
const change = (id: string, body: unknown, token: string | null = adminToken) => call('PATCH', `${PATH}/${id}`, body, token);
const resend = (id: string, token: string | null = adminToken) => call('POST', `${PATH}/${id}/invitation`, undefined, token);
const mailsTo = (email: string) => t.mails().filter((mail) => mail.includes(`To: ${email}`));
/** The admin's changes to tutors, as the audit log has them. */
const auditTrail = async () =>
  (await t.store.auditEvents.list({ since: new Date(0), actor: tutor.email })).filter(({ action }) => action.startsWith('tutor.')).map((event) => [event.action, event.target]);
/** A tutor with a password, made directly, and their token. */
const tutorWithToken = async (details: AccountDetails) => {
  const token = await t.tokenFor('tutor', details);
  return { token, id: (await t.store.users.findByEmail(details.email))?._id ?? 'missing' };
};

describe('GET /tutor/home/tutors', () => {
  it('refuses a caller without a token (401), a student (403) and a tutor who is not an admin (403)', async () => {
    const teacherToken = await t.tokenFor('tutor', { ...tutor, email: 'bose@school.test' });
    expect((await t.request('GET', PATH)).status).toBe(401);
    expect((await t.request('GET', PATH, undefined, studentToken)).status).toBe(403);
    const refused = await t.request('GET', PATH, undefined, teacherToken);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: authApiMessages.adminOnly });
  });

  it('answers {tutors} by name, tutors only, each with exactly _id, fname, email, admin, blocked and invited', async () => {
    const blocked = await t.createUser('tutor', { ...tutor, fname: 'Mr Bose', email: 'bose@school.test' });
    await t.store.users.setBlocked(blocked._id, true, new Date());
    const invited = await invite({ fname: 'Ms Iyer', email: 'iyer@school.test', contact: '9876543212' });
    const response = await t.request('GET', PATH, undefined, adminToken);
    expect(response.status).toBe(200);
    const body = await response.text();
    expect(JSON.parse(body)).toEqual({
      tutors: [
        { _id: blocked._id, fname: 'Mr Bose', email: 'bose@school.test', admin: false, blocked: true, invited: false },
        { _id: adminId, fname: tutor.fname, email: tutor.email, admin: true, blocked: false, invited: false },
        { _id: invited._id, fname: 'Ms Iyer', email: 'iyer@school.test', admin: false, blocked: false, invited: true },
      ],
    });
    expect(body).not.toMatch(/password|hash|session|contact|token/i);
  });
});

describe('POST /tutor/home/tutors', () => {
  it('adds an invited tutor, mails them a link to choose a password, and answers 201 {tutor}', async () => {
    const { status, body } = await call('POST', PATH, bose);
    expect(status).toBe(201);
    const added = body.tutor as TutorEntry;
    expect(body).toEqual({ tutor: { _id: added._id, fname: 'Mr Bose', email: 'bose@school.test', admin: false, blocked: false, invited: true } });
    expect((await tutors()).map(({ email, invited }) => [email, invited])).toEqual([
      ['bose@school.test', true],
      [tutor.email, false],
    ]);

    const [mail = ''] = mailsTo(bose.email);
    expect(mail).toContain('Subject: You are invited to');
    expect(mail).toContain('Hello Mr Bose,');
    const token = t.latestLinkToken(bose.email);
    // The link's secret is the mail's alone: in no answer, and not kept as it is.
    expect(JSON.stringify(body)).not.toContain(token);
    expect(JSON.stringify(await tutors())).not.toContain(token);
    expect(await auditTrail()).toEqual([['tutor.add', `tutor ${added._id} <bose@school.test>`]]);
  });

  it("invites in the school's language, not the language of the admin's page", async () => {
    await t.store.school.write({ ...defaultSchoolSettings(), name: 'Hill School', language: 'hi-IN' }, new Date());
    expect((await t.request('POST', PATH, bose, adminToken, { 'Studyhall-Language': 'ar' })).status).toBe(201);
    const [mail] = t.readMails(bose.email);
    expect(mail?.subject).toBe(hi.invitation.subject('Hill School'));
    expect(mail?.headers.get('content-language')).toBe('hi');
    expect(mail?.text).toContain(hi.invitation.made('Hill School', hi.positions.tutor));
    expect(mail?.text).toContain(hi.invitation.linkWorks(hi.days(7)));
    expect((await accept(t.latestLinkToken(bose.email))).status).toBe(200);
  });

  it('gives the invited tutor no way in until the link is used: no password logs in, not even an empty one', async () => {
    await invite();
    expect(await loginStatus(bose.email, NEW_PASSWORD)).toBe(400);
    expect((await t.post('/tutor/login', { email: bose.email, password: '' })).status).toBe(400);
  });

  it('lets the link set the password once: the tutor is logged in, logs in with it later, and is listed invited no more', async () => {
    await invite();
    const accepted = await accept(t.latestLinkToken(bose.email));
    expect(accepted.status).toBe(200);
    const { token } = (await accepted.json()) as { token: string };
    expect((await t.request('GET', '/tutor/home/classes', undefined, token)).status).toBe(200);
    expect(await loginStatus(bose.email)).toBe(200);
    // The list kept before the password was chosen is made again.
    expect((await tutors()).find(({ email }) => email === bose.email)?.invited).toBe(false);
  });

  it('refuses the same link a second time, and keeps the first password', async () => {
    await invite();
    const link = t.latestLinkToken(bose.email);
    expect((await accept(link)).status).toBe(200);
    const again = await accept(link, 'Other#2026x');
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ message: invitationText.linkInvalid });
    expect(await loginStatus(bose.email)).toBe(200);
    expect(await loginStatus(bose.email, 'Other#2026x')).toBe(400);
  });

  it('lets the link work for 7 days and not a minute more', async () => {
    await invite();
    await invite({ fname: 'Ms Iyer', email: 'iyer@school.test', contact: '9876543212' });
    t.advance(7 * DAY - MINUTE);
    expect((await accept(t.latestLinkToken('iyer@school.test'))).status).toBe(200);
    t.advance(2 * MINUTE);
    const late = await accept(t.latestLinkToken(bose.email));
    expect(late.status).toBe(400);
    expect(await late.json()).toEqual({ message: invitationText.linkInvalid });
    expect(await loginStatus(bose.email)).toBe(400);
  });

  it('makes the tutor an admin when asked, and records it', async () => {
    const { _id: id } = await invite(bose, true);
    expect((await tutors()).find(({ _id }) => _id === id)).toMatchObject({ admin: true, invited: true });
    expect((await invite({ fname: 'Ms Iyer', email: 'iyer@school.test', contact: '9876543212' }, false)).admin).toBe(false);
    expect((await auditTrail()).map(([action]) => action)).toEqual(['tutor.add', 'tutor.admin-grant', 'tutor.add']);
  });

  it('refuses an address any account has, whatever its case (409), and mails nobody', async () => {
    for (const email of [tutor.email, student.email.toUpperCase()]) {
      expect(await call('POST', PATH, { ...bose, email })).toEqual({ status: 409, body: { message: userDetailsMessages.emailTaken } });
    }
    expect(t.mails().filter((mail) => mail.includes('Subject: You are invited'))).toEqual([]);
    expect(await tutors()).toHaveLength(1);
  });

  it("refuses details that break the sign-up's rules, each field with its message", async () => {
    const { status, body } = await call('POST', PATH, { fname: '', email: 'nope', contact: '12', admin: 'yes' });
    expect(status).toBe(400);
    expect(body.errors).toEqual({
      fname: signupMessages.nameRequired,
      email: signupMessages.emailInvalid,
      contact: signupMessages.contactInvalid,
      admin: tutorMessages.flagInvalid,
    });
    expect(await tutors()).toHaveLength(1);
  });
});

describe('an invitation while the mail server is down', () => {
  /** A mailer that fails until told otherwise, keeping what it sent. */
  function flakyMailer() {
    const sent: Mail[] = [];
    const mailer = { down: true, sent, send: vi.fn<Mailer['send']>() };
    mailer.send.mockImplementation(async (mail) => {
      if (mailer.down) throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:25'), { code: 'ESOCKET' });
      sent.push(mail);
    });
    return mailer;
  }
  const linkIn = (mail: Mail | undefined) => /\/invite#([\w-]{43})$/m.exec(mail?.text ?? '')?.[1] ?? 'missing';

  it('adds the tutor (201) with the invitation queued, which goes once the server is back', async () => {
    const mailer = flakyMailer();
    const flaky = await startSignedInApi({ mailer });
    const token = flaky.tutorToken;
    try {
      const added = await flaky.t.request('POST', PATH, bose, token);
      expect(added.status).toBe(201);
      const { tutor: entry, ...rest } = (await added.json()) as { tutor: TutorEntry };
      expect(rest).toEqual({});
      expect(entry.invited).toBe(true);
      expect(mailer.send).toHaveBeenCalledTimes(1);
      expect((await flaky.t.store.mailQueue.status(new Date(0))).retrying.map((mail) => [mail.to, mail.attempts])).toEqual([[bose.email, 1]]);

      mailer.down = false;
      flaky.t.advance(MINUTE);
      flaky.t.mailWorker.wake();
      await flaky.t.mailWorker.settled();
      expect(mailer.sent.map((mail) => mail.to)).toEqual([bose.email]);
      expect((await flaky.t.post('/invite/accept', { token: linkIn(mailer.sent[0]), password: NEW_PASSWORD })).status).toBe(200);
    } finally {
      await flaky.t.close();
    }
  });
});

describe('POST /tutor/home/tutors/{id}/invitation', () => {
  it('mails a fresh link (202) that replaces the earlier one', async () => {
    const { _id: id } = await invite();
    const first = t.latestLinkToken(bose.email);
    // A second later, so the new mail is the newest in the outbox.
    t.advance(1000);
    const { status, body } = await resend(id);
    expect(status).toBe(202);
    expect(body).toEqual({ message: tutorMessages.invitationSent(bose.email) });
    const second = t.latestLinkToken(bose.email);
    expect(second).not.toBe(first);
    expect(JSON.stringify(body)).not.toContain(second);
    expect((await accept(first)).status).toBe(400);
    expect((await accept(second)).status).toBe(200);
    expect(await auditTrail()).toEqual([
      ['tutor.add', `tutor ${id} <bose@school.test>`],
      ['tutor.invite', `tutor ${id} <bose@school.test>`],
    ]);
  });

  it('refuses a tutor who has chosen a password (409), a blocked one (409), and one who is no tutor (404)', async () => {
    const { _id: id } = await invite();
    expect((await accept(t.latestLinkToken(bose.email))).status).toBe(200);
    expect(await resend(id)).toEqual({ status: 409, body: { message: tutorMessages.passwordChosen } });
    expect(await resend(adminId)).toEqual({ status: 409, body: { message: tutorMessages.passwordChosen } });

    const { _id: iyer } = await invite({ fname: 'Ms Iyer', email: 'iyer@school.test', contact: '9876543212' });
    expect((await change(iyer, { blocked: true })).status).toBe(200);
    expect(await resend(iyer)).toEqual({ status: 409, body: { message: tutorMessages.blocked } });

    const studentId = (await t.store.users.findByEmail(student.email))?._id ?? 'missing';
    for (const other of [studentId, 'no-such-id']) expect(await resend(other)).toEqual({ status: 404, body: { message: tutorMessages.notFound } });
    expect(mailsTo(student.email).filter((mail) => mail.includes('/invite#'))).toEqual([]);
  });
});

describe('PATCH /tutor/home/tutors/{id}', () => {
  it('blocks a tutor (200 {tutor}), ending their sessions and logins, and unblocks them', async () => {
    const { token, id } = await tutorWithToken({ ...tutor, ...bose });
    const blocked = await change(id, { blocked: true });
    expect(blocked).toEqual({ status: 200, body: { tutor: { _id: id, fname: 'Mr Bose', email: bose.email, admin: false, blocked: true, invited: false } } });
    expect((await t.request('GET', '/tutor/home/classes', undefined, token)).status).toBe(401);
    const login = await t.post('/tutor/login', { email: bose.email, password: tutor.password });
    expect(login.status).toBe(401);
    expect(await login.json()).toEqual({ message: loginMessages.blocked });

    expect((await change(id, { blocked: false })).body.tutor).toMatchObject({ blocked: false });
    // The token of before the block stays ended; a new login works.
    expect((await t.request('GET', '/tutor/home/classes', undefined, token)).status).toBe(401);
    expect(await loginStatus(bose.email, tutor.password)).toBe(200);
    expect(await auditTrail()).toEqual([
      ['tutor.block', `tutor ${id} <bose@school.test>`],
      ['tutor.unblock', `tutor ${id} <bose@school.test>`],
    ]);
  });

  it('leaves a blocked invited tutor no way in: their link is refused', async () => {
    const { _id: id } = await invite();
    await change(id, { blocked: true });
    const refused = await accept(t.latestLinkToken(bose.email));
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ message: invitationText.linkInvalid });
  });

  it('makes a tutor an admin, who may manage tutors at once, and takes the flag back, at once too', async () => {
    const { token, id } = await tutorWithToken({ ...tutor, ...bose });
    expect((await call('GET', PATH, undefined, token)).status).toBe(403);
    expect((await change(id, { admin: true })).body.tutor).toMatchObject({ admin: true });
    expect((await call('GET', PATH, undefined, token)).status).toBe(200);
    expect((await change(id, { admin: false })).body.tutor).toMatchObject({ admin: false });
    expect((await call('GET', PATH, undefined, token)).status).toBe(403);
    expect((await auditTrail()).map(([action]) => action)).toEqual(['tutor.admin-grant', 'tutor.admin-revoke']);
  });

  it('changes both flags in one call, and lets another admin take the first admin’s flag', async () => {
    const { token, id } = await tutorWithToken({ ...tutor, ...bose });
    expect((await change(id, { admin: true, blocked: false })).body.tutor).toMatchObject({ admin: true, blocked: false });
    expect((await change(adminId, { admin: false }, token)).body.tutor).toMatchObject({ _id: adminId, admin: false });
    expect((await call('GET', PATH)).status).toBe(403);
  });

  it('refuses an admin’s own block or demotion (409), changing nothing', async () => {
    expect(await change(adminId, { blocked: true })).toEqual({ status: 409, body: { message: tutorMessages.notYourselfBlocked } });
    expect(await change(adminId, { admin: false })).toEqual({ status: 409, body: { message: tutorMessages.notYourselfAdmin } });
    expect(await tutors()).toEqual([expect.objectContaining({ _id: adminId, admin: true, blocked: false })]);
    expect(await auditTrail()).toEqual([]);
  });

  it('refuses an id that is no tutor’s (404), and a body without a flag or with another value (400)', async () => {
    const studentId = (await t.store.users.findByEmail(student.email))?._id ?? 'missing';
    for (const id of [studentId, 'no-such-id']) expect(await change(id, { blocked: true })).toEqual({ status: 404, body: { message: tutorMessages.notFound } });
    expect((await t.store.users.find(studentId))?.blocked).toBe(false);
    expect((await change(adminId, {})).body.message).toBe(tutorMessages.nothingToChange);
    expect(await change(adminId, { admin: 'yes' })).toMatchObject({ status: 400, body: { message: tutorMessages.flagInvalid } });
  });
});

describe('the last admin', () => {
  it('never loses the flag nor is blocked, and a blocked admin does not count as one', async () => {
    const { users } = t.store;
    expect(await users.changeTutor(adminId, { admin: false }, new Date())).toBe('last-admin');
    expect(await users.changeTutor(adminId, { blocked: true }, new Date())).toBe('last-admin');
    const other = await t.createUser('tutor', { ...tutor, ...bose });
    expect(await users.changeTutor(other._id, { admin: true, blocked: true }, new Date())).toBe('changed');
    expect(await users.changeTutor(adminId, { admin: false }, new Date())).toBe('last-admin');
    expect(await users.changeTutor(other._id, { blocked: false }, new Date())).toBe('changed');
    expect(await users.changeTutor(adminId, { admin: false }, new Date())).toBe('changed');
    expect(await users.changeTutor('no-such-id', { admin: false }, new Date())).toBe('not-found');
    expect((await users.listTutors()).map(({ email, admin, blocked }) => [email, admin, blocked])).toEqual([
      [bose.email, true, false],
      [tutor.email, false, false],
    ]);
  });

  it('is kept when two admins take each other’s flag at once, from two processes', async () => {
    const other = await apiOverFolder(t.dataDir, { uploadsDir: t.files.dir, database: t.storeOptions });
    try {
      const boseAdmin = await tutorWithToken({ ...tutor, ...bose });
      for (let round = 0; round < 5; round++) {
        // Whoever is left an admin makes the other one again.
        const [first] = (await t.store.users.listTutors()).filter(({ admin }) => admin);
        const firstToken = first?._id === adminId ? adminToken : boseAdmin.token;
        const secondId = first?._id === adminId ? boseAdmin.id : adminId;
        const secondToken = first?._id === adminId ? boseAdmin.token : adminToken;
        expect((await change(secondId, { admin: true }, firstToken)).status).toBe(200);

        const answers = await Promise.all([
          other.call('PATCH', `${PATH}/${secondId}`, { body: { admin: false }, token: firstToken }),
          t.request('PATCH', `${PATH}/${first?._id}`, { admin: false }, secondToken),
        ]);
        const outcomes = await Promise.all(answers.map(async (answer) => ({ status: answer.status, message: ((await answer.json()) as { message?: string }).message })));
        // One is made; the other is refused as the last admin's, or (when the first was done before it was let in) as no admin's.
        const [made, refused, ...more] = outcomes.sort((one, other) => one.status - other.status);
        expect(made?.status).toBe(200);
        expect(more).toEqual([]);
        expect([
          { status: 403, message: authApiMessages.adminOnly },
          { status: 409, message: tutorMessages.lastAdmin },
        ]).toContainEqual(refused);
        expect((await t.store.users.listTutors()).filter(({ admin, blocked }) => admin && !blocked)).toHaveLength(1);
      }
    } finally {
      await other.close();
    }
  });
});

/**
 * Every call only an admin may make, with its parameters filled in. A new one is added here: the
 * walk below fails until it is.
 */
const ADMIN_CALLS: readonly (readonly [method: string, path: string])[] = [
  ['GET', '/tutor/home/tutors'],
  ['POST', '/tutor/home/tutors'],
  ['PATCH', '/tutor/home/tutors/some-id'],
  ['POST', '/tutor/home/tutors/some-id/invitation'],
  ['POST', '/tutor/home/classes'],
  ['PATCH', '/tutor/home/classes/some-id'],
  ['PUT', '/tutor/home/classes/some-id/students'],
  ['PUT', '/tutor/home/school'],
  ['POST', '/tutor/home/students/import'],
];

describe('every admin call', () => {
  const named = (calls: readonly (readonly [string, string])[]) => calls.map(([method, path]) => `${method} ${path}`).sort();

  it('refuses a tutor who is not an admin with 403 and the reason, before reading any body', async () => {
    const { token } = await tutorWithToken({ ...tutor, ...bose });
    for (const [method, path] of ADMIN_CALLS) {
      expect(await call(method, path, undefined, token), `${method} ${path}`).toEqual({ status: 403, body: { message: authApiMessages.adminOnly } });
    }
    // Nothing was made, changed or mailed.
    expect(await tutors()).toHaveLength(2);
    expect(t.mails().filter((mail) => mail.includes('/invite#'))).toEqual([]);
  });

  it('refuses a student (403) and a caller without a token (401)', async () => {
    for (const [method, path] of ADMIN_CALLS) {
      expect((await call(method, path, undefined, studentToken)).status, `${method} ${path}`).toBe(403);
      expect((await call(method, path, undefined, null)).status, `${method} ${path}`).toBe(401);
    }
  });

  it('are all listed: no other call of the tutor area refuses a tutor for not being an admin', async () => {
    const { token } = await tutorWithToken({ ...tutor, ...bose });
    const seen = new Set<string>();
    const tutorCalls = t.api.routes
      .filter((route) => route.method !== 'ALL' && route.path.startsWith('/tutor/home/'))
      .map((route) => [route.method, route.path.replace(/:[^/]+/g, 'some-id')] as const)
      .filter(([method, path]) => !seen.has(`${method} ${path}`) && seen.add(`${method} ${path}`));
    const refused: (readonly [string, string])[] = [];
    for (const [method, path] of tutorCalls) {
      // Some answer files (a CSV): only a JSON answer can be a refusal.
      const response = await t.request(method, path, undefined, token);
      const answer: unknown = response.headers.get('Content-Type')?.startsWith('application/json') ? await response.json() : undefined;
      if (response.status === 403 && (answer as { message?: string } | undefined)?.message === authApiMessages.adminOnly) refused.push([method, path]);
    }
    expect(named(refused)).toEqual(named(ADMIN_CALLS));
  });
});
