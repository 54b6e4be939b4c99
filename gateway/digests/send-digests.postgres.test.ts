import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore, type Store } from '../db/index.ts';
import { removeTestDatabase, testStoreOptions } from '../testing/test-database.ts';
import { TEST_SECRET } from '../testing/api-harness.ts';
import { sendDueDigests } from './send-digests.ts';

const STUDENTS = 40;
/** Friday 27 November 2026, 17:05 in Kolkata. */
const FRIDAY_EVENING = new Date('2026-11-27T11:35:00Z');

let stores: Store[] = [];
let databaseUrl: string | undefined;

beforeAll(async () => {
  const options = await testStoreOptions();
  if (!options.databaseUrl) throw new Error('this file runs only in the postgres project, which provides a cluster');
  databaseUrl = options.databaseUrl;
  // Two processes' stores: each its own pool on the one database.
  stores = [await openStore('', { databaseUrl, poolSize: 4 }), await openStore('', { databaseUrl, poolSize: 4 })];
}, 30_000);

afterAll(async () => {
  for (const store of stores) await store.close();
  if (databaseUrl) await removeTestDatabase({ databaseUrl });
});

describe('two processes on one PostgreSQL database', () => {
  it('queue a period’s digests once, looking at the same time', { timeout: 60_000 }, async () => {
    const [one, two] = stores as [Store, Store];
    const wednesday = new Date('2026-11-25T06:00:00Z');
    await one.school.write({ name: 'Hill School', helpline: '', timeZone: 'Asia/Kolkata', closedWeekdays: [0], holidays: [], language: 'en' }, wednesday);
    for (let n = 0; n < STUDENTS; n++) {
      const pupil = await one.users.create({ fname: `Pupil ${n}`, email: `pupil${n}@school.test`, contact: '9999999999', position: 'student', passwordHash: 'x' }, wednesday);
      await one.digests.choose(pupil._id, 'weekly', true, wednesday);
    }
    await one.announcements.create({ date: 'Nov 25 2026', day: '2026-11-25', subject: 'Sports day', description: 'For everyone', classes: [] }, wednesday);

    const lookFrom = (store: Store) => sendDueDigests({ store, now: () => FRIDAY_EVENING, mailWorker: { wake: () => {} }, secret: TEST_SECRET }, 'weekly');
    const outcomes = await Promise.all([lookFrom(one), lookFrom(two), lookFrom(one), lookFrom(two)]);

    expect(outcomes.filter((outcome) => outcome.queuedNow).map((outcome) => outcome.mails)).toEqual([STUDENTS]);
    const queued = await one.mailQueue.status(new Date(0));
    expect(queued.waiting).toBe(STUDENTS);
    expect(await two.digests.ran('weekly', '2026-11-27')).toBe(true);
  });
});
