import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defaultSchoolSettings, openStore } from '../db/index.ts';
import { createMailer } from '../mail/mailer.ts';
import { dueTimeInWords } from '../mail/mail-dates.ts';
import { mailWords as ar } from '../mail/words/ar.ts';
import { mailWords as hi } from '../mail/words/hi.ts';
import { formOf, startSignedInApi, student, TEST_SECRET, type TestApi } from '../testing/api-harness.ts';
import { samplePdf } from '../testing/sample-files.ts';
import { startSmtpServer } from '../testing/smtp-server.ts';
import { STUDENT_AREA, TUTOR_AREA } from '../api/area-guards.ts';
import { sendDueDigests, type DigestDeps } from './send-digests.ts';

const DAY = 24 * 60 * 60 * 1000;
/** Wednesday 25 November 2026, 11:30 in Kolkata. */
const WEDNESDAY = new Date('2026-11-25T06:00:00Z');
/** Friday 27 November, 17:01 in Kolkata: the weekly digest's time has come. */
const FRIDAY_EVENING = new Date('2026-11-27T11:31:00Z');
const PARENT = 'parent@home.test';

let t: TestApi;
let tutorToken: string;
let clock: Date;
let deps: DigestDeps;
let ids: Record<'asha' | 'ben' | 'chitra', string>;
let fractionsId: string;

beforeEach(async () => {
  clock = WEDNESDAY;
  await startSchool();
});
afterEach(() => t.close());

/** Asha and Ben in 7A, Chitra in 7B, a school in Kolkata; optionally mailing through `smtpUrl`. */
async function startSchool(smtpUrl?: string) {
  const mailer = smtpUrl ? { mailer: createMailer({ smtpUrl, outboxDir: '/nonexistent', from: 'Studyhall <test@studyhall.invalid>' }) } : {};
  let ashaToken: string;
  ({ t, tutorToken, studentToken: ashaToken } = await startSignedInApi({ now: () => clock, ...mailer }));
  await t.store.school.write({ ...defaultSchoolSettings(), name: 'Hill School', timeZone: 'Asia/Kolkata' }, clock);
  const other = (fname: string) => ({ ...student, fname, email: `${fname.toLowerCase()}@school.test` });
  await t.tokenFor('student', other('Ben'));
  await t.tokenFor('student', other('Chitra'));
  const idOf = async (email: string) => (await t.store.users.findByEmail(email))?._id ?? 'missing';
  ids = { asha: await idOf(student.email), ben: await idOf('ben@school.test'), chitra: await idOf('chitra@school.test') };
  const classes = { a: await classWith('7A', [ids.asha, ids.ben]), b: await classWith('7B', [ids.chitra]) };
  deps = { store: t.store, now: () => clock, mailWorker: t.mailWorker, secret: TEST_SECRET };
  // Asha reads the whole school's and 7A's; Chitra the whole school's and 7B's.
  fractionsId = await assignment('Fractions', classes.a, new Date('2026-11-28T10:00:00Z'));
  await assignment('Decimals', classes.b, new Date('2026-11-28T10:00:00Z'));
  await assignment('Reading', '');
  await announcement('Zoo trip', classes.a);
  await announcement('Exam for 7B', classes.b);
  expect((await t.request('PUT', `${STUDENT_AREA}/digest`, { subscribed: true }, ashaToken)).status).toBe(200);
}

async function classWith(name: string, studentIds: string[]): Promise<string> {
  const { _id } = (await (await t.request('POST', `${TUTOR_AREA}/classes`, { name }, tutorToken)).json()) as { _id: string };
  expect((await t.request('PUT', `${TUTOR_AREA}/classes/${_id}/students`, { studentIds }, tutorToken)).status).toBe(200);
  return _id;
}
async function assignment(title: string, classId: string, due?: Date): Promise<string> {
  const fields = { date: '25/Nov/2026', title, description: title, classes: classId, ...(due ? { due: due.toISOString() } : {}) };
  const response = await t.send('POST', `${TUTOR_AREA}/assignments`, formOf(fields, { bytes: samplePdf(title), name: `${title}.pdf` }), tutorToken);
  expect(response.status).toBe(201);
  return ((await response.json()) as { _id: string })._id;
}
async function announcement(subject: string, classId: string): Promise<void> {
  expect((await t.send('POST', `${TUTOR_AREA}/announcements`, formOf({ subject, description: subject, date: 'Nov 25 2026', classes: classId }), tutorToken)).status).toBe(201);
}

