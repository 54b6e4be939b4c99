import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { formatDayInWords } from '../../contract/dates/display-formats.ts';
import { addDays } from '../../contract/dates/month-grid.ts';
import type { RegisterStatus } from '../../contract/records/register.ts';
import type { SchoolSettings } from '../../contract/records/school.ts';
import { alertsAfterRegister } from '../absence-alerts/register-alerts.ts';
import { queueDueAbsenceAlerts } from '../absence-alerts/due-alerts.ts';
import { defaultSchoolSettings, openStore, type User } from '../db/index.ts';
import { dayInWords } from '../mail/mail-dates.ts';
import { mailWords as ar } from '../mail/words/ar.ts';
import { mailWords as hi } from '../mail/words/hi.ts';
import { startTestApi, student, tutor, type TestApi, type TestApiOverrides } from '../testing/api-harness.ts';
import { GUARDIAN_AREA, TUTOR_AREA } from './area-guards.ts';

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;
const SCHOOL = { name: 'Green Valley School', helpline: '+91 80 1234 5678' };

let t: TestApi;
let tutorToken: string;
/** Class 7A: Asha and Ben, each with a guardian; 7B: Asha again, and Chitra, who has none. */
let kids: Record<'asha' | 'ben' | 'chitra', User>;
let classes: Record<'a' | 'b', string>;
/** The Thursday the tests begin on, at 09:00 at the school (UTC); Saturday and Sunday closed. */
let thursday: string;

/** Moves the clock (the API's and the system's) to 09:00 on `day` plus `minutes`, and logs the tutor in again (a token lasts a day). */
async function moveTo(day: string, minutes = 0): Promise<void> {
  t.advance(new Date(`${day}T09:00:00Z`).getTime() + minutes * MINUTE - Date.now());
  tutorToken = await t.login('tutor', tutor.email, tutor.password);
}

/** Lets `minutes` pass, and lets the mail worker look (as its poll would). */
async function wait(minutes: number): Promise<void> {
  t.advance(minutes * MINUTE);
  t.mailWorker.wake();
  await t.mailWorker.settled();
}

async function start(overrides: TestApiOverrides = {}): Promise<void> {
  t = await startTestApi(overrides);
  // A Thursday more than a week ahead of the real clock, so the tutor's tokens are never from the future.
  const ahead = new Date(Date.now() + 8 * DAY);
  ahead.setUTCDate(ahead.getUTCDate() + ((4 - ahead.getUTCDay() + 7) % 7));
  thursday = ahead.toISOString().slice(0, 10);
  await t.store.school.write({ ...defaultSchoolSettings(), ...SCHOOL, timeZone: 'UTC', closedWeekdays: [0, 6], holidays: [addDays(thursday, 4)] }, new Date());
  await t.createUser('tutor', tutor);
  const made = async (fname: string) => t.createUser('student', { ...student, fname: `${fname} Kumar`, email: `${fname.toLowerCase()}@school.test` });
  kids = { asha: await made('Asha'), ben: await made('Ben'), chitra: await made('Chitra') };
  const now = new Date();
  for (const [kid, guardian] of [
    ['asha', 'Priya'],
    ['ben', 'Ravi'],
  ] as const) {
    const account = await t.createUser('guardian', { ...student, fname: guardian, email: `${guardian.toLowerCase()}@home.test` });
    await t.store.guardians.link(account._id, kids[kid]._id, now);
  }
  const teacher = await t.store.users.findByEmail(tutor.email);
  classes = { a: await t.store.classes.create('7A', [teacher?._id ?? ''], now), b: await t.store.classes.create('7B', [], now) };
  await t.store.classes.setRoster(classes.a, [kids.asha._id, kids.ben._id]);
  await t.store.classes.setRoster(classes.b, [kids.asha._id, kids.chitra._id]);
  await moveTo(thursday);
}

afterEach(() => t.close());

