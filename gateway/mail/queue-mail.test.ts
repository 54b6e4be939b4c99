import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openStore, type NewMail, type Store } from '../db/index.ts';
import { migratedTestDatabase } from '../testing/test-database.ts';
import { transactionWithMail } from './queue-mail.ts';

let dataDir: string;
let store: Store;
let wakes: number;
const now = () => new Date('2026-11-27T09:00:00Z');

beforeEach(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'studyhall-queue-mail-'));
  store = await openStore(dataDir, await migratedTestDatabase(dataDir));
  wakes = 0;
});
afterEach(async () => {
  await store.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const mailTo = (index: number): NewMail => ({ to: `pupil-${index}@school.test`, subject: 'Welcome', text: `Hello ${index}` });
const waiting = async () => (await store.mailQueue.status(new Date(0))).waiting;

describe('transactionWithMail', () => {
  it('queues single mails and lists with the writes, and wakes the worker once they are committed', async () => {
    const answer = await transactionWithMail({ store, now, mailWorker: { wake: () => wakes++ } }, async (_tx, queue) => {
      queue(mailTo(0));
      queue([mailTo(1), mailTo(2)]);
      return 'done';
    });
    expect(answer).toBe('done');
    expect(await waiting()).toBe(3);
    expect(wakes).toBe(1);
  });

  it('makes a list’s mails as they are queued, a slice at a time, not all before', async () => {
    let made = 0;
    const madeAtEachSlice: number[] = [];
    const counting: Store = {
      ...store,
      transaction: (work) =>
        store.transaction((tx) =>
          work({
            ...tx,
            mailQueue: {
              ...tx.mailQueue,
              enqueue: async (mails, at) => {
                madeAtEachSlice.push(made);
                await tx.mailQueue.enqueue(mails, at);
              },
            },
          }),
        ),
    };
    const invitations = {
      *[Symbol.iterator]() {
        for (let index = 0; index < 1200; index++) {
          made++;
          yield mailTo(index);
        }
      },
    };
    await transactionWithMail({ store: counting, now, mailWorker: { wake: () => wakes++ } }, async (_tx, queue) => queue(invitations));
    expect(madeAtEachSlice).toEqual([500, 1000, 1200]);
    expect(await waiting()).toBe(1200);
  });

  it('queues nothing, and wakes no worker, when the writes fail', async () => {
    const failing = transactionWithMail({ store, now, mailWorker: { wake: () => wakes++ } }, async (_tx, queue) => {
      queue(mailTo(0));
      throw new Error('refused');
    });
    await expect(failing).rejects.toThrow('refused');
    expect(await waiting()).toBe(0);
    expect(wakes).toBe(0);
  });
});
