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

/** Adds mails to send once the transaction commits: one, or a list, which may make each as it is read. */
export type QueueMail = (mails: NewMail | Iterable<NewMail>) => void;

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
    const lists: Array<Iterable<NewMail>> = [];
    const value = await work(tx, (more) => lists.push(isMail(more) ? [more] : more));
    // In slices with a turn of the event loop between: an import's 20,000 invitations, queued at
    // once, held every other request of the process for a third of a second.
    const now = deps.now();
    let count = 0;
    await inTurns(oneAfterAnother(lists), MAILS_PER_TURN, async (some) => {
      await tx.mailQueue.enqueue(some, now);
      count += some.length;
    });
    queued = count;
    return value;
  });
  if (queued > 0) deps.mailWorker.wake();
  return result;
}

function isMail(mails: NewMail | Iterable<NewMail>): mails is NewMail {
  return !(Symbol.iterator in mails);
}

function* oneAfterAnother<Item>(lists: ReadonlyArray<Iterable<Item>>): Generator<Item> {
  for (const list of lists) yield* list;
}