/** Takes the class's register of `day` (today by default) with these exceptions. */
async function take(marks: Partial<Record<keyof typeof kids, RegisterStatus>>, classId = classes.a, day = today()): Promise<void> {
  const entries = Object.entries(marks).map(([kid, status]) => ({ studentId: kids[kid as keyof typeof kids]._id, status }));
  const response = await t.request('PUT', `${TUTOR_AREA}/classes/${classId}/register/${day}`, { entries }, tutorToken);
  expect(response.status, await response.clone().text()).toBe(200);
}

function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/** Each mail sent to `email`: its subject and its text, soft line breaks undone. */
function mailsTo(email: string): { subject: string; text: string }[] {
  return t
    .mails()
    .filter((mail) => mail.includes(`To: ${email}`))
    .map((mail) => {
      const text = mail.replaceAll('=\n', '');
      return { subject: /^Subject: (.*)$/m.exec(text)?.[1] ?? '', text: text.split('\n\n').slice(1).join('\n\n') };
    });
}
const subjectsTo = (email: string) => mailsTo(email).map((mail) => mail.subject);

describe('with the grace time of 10 minutes', () => {
  beforeEach(() => start());

  it("alerts each guardian in their own language, and one who chose none in the school's", async () => {
    const priyaToken = await t.login('guardian', 'priya@home.test', student.password);
    expect((await t.request('PUT', `${GUARDIAN_AREA}/language`, { language: 'hi' }, priyaToken)).status).toBe(200);
    const { school } = (await (await t.request('GET', '/school')).json()) as { school: SchoolSettings };
    expect((await t.request('PUT', `${TUTOR_AREA}/school`, { ...school, language: 'ar' }, tutorToken)).status).toBe(200);
    await take({ asha: 'absent', ben: 'late' });
    await wait(10);

    const [hindi] = t.readMails('priya@home.test');
    expect(hindi?.subject).toBe(hi.absenceAlert.subject('Asha', hi.statuses.absent, SCHOOL.name));
    expect(hindi?.headers.get('content-language')).toBe('hi');
    expect(hindi?.text).toContain(hi.absenceAlert.marked('Asha', hi.statuses.absent, SCHOOL.name, dayInWords(thursday, 'hi')));
    expect(hindi?.text).toContain(hi.absenceAlert.callSchool(SCHOOL.name, SCHOOL.helpline));
    const [arabic] = t.readMails('ravi@home.test');
    expect(arabic?.subject).toBe(ar.absenceAlert.subject('Ben', ar.statuses.late, SCHOOL.name));
    expect(arabic?.headers.get('content-language')).toBe('ar');
    expect(arabic?.text).toContain(ar.absenceAlert.marked('Ben', ar.statuses.late, SCHOOL.name, dayInWords(thursday, 'ar')));
  });

  it('sends nothing when the mark is corrected within the grace time', async () => {
    await take({ asha: 'absent' });
    await wait(5);
    await take({});
    await wait(10);
    expect(mailsTo('priya@home.test')).toEqual([]);
  });

  it('sends the alert after the grace time, in the school’s name with the child’s first name, the day and the helpline; a later correction sends a follow-up', async () => {
    await take({ asha: 'absent' });
    await wait(9);
    expect(mailsTo('priya@home.test')).toEqual([]);
    await wait(1);
    const [alert] = mailsTo('priya@home.test');
    expect(alert?.subject).toBe('Asha is marked absent today at Green Valley School');
    const inWords = formatDayInWords(thursday, 'en-GB');
    expect(alert?.text).toContain(`Hello Priya,`);
    expect(alert?.text).toContain(`Asha was marked absent at Green Valley School on ${inWords}.`);
    expect(alert?.text).toContain('call Green Valley School on +91 80 1234 5678');
    expect(alert?.text).not.toMatch(/https?:|Kumar/);
    // Ben was present: his guardian hears nothing.
    expect(mailsTo('ravi@home.test')).toEqual([]);

    await wait(30);
    await take({ asha: 'late' });
    expect(subjectsTo('priya@home.test')).toEqual(['Asha is marked absent today at Green Valley School', 'Asha is now marked late at Green Valley School']);
    expect(mailsTo('priya@home.test')[1]?.text).toContain(`A correction to our earlier mail: Asha is now marked late at Green Valley School on ${inWords}.`);
    // Saved again unchanged: nothing more. (A minute between saves: the outbox's files are named by the clock.)
    await wait(1);
    await take({ asha: 'late' });
    await wait(1);
    await take({});
    expect(subjectsTo('priya@home.test').slice(2)).toEqual(['Asha is now marked present at Green Valley School']);
  });

  it('sends one alert when two registers mark the student the same day, saying the day’s worst mark', async () => {
    await take({ asha: 'late' }, classes.a);
    await wait(2);
    await take({ asha: 'absent' }, classes.b);
    await wait(10);
    expect(subjectsTo('priya@home.test')).toEqual(['Asha is marked absent today at Green Valley School']);
    // One register corrected, the other still says absent: the day is still absent, nothing more.
    await take({}, classes.a);
    await wait(10);
    expect(subjectsTo('priya@home.test')).toHaveLength(1);
  });

  it('sends one alert saying late when absent is changed to late within the grace time', async () => {
    await take({ asha: 'absent' });
    await wait(4);
    await take({ asha: 'late' });
    await wait(10);
    expect(subjectsTo('priya@home.test')).toEqual(['Asha is marked late today at Green Valley School']);
  });

  it('sends nothing for a past day’s register, saved or corrected', async () => {
    const yesterday = addDays(thursday, -1);
    await take({ asha: 'absent', ben: 'late' }, classes.a, yesterday);
    await wait(15);
    await take({}, classes.a, yesterday);
    await wait(15);
    expect([...mailsTo('priya@home.test'), ...mailsTo('ravi@home.test')]).toEqual([]);
  });

  it('sends nothing, and no error, for a student without guardians', async () => {
    await take({ chitra: 'absent' }, classes.b);
    await wait(15);
    await take({}, classes.b);
    expect(t.mails().filter((mail) => mail.includes('Chitra'))).toEqual([]);
    expect(await t.store.mailQueue.status(new Date(0))).toMatchObject({ waiting: 0, failedCount: 0 });
  });

  it('queues nothing while the school has alerts off, and drops the alerts that were waiting when it turned them off', async () => {
    await take({ asha: 'absent' });
    await t.store.school.write({ ...(await t.store.school.read()), absenceAlerts: false }, new Date());
    await take({ ben: 'late' });
    await wait(15);
    expect([...mailsTo('priya@home.test'), ...mailsTo('ravi@home.test')]).toEqual([]);
    // On again: the alerts dropped stay dropped; a new mark alerts as usual.
    await t.store.school.write({ ...(await t.store.school.read()), absenceAlerts: true }, new Date());
    await take({ ben: 'absent' });
    await wait(15);
    expect(mailsTo('priya@home.test')).toEqual([]);
    expect(subjectsTo('ravi@home.test')).toEqual(['Ben is marked absent today at Green Valley School']);
  });

  it('tells the tutors of the student’s classes once when the student is absent three school days in a row, over a weekend and a holiday', async () => {
    // Thursday, Friday, then (Saturday, Sunday closed, Monday a holiday) Tuesday; Wednesday is a fourth.
    const days = [thursday, addDays(thursday, 1), addDays(thursday, 5), addDays(thursday, 6)];
    const notes = () => t.readMails(tutor.email);
    // In the tutor's own language; the guardian, who chose none, hears in the school's (English).
    const teacher = await t.store.users.findByEmail(tutor.email);
    await t.store.users.setLanguage(teacher?._id ?? '', 'hi', new Date());
    for (const [index, day] of days.entries()) {
      await moveTo(day);
      await take({ asha: 'absent' });
      await wait(15);
      expect(notes(), day).toHaveLength(index >= 2 ? 1 : 0);
    }
    const [note] = notes();
    expect(note?.subject).toBe(hi.absenceStreak.subject('Asha', kids.asha.admissionNo ?? ''));
    expect(note?.text).toContain(hi.absenceStreak.absent('Asha', kids.asha.admissionNo ?? '', SCHOOL.name, dayInWords(days[2] ?? '', 'hi')));
    expect(note?.headers.get('content-language')).toBe('hi');
    expect(subjectsTo('priya@home.test')[0]).toBe('Asha is marked absent today at Green Valley School');
    expect(subjectsTo('priya@home.test')).toHaveLength(4);
  });
});

