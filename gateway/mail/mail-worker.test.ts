import { mkdtempSync, rmSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runMailCommand } from '../cli/mail-command.ts';
import { openStore, type NewMail, type Store } from '../db/index.ts';
import { startSmtpServer, type TestSmtpServer } from '../testing/smtp-server.ts';
import { migratedTestDatabase } from '../testing/test-database.ts';
import { createMailer } from './mailer.ts';
import { backoffAfter, MAIL_LEASE_MS, startMailWorker, type MailWorker } from './mail-worker.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const from = 'Studyhall <test@studyhall.invalid>';

let dataDir: string;
let store: Store;
let smtp: TestSmtpServer;
let clock: Date;
let worker: MailWorker;
let logged: string[];

beforeEach(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'studyhall-mail-queue-'));
  store = await openStore(dataDir, await migratedTestDatabase(dataDir));
  smtp = await startSmtpServer();
  clock = new Date('2026-11-26T09:00:00Z');
  logged = [];
  // Looks only when woken: each step of a test is one pass, at the clock the test set.
  worker = startMailWorker({ store, mailer: createMailer({ smtpUrl: smtp.url, outboxDir: '/nonexistent', from }), now: () => clock, pollMs: null, log: (line) => logged.push(line) });
  // Its first look, at start, is over before a test queues anything.
  await worker.settled();
});
afterEach(async () => {
  await worker.stop();
  await smtp.stop();
  await store.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const mail = (to: string, extra: Partial<NewMail> = {}): NewMail => ({ to, subject: `For ${to}`, text: `Your code:\n\n123456\n\nfor ${to}`, ...extra });
const later = (milliseconds: number) => (clock = new Date(clock.getTime() + milliseconds));
/** One pass of the worker at the clock's time, as a wake after queueing (or a poll) starts. */
async function pass(): Promise<void> {
  worker.wake();
  await worker.settled();
}
const queue = () => store.mailQueue.status(new Date(0));

describe('backoff', () => {
  it('waits a minute after the first failure, doubling up to an hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map((attempts) => backoffAfter(attempts) / MINUTE)).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60]);
  });
});

describe('the mail worker, with a real SMTP server', () => {
  it('delivers each queued mail once, and only once the server accepted it', async () => {
    const recipients = ['a@school.test', 'b@school.test', 'c@school.test'];
    await store.mailQueue.enqueue(recipients.map((to) => mail(to)), clock);
    await pass();
    await pass();
    expect(smtp.recipients()).toEqual(recipients);
    expect(smtp.received[0]?.text).toMatch(/^123456$/m);
    const status = await queue();
    expect({ waiting: status.waiting, failed: status.failedCount, sent: status.sentSince }).toEqual({ waiting: 0, failed: 0, sent: 3 });
  });

  it('retries a mail the server refuses (451) after a minute, then two, and sends each once when it accepts', async () => {
    await store.mailQueue.enqueue([mail('a@school.test'), mail('b@school.test'), mail('c@school.test')], clock);
    const queuedAt = clock.getTime();
    smtp.refuseNext = 5;
    await pass();
    // All three refused once: each waits a minute from its try.
    expect(smtp.received).toEqual([]);
    expect((await queue()).retrying.map((one) => [one.to, one.attempts, one.sendAfter.getTime() - queuedAt])).toEqual([
      ['a@school.test', 1, MINUTE],
      ['b@school.test', 1, MINUTE],
      ['c@school.test', 1, MINUTE],
    ]);
    expect(logged.join('\n')).toContain('451');

    // Not before it is due.
    later(59 * SECOND);
    await pass();
    expect(smtp.refused).toBe(3);

    // Due: two more refusals, then the server takes the third.
    later(1 * SECOND);
    await pass();
    expect(smtp.recipients()).toEqual(['c@school.test']);
    expect((await queue()).retrying.map((one) => [one.to, one.attempts, one.sendAfter.getTime() - queuedAt])).toEqual([
      ['a@school.test', 2, MINUTE + 2 * MINUTE],
      ['b@school.test', 2, MINUTE + 2 * MINUTE],
    ]);

    later(2 * MINUTE);
    await pass();
    await pass();
    expect(smtp.recipients().toSorted()).toEqual(['a@school.test', 'b@school.test', 'c@school.test']);
    expect(smtp.refused).toBe(5);
    const status = await queue();
    expect({ waiting: status.waiting, failed: status.failedCount, sent: status.sentSince }).toEqual({ waiting: 0, failed: 0, sent: 3 });
  });

  it('loses nothing while the server is down for an hour, and sends everything once it is back', async () => {
    const recipients = Array.from({ length: 12 }, (_, n) => `pupil${n}@school.test`);
    await store.mailQueue.enqueue(recipients.map((to) => mail(to)), clock);
    await smtp.stop();
    // Polled every minute for an hour: each look tries the first mail due, finds the server down, and leaves the rest.
    for (let minute = 0; minute < 60; minute++) {
      await pass();
      later(MINUTE);
    }
    const down = await queue();
    expect({ waiting: down.waiting, failed: down.failedCount }).toEqual({ waiting: 12, failed: 0 });
    expect(down.retrying.length).toBeGreaterThan(0);
    expect(smtp.received).toEqual([]);

    await smtp.start();
    // One more mail queued now goes at once; with it, every mail that waited out the server.
    await store.mailQueue.enqueue([mail('late@school.test')], clock);
    await pass();
    expect(smtp.recipients().toSorted()).toEqual([...recipients, 'late@school.test'].toSorted());
    const back = await queue();
    expect({ waiting: back.waiting, failed: back.failedCount, sent: back.sentSince }).toEqual({ waiting: 0, failed: 0, sent: 13 });
  });

  it('fails a mail the server refuses for good (550) at once, and shows it in the status without its text', async () => {
    smtp.refuseForGood.add('nobody@school.test');
    await store.mailQueue.enqueue([mail('nobody@school.test'), mail('asha@school.test')], clock);
    await pass();
    expect(smtp.recipients()).toEqual(['asha@school.test']);
    const status = await queue();
    expect(status.failed.map((one) => [one.to, one.subject, one.attempts])).toEqual([['nobody@school.test', 'For nobody@school.test', 1]]);
    expect(status.failed[0]?.lastError).toContain('550');

    const printed: string[] = [];
    await runMailCommand(['status'], { store, print: (line) => printed.push(line), now: clock });
    const text = printed.join('\n');
    expect(text).toContain('Waiting: 0, of which 0 failed before');
    expect(text).toMatch(/Failed: 1\n {2}#\d+\tnobody@school\.test\tFor nobody@school\.test\t1 try\tgiven up 2026-11-26T09:00:00\.000Z\t.*550/);
    expect(text).toContain('Sent in the last 24 hours: 1');
    expect(text).not.toContain('123456');
    // The text is gone from the database too, once sent or failed: it held a one-time code.
    expect(await bodies()).toEqual(['', '']);
  });

  it('does not send a code after it ran out: the mail fails, not tried', async () => {
    await store.mailQueue.enqueue([mail('asha@school.test', { sendBefore: new Date(clock.getTime() + 10 * MINUTE) })], clock);
    await smtp.stop();
    await pass();
    await smtp.start();
    later(10 * MINUTE);
    await pass();
    expect(smtp.received).toEqual([]);
    const status = await queue();
    expect(status.failed.map((one) => [one.to, one.attempts, one.lastError])).toEqual([['asha@school.test', 1, 'not sent in time: what it carried has run out']]);
  });
});

describe('claims', () => {
  it('are leases: a worker that died mid-send leaves its mails to another once the lease ran out, and never before', async () => {
    await store.mailQueue.enqueue([mail('a@school.test'), mail('b@school.test')], clock);
    expect((await store.mailQueue.claim('dead', clock, 10, MAIL_LEASE_MS)).map((one) => one.to)).toEqual(['a@school.test', 'b@school.test']);
    expect(await store.mailQueue.claim('alive', new Date(clock.getTime() + MAIL_LEASE_MS - 1), 10, MAIL_LEASE_MS)).toEqual([]);
    later(MAIL_LEASE_MS);
    const taken = await store.mailQueue.claim('alive', clock, 10, MAIL_LEASE_MS);
    expect(taken.map((one) => one.to)).toEqual(['a@school.test', 'b@school.test']);
    // The dead worker, had it come back, may not mark what it lost.
    expect(await store.mailQueue.markSent(taken[0]?.id ?? 0, 'dead', clock)).toBe(false);
    expect(await store.mailQueue.markSent(taken[0]?.id ?? 0, 'alive', clock)).toBe(true);
  });

  it('left by a process of this host that is gone are handed back when a worker starts, not those of one still running', async () => {
    await worker.stop();
    await store.mailQueue.enqueue([mail('orphan@school.test'), mail('busy@school.test')], clock);
    // This very process id, of an earlier process (a container restarted is process 1 again); the parent runs still.
    const [orphan, busy] = await store.mailQueue.claim(`${hostname()}:${process.pid}:earlier0`, clock, 1, MAIL_LEASE_MS).then(async (first) => [
      ...first,
      ...(await store.mailQueue.claim(`${hostname()}:${process.ppid}:running0`, clock, 1, MAIL_LEASE_MS)),
    ]);
    expect([orphan?.to, busy?.to]).toEqual(['orphan@school.test', 'busy@school.test']);
    worker = startMailWorker({ store, mailer: createMailer({ smtpUrl: smtp.url, outboxDir: '/nonexistent', from }), now: () => clock, pollMs: null, log: (line) => logged.push(line) });
    await worker.settled();
    expect(smtp.recipients()).toEqual(['orphan@school.test']);
    expect((await queue()).waiting).toBe(1);
  });

  it('are purged once sent a week ago or failed a month ago', async () => {
    await store.mailQueue.enqueue([mail('sent@school.test'), mail('failed@school.test'), mail('waiting@school.test', { sendBefore: new Date(clock.getTime() + 40 * 24 * 60 * MINUTE) })], clock);
    const [sent, failed] = await store.mailQueue.claim('w', clock, 2, MAIL_LEASE_MS);
    await store.mailQueue.markSent(sent?.id ?? 0, 'w', clock);
    await store.mailQueue.markFailed(failed?.id ?? 0, 'w', '550 no', clock, { tried: true });
    const day = 24 * 60 * MINUTE;
    await store.mailQueue.purge(new Date(clock.getTime() - 1), new Date(clock.getTime() - 1));
    expect((await queue()).sentSince).toBe(1);
    await store.mailQueue.purge(new Date(clock.getTime() + 1), new Date(clock.getTime() - day));
    const status = await queue();
    expect({ sent: status.sentSince, failed: status.failedCount, waiting: status.waiting }).toEqual({ sent: 0, failed: 1, waiting: 1 });
  });
});

async function bodies(): Promise<string[]> {
  const rows: string[] = [];
  await store.tables.read(async (table, batch) => {
    if (table === 'mail_queue') rows.push(...batch.map((row) => String(row.body)));
  });
  return rows;
}