/** The digests in the outbox, each unfolded and its quoted-printable soft breaks undone, as a mail reader shows it. */
const digests = (to?: string) =>
  t
    .mails()
    .map((mail) => mail.replaceAll('=\n', '').replace(/\n[ \t]+/g, ' '))
    .filter((mail) => mail.includes('e-mail digest') && (to === undefined || mail.includes(`To: ${to}`)));
/** One look of the scheduler, and the mail it queued sent. */
async function look(kind: 'weekly' | 'daily', on: DigestDeps = deps) {
  const outcome = await sendDueDigests(on, kind);
  await t.mailWorker.settled();
  return outcome;
}

describe('the weekly digest of a student', () => {
  it('is sent once its Friday 17:00 has come on the school clock, with what the student reads only', async () => {
    clock = new Date('2026-11-27T11:29:00Z');
    const early = await look('weekly');
    // 16:59 in Kolkata: last Friday's period, which had nothing new for anyone: no mail.
    expect(early).toMatchObject({ period: { period: '2026-11-20' }, mails: 0, queuedNow: true });
    expect(digests()).toEqual([]);

    clock = FRIDAY_EVENING;
    expect(await look('weekly')).toMatchObject({ period: { period: '2026-11-27' }, mails: 1, queuedNow: true });
    const [mail, ...more] = digests();
    expect(more).toEqual([]);
    expect(mail).toContain(`To: ${student.email}`);
    expect(mail).toContain('Subject: Hill School: your weekly e-mail digest');
    for (const own of ['- Fractions', '- Reading', '- Zoo trip', 'Due in the next 7 days:', '- Fractions: due 28 Nov 2026, 15:30']) expect(mail).toContain(own);
    // 7B's assignment and announcement are Chitra's, never Asha's.
    expect(mail).not.toContain('Decimals');
    expect(mail).not.toContain('Exam for 7B');
  });

  it('carries the one-click unsubscribe: a link to the page and the RFC 8058 headers', async () => {
    clock = FRIDAY_EVENING;
    await look('weekly');
    const mail = digests()[0] ?? '';
    const token = /\/unsubscribe#(weekly\.[\w-]+\.[\w-]{43})$/m.exec(mail)?.[1];
    expect(token).toBeDefined();
    expect(mail).toContain(`List-Unsubscribe: <http://localhost:4321/api/unsubscribe?token=${token}>`);
    expect(mail).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  });

  it('is not sent again in its period: by a later look, or by a process started after a restart', async () => {
    clock = FRIDAY_EVENING;
    await look('weekly');
    const restarted = await openStore(t.dataDir, t.storeOptions);
    try {
      expect(await look('weekly', { ...deps, store: restarted })).toMatchObject({ period: { period: '2026-11-27' }, queuedNow: false });
    } finally {
      await restarted.close();
    }
    clock = new Date(FRIDAY_EVENING.getTime() + 3 * DAY);
    expect(await look('weekly')).toMatchObject({ period: { period: '2026-11-27' }, queuedNow: false });
    expect(digests()).toHaveLength(1);
  });

  it('after a process was down for weeks, sends the latest period once, not every one it missed', async () => {
    clock = new Date(FRIDAY_EVENING.getTime() + 21 * DAY);
    expect(await look('weekly')).toMatchObject({ period: { period: '2026-12-18' }, queuedNow: true });
    expect(await look('weekly')).toMatchObject({ queuedNow: false });
    expect(await t.store.digests.ran('weekly', '2026-11-27')).toBe(false);
    // Its news are that week's: Wednesday 25 November's records are older.
    expect(digests()).toEqual([]);
  });

  it("is in each reader's own language, and in the school's for one who chose none", async () => {
    await t.store.school.write({ ...defaultSchoolSettings(), name: 'Hill School', timeZone: 'Asia/Kolkata', language: 'ar' }, clock);
    const ashaToken = await t.login('student', student.email, student.password);
    expect((await t.request('PUT', `${STUDENT_AREA}/language`, { language: 'hi' }, ashaToken)).status).toBe(200);
    const benToken = await t.login('student', 'ben@school.test', student.password);
    expect((await t.request('PUT', `${STUDENT_AREA}/digest`, { subscribed: true }, benToken)).status).toBe(200);
    clock = FRIDAY_EVENING;
    expect(await look('weekly')).toMatchObject({ mails: 2 });

    const due = dueTimeInWords(new Date('2026-11-28T10:00:00Z'), 'hi', 'Asia/Kolkata');
    const [hindi] = t.readMails(student.email);
    expect(hindi?.subject).toBe(hi.digest.subject('Hill School', hi.digest.names.weekly));
    expect(hindi?.headers.get('content-language')).toBe('hi');
    for (const line of [hi.digest.whatIsNew.weekly('Hill School'), hi.digest.dueWithin(7), hi.digest.due('Fractions', due), hi.digest.why(hi.digest.names.weekly)]) {
      expect(hindi?.text.split('\n')).toContain(line);
    }
    const [arabic] = t.readMails('ben@school.test');
    expect(arabic?.subject).toBe(ar.digest.subject('Hill School', ar.digest.names.weekly));
    expect(arabic?.headers.get('content-language')).toBe('ar');
    expect(arabic?.text).toContain(ar.digest.dueWithin(7));
  });

  it('goes to students who chose it only: off by default, and off once turned off', async () => {
    const chitra = await t.login('student', 'chitra@school.test', student.password);
    expect((await t.request('PUT', `${STUDENT_AREA}/digest`, { subscribed: true }, chitra)).status).toBe(200);
    expect((await t.request('PUT', `${STUDENT_AREA}/digest`, { subscribed: false }, chitra)).status).toBe(200);
    clock = FRIDAY_EVENING;
    await look('weekly');
    expect(digests().map((mail) => /^To: (.*)$/m.exec(mail)?.[1])).toEqual([student.email]);
  });
});