describe('with ABSENCE_ALERT_DELAY_MIN=0', () => {
  beforeEach(() => start({ absenceAlertDelayMs: 0 }));

  it('sends the alert at once, with the register’s save', async () => {
    await take({ ben: 'late' });
    expect(subjectsTo('ravi@home.test')).toEqual(['Ben is marked late today at Green Valley School']);
  });
});

describe('with a mail server down for a day', () => {
  const sent: string[] = [];
  let down = true;
  beforeEach(() =>
    start({
      mailer: {
        async send(mail) {
          if (down) throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNECTION' });
          sent.push(mail.subject);
        },
      },
    }),
  );

  it('gives the alert up after a day: it would tell the family of yesterday', async () => {
    await take({ asha: 'absent' });
    await wait(10);
    await wait(23 * 60);
    down = false;
    await wait(2 * 60);
    expect(sent).toEqual([]);
    const status = await t.store.mailQueue.status(new Date(0));
    expect(status.failed.map((mail) => [mail.to, mail.subject])).toEqual([['priya@home.test', 'Asha is marked absent today at Green Valley School']]);
  });
});

// SQLite serves one process; on PostgreSQL several share the alerts.
describe.runIf(inject('postgresUrl'))('two processes on PostgreSQL', () => {
  beforeEach(() => start({ absenceAlertDelayMs: 0 }));

  it('a correction racing the other process’s queueing of the alert ends as no mail, or as the alert and its follow-up', async () => {
    // Another process: its own store on the same database, queueing due alerts as its worker would.
    const other = await openStore(t.dataDir, t.storeOptions);
    const many = [];
    for (let index = 0; index < 20; index++) many.push(await t.createUser('student', { ...student, fname: `Dev${index}`, email: `dev${index}@school.test` }));
    const now = new Date();
    for (const [index, kid] of many.entries()) {
      const guardian = await t.createUser('guardian', { ...student, fname: `Parent${index}`, email: `parent${index}@home.test` });
      await t.store.guardians.link(guardian._id, kid._id, now);
    }
    const ids = many.map((kid) => kid._id);
    const day = today();
    const mark = (status: RegisterStatus) =>
      t.store.transaction(async (tx) => {
        await tx.registers.replace(classes.a, day, (await tx.users.findByEmail(tutor.email))?._id ?? '', ids.map((studentId) => ({ studentId, status, note: '' })), new Date());
        return alertsAfterRegister(tx, { day, studentIds: ids, now: new Date(), delayMs: 0 });
      });
    try {
      await mark('absent');
      const [correction, queued] = await Promise.all([mark('present').then(({ followUps }) => other.mailQueue.enqueue(followUps, new Date()).then(() => followUps.length)), queueDueAbsenceAlerts(other, new Date())]);
      const queue = (await other.mailQueue.claim('test', new Date(), 100, MINUTE)).map((mail) => [mail.to, mail.subject] as const);
      for (const [index] of many.entries()) {
        const subjects = queue.filter(([to]) => to === `parent${index}@home.test`).map(([, subject]) => subject);
        // Whichever came first: never an alert without its correction, never a correction of nothing.
        expect([[], [`Dev${index} is marked absent today at Green Valley School`, `Dev${index} is now marked present at Green Valley School`]]).toContainEqual(subjects);
      }
      expect(queue).toHaveLength(2 * correction);
      expect(queued).toBe(correction);
    } finally {
      await other.close();
    }
  });
});
