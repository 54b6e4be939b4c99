import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defaultSchoolSettings } from '../db/index.ts';
import { startTestApi, TEST_SECRET, type TestApi } from '../testing/api-harness.ts';
import { startDigests } from './digest-scheduler.ts';

/** Friday 27 November 2026, 17:01 in Kolkata. */
const FRIDAY_EVENING = new Date('2026-11-27T11:31:00Z');

let t: TestApi;
let lines: string[];
const out = { log: (line: string) => lines.push(line), warn: (line: string) => lines.push(`warning: ${line}`) };

beforeEach(async () => {
  t = await startTestApi({ now: () => FRIDAY_EVENING });
  await t.store.school.write({ ...defaultSchoolSettings(), timeZone: 'Asia/Kolkata' }, FRIDAY_EVENING);
  lines = [];
});
afterEach(() => t.close());

describe('the digest scheduler of a process', () => {
  it('looks at once: each digest whose time has come is queued and told', async () => {
    const stop = startDigests({ store: t.store, now: () => FRIDAY_EVENING, mailWorker: t.mailWorker, secret: TEST_SECRET }, out);
    // Stopping waits for the look under way.
    await stop();
    expect(await t.store.digests.ran('weekly', '2026-11-27')).toBe(true);
    expect(await t.store.digests.ran('daily', '2026-11-27')).toBe(true);
    expect(lines).toEqual(['the weekly digest of 2026-11-27: 0 mails queued', 'the daily digest of 2026-11-27: 0 mails queued']);
  });

  it('tells a look that failed, and goes on with the other digest', async () => {
    const store = { ...t.store, digests: { ...t.store.digests, ran: (kind: string, period: string) => (kind === 'weekly' ? Promise.reject(new Error('database gone')) : t.store.digests.ran(kind as 'daily', period)) } };
    const stop = startDigests({ store, now: () => FRIDAY_EVENING, mailWorker: t.mailWorker, secret: TEST_SECRET }, out);
    await stop();
    expect(lines).toEqual(['warning: the weekly digest could not be sent: Error: database gone', 'the daily digest of 2026-11-27: 0 mails queued']);
  });
});