describe('the daily digest of a guardian', () => {
  it('has a part per child, with what each reads and whether what falls due is handed in', async () => {
    const parentId = 'parent-account';
    await t.store.guardians.addAccounts([{ id: parentId, fname: 'Priya', email: PARENT }], clock);
    await t.store.guardians.linkAll(
      [
        { guardianId: parentId, studentId: ids.asha },
        { guardianId: parentId, studentId: ids.chitra },
      ],
      clock,
    );
    await t.store.digests.choose(parentId, 'daily', true, clock);
    // Wednesday 17:01 in Kolkata: the day's news.
    clock = new Date('2026-11-25T11:31:00Z');
    expect(await look('daily')).toMatchObject({ period: { period: '2026-11-25' }, mails: 1 });
    const mail = digests(PARENT)[0] ?? '';
    const asha = mail.slice(mail.indexOf('Asha'), mail.indexOf('Chitra'));
    const chitra = mail.slice(mail.indexOf('Chitra'));
    expect(asha).toContain('- Fractions: due 28 Nov 2026, 15:30 (not handed in yet)');
    expect(asha).toContain('- Zoo trip');
    expect(asha).not.toContain('Decimals');
    expect(chitra).toContain('- Decimals: due 28 Nov 2026, 15:30 (not handed in yet)');
    expect(chitra).toContain('- Exam for 7B');
    expect(chitra).not.toContain('Fractions');
    expect(mail).toContain('Subject: Hill School: your daily e-mail digest');
    // The next day: nothing new, but what falls due is told again, now handed in.
    const ashaToken = await t.login('student', student.email, student.password);
    const form = new FormData();
    form.append('files', new Blob([samplePdf('work')]), 'work.pdf');
    expect((await t.send('PUT', `${STUDENT_AREA}/assignments/${fractionsId}/submission`, form, ashaToken)).status).toBe(200);
    clock = new Date(clock.getTime() + DAY);
    await look('daily');
    // The outbox orders mails of the same second at random: the day's is the one that is new.
    const [next, ...others] = digests(PARENT).filter((each) => each !== mail);
    expect(others).toEqual([]);
    expect(next).toContain('- Fractions: due 28 Nov 2026, 15:30 (handed in)');
    expect(next).not.toContain('New assignments:');
  });
});

describe('the headers over SMTP', () => {
  it('reach the mail server', async () => {
    await t.close();
    const smtp = await startSmtpServer();
    try {
      await startSchool(smtp.url);
      clock = FRIDAY_EVENING;
      await look('weekly');
      const sent = smtp.received.find((mail) => mail.text.includes('weekly e-mail digest'))?.text.replace(/\r?\n[ \t]+/g, ' ') ?? '';
      expect(sent).toMatch(/^List-Unsubscribe: <http:\/\/localhost:4321\/api\/unsubscribe\?token=weekly\.[\w-]+\.[\w-]{43}>\r?$/m);
      expect(sent).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
      expect(sent).toMatch(/^Content-Language: en\r?$/m);
    } finally {
      await smtp.stop();
    }
  });
});
