import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore, type Store } from '../db/index.ts';
import { startSmtpServer, type TestSmtpServer } from '../testing/smtp-server.ts';
import { removeTestDatabase, testStoreOptions } from '../testing/test-database.ts';
import { createMailer, type Mailer } from './mailer.ts';
import { startMailWorker } from './mail-worker.ts';

const MAILS = 300;
const from = 'Studyhall <test@studyhall.invalid>';

let stores: Store[] = [];
let databaseUrl: string | undefined;
let smtp: TestSmtpServer;

beforeAll(async () => {
  const options = await testStoreOptions();
  if (!options.databaseUrl) throw new Error('this file runs only in the postgres project, which provides a cluster');
  databaseUrl = options.databaseUrl;
  // Two processes' stores: each its own pool on the one database.
  stores = [await openStore('', { databaseUrl, poolSize: 4 }), await openStore('', { databaseUrl, poolSize: 4 })];
  smtp = await startSmtpServer();
}, 30_000);

afterAll(async () => {
  for (const store of stores) await store.close();
  if (databaseUrl) await removeTestDatabase({ databaseUrl });
  await smtp?.stop();
});

describe('two mail workers on one PostgreSQL database', () => {
  it('send each of the queued mails exactly once, claiming at the same time', { timeout: 60_000 }, async () => {
    const [one, two] = stores as [Store, Store];
    const recipients = Array.from({ length: MAILS }, (_, n) => `pupil${n}@school.test`);
    await one.mailQueue.enqueue(recipients.map((to) => ({ to, subject: 'Welcome', text: `Hello ${to}` })), new Date());

    const sentBy = new Map<string, string[]>();
    /** The real SMTP mailer, noting which worker handed over which mail. */
    const noting = (name: string): Mailer => {
      const smtpMailer = createMailer({ smtpUrl: smtp.url, outboxDir: '/nonexistent', from });
      return {
        async send(mail) {
          await smtpMailer.send(mail);
          sentBy.set(name, [...(sentBy.get(name) ?? []), mail.to]);
        },
      };
    };
    const now = () => new Date();
    const workers = [
      startMailWorker({ store: one, mailer: noting('one'), now, pollMs: null, name: 'one' }),
      startMailWorker({ store: two, mailer: noting('two'), now, pollMs: null, name: 'two' }),
    ];
    // Started together (each looks at once), both claim batches until the queue is empty.
    await Promise.all(workers.map((worker) => worker.settled()));
    await Promise.all(workers.map((worker) => worker.stop()));

    expect(smtp.recipients().toSorted()).toEqual(recipients.toSorted());
    expect(new Set(smtp.recipients()).size).toBe(MAILS);
    // Both took part: the claims really ran side by side.
    expect(sentBy.get('one')?.length).toBeGreaterThan(0);
    expect(sentBy.get('two')?.length).toBeGreaterThan(0);
    const status = await two.mailQueue.status(new Date(0));
    expect({ waiting: status.waiting, failed: status.failedCount, sent: status.sentSince }).toEqual({ waiting: 0, failed: 0, sent: MAILS });
  });
});
