import type { Queries, Store } from '../db/index.ts';
import type { NewMail } from '../db/mail-queue.ts';
import { inTurns } from '../import/in-turns.ts';
import type { MailWorker } from './mail-worker.ts';

/** Mails queued between two turns of the event loop. */
const MAILS_PER_TURN = 500;

/** What queueing mail needs: the database, the clock, and this process's worker, woken once mail is queued. */
export interface MailQueueing {
  store: Store;
  now: () => Date;
  mailWorker: Pick<MailWorker, 'wake'>;
}

/** Adds mails to send once the transaction commits. */
export type QueueMail = (mails: NewMail | readonly NewMail[]) => void;

/**
 * Runs `work` in one transaction with the mails it queues: the code, link or account a mail
 * carries is committed exactly when its mail is queued, and neither without the other. Once
 * committed, this process's mail worker is woken, so the mail leaves within a second; the
 * worker sends it (mail-worker.ts). Every mail the app sends is queued here.
 *
 * @param deps the store, clock and mail worker
 * @param work the writes, given the transaction and `queue`, which adds mails to it
 * @example await transactionWithMail(deps, async (tx, queue) => queue(await issueAccountLink(deps, tx, student, 'reset')))
 */
export async function transactionWithMail<T>(deps: MailQueueing, work: (tx: Queries, queue: QueueMail) => Promise<T>): Promise<T> {
  let queued = 0;
  const result = await deps.store.transaction(async (tx) => {
    const mails: NewMail[] = [];
    const value = await work(tx, (more) => {
      // One at a time: an import queues 20,000, more than a call's arguments may be.
      for (const mail of Array.isArray(more) ? (more as readonly NewMail[]) : [more as NewMail]) mails.push(mail);
    });
    // In slices with a turn of the event loop between: an import's 20,000 invitations, queued at
    // once, held every other request of the process for a third of a second.
    const now = deps.now();
    await inTurns(mails, MAILS_PER_TURN, (some) => tx.mailQueue.enqueue(some, now));
    queued = mails.length;
    return value;
  });
  if (queued > 0) deps.mailWorker.wake();
  return result;
}
