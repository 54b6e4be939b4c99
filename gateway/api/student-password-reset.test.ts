import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { invitationText } from '../../contract/strings/invitations.ts';
import { studentResetMessages } from '../../contract/strings/students.ts';
import { hashInvitationToken } from '../auth/invitation-token.ts';
import type { Mailer } from '../mail/mailer.ts';
import { startSignedInApi, startTestApi, student, type TestApi } from '../testing/api-harness.ts';

const HOUR = 60 * 60 * 1000;
const NEW_PASSWORD = 'Chosen#2026';

let t: TestApi;
let tutorToken: string;
let studentToken: string;
let studentId: string;
beforeEach(async () => {
  ({ t, tutorToken, studentToken } = await startSignedInApi());
  studentId = (await t.store.users.findByEmail(student.email))!._id;
  // Stored as typed, in lower case: the answer names them as the Students page shows them.
  await t.store.users.updateDetails(studentId, 'student', { fname: 'asha kumar', email: student.email, contact: student.contact }, new Date());
});
afterEach(() => t.close());

const startReset = (id = studentId, token = tutorToken) => t.request('POST', `/tutor/home/students/${id}/password-reset`, undefined, token);
const accept = (token: string, password = NEW_PASSWORD) => t.post('/invite/accept', { token, password });
const mailsTo = (email: string) => t.mails().filter((mail) => mail.includes(`To: ${email}`));

describe('POST /tutor/home/students/{id}/password-reset', () => {
  it('mails the student a one-time link and answers 202 with neither link nor password', async () => {
    const response = await startReset();
    expect(response.status).toBe(202);
    const body = await response.text();
    // The name as the Students page shows it, first letter capitalised.
    expect(JSON.parse(body)).toEqual({ message: studentResetMessages.sent('Asha kumar') });
    const link = t.latestLinkToken(student.email);
    expect(body).not.toContain(link);
    expect(mailsTo(student.email)).toHaveLength(1);
    expect(mailsTo(student.email)[0]).toContain('Subject: Choose a new Studyhall password');
  });

  it('keeps the old password until the link is used; then the new one works, once, and old sessions end', async () => {
    await startReset();
    const link = t.latestLinkToken(student.email);
    expect(await t.login('student', student.email, student.password)).toBeTruthy();

    const accepted = await accept(link);
    expect(accepted.status).toBe(200);
    const { token } = (await accepted.json()) as { token: string };
    expect((await t.request('GET', '/student/home/assignments', undefined, token)).status).toBe(200);
    expect((await t.request('GET', '/student/home/assignments', undefined, studentToken)).status).toBe(401);
    expect((await t.post('/student/login', { email: student.email, password: student.password })).status).toBe(400);
    expect((await t.post('/student/login', { email: student.email, password: NEW_PASSWORD })).status).toBe(200);

    const again = await accept(link, 'Another#2026');
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ message: invitationText.linkInvalid });
  });

  it('lets a link run out after 24 hours, and a newer link replace an older one', async () => {
    await startReset();
    const first = t.latestLinkToken(student.email);
    t.advance(60_000);
    await startReset();
    const second = t.latestLinkToken(student.email);
    expect(second).not.toBe(first);
    expect((await accept(first)).status).toBe(400);
    t.advance(24 * HOUR);
    expect((await accept(second)).status).toBe(400);
  });

  it('refuses a blocked student (409), an id that is not a student (404), and a student caller', async () => {
    await t.request('PATCH', `/tutor/home/students/${studentId}`, { blocked: true }, tutorToken);
    const blocked = await startReset();
    expect(blocked.status).toBe(409);
    expect(await blocked.json()).toEqual({ message: studentResetMessages.blocked });

    const tutorId = (await t.store.users.findByEmail('rao@school.test'))!._id;
    expect((await startReset(tutorId)).status).toBe(404);
    expect((await startReset('no-such-id')).status).toBe(404);
    expect(mailsTo('rao@school.test')).toEqual([]);
  });

  it('is refused to students and to callers without a token', async () => {
    expect((await startReset(studentId, studentToken)).status).toBe(403);
    expect((await t.request('POST', `/tutor/home/students/${studentId}/password-reset`)).status).toBe(401);
    expect(mailsTo(student.email)).toEqual([]);
  });

  it('sends a student at most five links an hour', async () => {
    for (let sent = 0; sent < 5; sent++) expect((await startReset()).status).toBe(202);
    const refused = await startReset();
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBeTruthy();
    expect(mailsTo(student.email)).toHaveLength(5);
  });

  it('answers 202 while the mail server is down: the link waits in the queue, and nobody but the student sees it', async () => {
    const failing: Mailer = { send: () => Promise.reject(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:25'), { code: 'ESOCKET' })) };
    const down = await startTestApi({ mailer: failing });
    try {
      const token = await down.tokenFor('tutor');
      const pupil = await down.createUser('student');
      const response = await down.request('POST', `/tutor/home/students/${pupil._id}/password-reset`, undefined, token);
      expect(response.status).toBe(202);
      expect(JSON.stringify(await response.json())).not.toContain('/invite#');
      const queue = await down.store.mailQueue.status(new Date(0));
      expect(queue.retrying.map((mail) => [mail.to, mail.subject, mail.attempts])).toEqual([[pupil.email, 'Choose a new Studyhall password', 1]]);
    } finally {
      await down.close();
    }
  });
});

describe('POST /invite/accept', () => {
  it('refuses a made-up, malformed or missing token, and a weak password with the sign-up message', async () => {
    expect((await accept('A'.repeat(43))).status).toBe(400);
    expect((await accept('short')).status).toBe(400);
    expect((await t.post('/invite/accept', { password: NEW_PASSWORD })).status).toBe(400);
    await startReset();
    const weak = await accept(t.latestLinkToken(student.email), 'weak');
    expect(weak.status).toBe(400);
    // The link is not spent by a refused password.
    expect((await accept(t.latestLinkToken(student.email))).status).toBe(200);
  });

  it('refuses the link of an account blocked after it was sent', async () => {
    await startReset();
    const link = t.latestLinkToken(student.email);
    await t.request('PATCH', `/tutor/home/students/${studentId}`, { blocked: true }, tutorToken);
    expect((await accept(link)).status).toBe(400);
  });

  it('lets one of two links sent at once through, not both', async () => {
    await startReset();
    const link = t.latestLinkToken(student.email);
    const answers = await Promise.all([accept(link), accept(link, 'Another#2026')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
  });

  it('keeps only a hash of the link', async () => {
    await startReset();
    const link = t.latestLinkToken(student.email);
    expect(await t.store.invitations.findLive(hashInvitationToken(link), new Date())).toEqual({ purpose: 'reset', userId: studentId });
    expect(await t.store.invitations.findLive(link, new Date())).toBeUndefined();
  });
});
