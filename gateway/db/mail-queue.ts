import { sql, type Kysely } from 'kysely';
import { onPostgres } from './dialect.ts';
import type { DatabaseSchema } from './schema.ts';

/** A mail to queue: who, what, and until when it is worth sending. */
export interface NewMail {
  to: string;
  subject: string;
  text: string;
  /** Past this it is not sent (a code that has run out); default: `QUEUED_MAIL_LIFETIME_MS` after queueing. */
  sendBefore?: Date;
  /** The mail's own headers, by name: a digest's `List-Unsubscribe`. */
  headers?: Readonly<Record<string, string>>;
}

/** A mail a worker has claimed: it alone sends it until the lease runs out. */
export interface ClaimedMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  attempts: number;
  giveUpAt: Date;
  headers?: Record<string, string>;
}

/** What the queue holds, for `npm run mail -- status`: never a mail's text. */
export interface MailQueueStatus {
  waiting: number;
  retryingCount: number;
  /** Waiting mails that have failed at least once, next due first. */
  retrying: Array<{ id: number; to: string; subject: string; attempts: number; lastError: string | null; sendAfter: Date }>;
  failedCount: number;
  /** The latest failures first. */
  failed: Array<{ id: number; to: string; subject: string; attempts: number; lastError: string | null; failedAt: Date }>;
  sentSince: number;
}

/** How long a mail without its own limit is tried: an SMTP server down over a long weekend loses nothing. */
export const QUEUED_MAIL_LIFETIME_MS = 4 * 24 * 60 * 60 * 1000;
/** Errors are kept this long at most: a server's answer, never the mail. */
const ERROR_LENGTH = 500;
/** Rows of each list the status shows. */
const STATUS_ROWS = 50;

/**
 * The queue of every mail the app sends (0019). Mails are queued in the caller's transaction,
 * so a code or a link exists exactly when its mail is queued; workers in any number of
 * processes claim them in batches under a lease, and only a mail the server accepted is marked
 * sent. A mail's text holds a one-time code or link: it is emptied once sent or failed.
 */
export function mailQueueQueries(db: Kysely<DatabaseSchema>) {
  return {
    /** Queues `mails`, due at once. */
    async enqueue(mails: readonly NewMail[], now: Date): Promise<void> {
      const at = now.toISOString();
      const rows = mails.map((mail) => ({
        recipient: mail.to,
        subject: mail.subject,
        body: mail.text,
        created_at: at,
        send_after: at,
        give_up_at: (mail.sendBefore ?? new Date(now.getTime() + QUEUED_MAIL_LIFETIME_MS)).toISOString(),
        headers: mail.headers ? JSON.stringify(mail.headers) : null,
      }));
      // Well under both databases' limits on bound values (7 a row).
      for (let start = 0; start < rows.length; start += 1000) await db.insertInto('mail_queue').values(rows.slice(start, start + 1000)).execute();
    },

    /**
     * Claims up to `limit` due mails for `worker` until `now + leaseMs`, in one statement: no two
     * workers ever hold the same mail. PostgreSQL skips rows another worker is claiming
     * (`for update skip locked`); SQLite runs one writer at a time.
     */
    async claim(worker: string, now: Date, limit: number, leaseMs: number): Promise<ClaimedMail[]> {
      const at = now.toISOString();
      let due = db
        .selectFrom('mail_queue')
        .select('id')
        .where('sent_at', 'is', null)
        .where('failed_at', 'is', null)
        .where('send_after', '<=', at)
        .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', at)]))
        .orderBy('send_after')
        .orderBy('id')
        .limit(limit);
      if (onPostgres(db)) due = due.forUpdate().skipLocked();
      const rows = await db
        .updateTable('mail_queue')
        .set({ claimed_by: worker, claimed_until: new Date(now.getTime() + leaseMs).toISOString() })
        .where('id', 'in', due)
        .returning(['id', 'recipient', 'subject', 'body', 'attempts', 'give_up_at', 'headers'])
        .execute();
      return rows
        .map((row) => ({
          id: Number(row.id),
          to: row.recipient,
          subject: row.subject,
          text: row.body,
          attempts: row.attempts,
          giveUpAt: new Date(row.give_up_at),
          ...(row.headers !== null && { headers: JSON.parse(row.headers) as Record<string, string> }),
        }))
        .sort((a, b) => a.id - b.id);
    },

    /** The server accepted the mail: done, and its code or link goes. False when `worker` had lost the claim. */
    async markSent(id: number, worker: string, now: Date): Promise<boolean> {
      const result = await db
        .updateTable('mail_queue')
        .set({ sent_at: now.toISOString(), body: '', claimed_until: null })
        .where('id', '=', id)
        .where('claimed_by', '=', worker)
        .where('sent_at', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** A try failed: counted, its error kept, and the mail due again at `retryAt` for any worker. */
    async markRetry(id: number, worker: string, error: string, retryAt: Date): Promise<void> {
      await db
        .updateTable('mail_queue')
        .set((eb) => ({ attempts: eb('attempts', '+', 1), last_error: error.slice(0, ERROR_LENGTH), send_after: retryAt.toISOString(), claimed_until: null }))
        .where('id', '=', id)
        .where('claimed_by', '=', worker)
        .where('sent_at', 'is', null)
        .execute();
    },

    /** Given up: refused for good, or not sent in time. Its text goes; who and what stay for the status. */
    async markFailed(id: number, worker: string, error: string, now: Date, { tried }: { tried: boolean }): Promise<void> {
      await db
        .updateTable('mail_queue')
        .set((eb) => ({ attempts: tried ? eb('attempts', '+', 1) : eb.ref('attempts'), last_error: error.slice(0, ERROR_LENGTH), failed_at: now.toISOString(), body: '', claimed_until: null }))
        .where('id', '=', id)
        .where('claimed_by', '=', worker)
        .where('sent_at', 'is', null)
        .execute();
    },

    /** The workers holding a live claim on an unsent mail whose names start with `prefix`. */
    async claimants(prefix: string, now: Date): Promise<string[]> {
      const rows = await db
        .selectFrom('mail_queue')
        .select('claimed_by')
        .distinct()
        .where('sent_at', 'is', null)
        .where('failed_at', 'is', null)
        .where('claimed_until', '>', now.toISOString())
        // substr, not like: a host's name may hold `_`, which like would take for any character.
        .where(sql<string>`substr(claimed_by, 1, ${prefix.length})`, '=', prefix)
        .execute();
      return rows.flatMap((row) => row.claimed_by ?? []);
    },

    /** Hands back every mail `workers` claimed and did not send (they are known to be gone): due again at once. */
    async releaseClaimsOf(workers: readonly string[]): Promise<void> {
      if (workers.length === 0) return;
      await db.updateTable('mail_queue').set({ claimed_until: null }).where('claimed_by', 'in', workers).where('sent_at', 'is', null).where('failed_at', 'is', null).execute();
    },

    /** Hands back claimed mails not tried: due again for any worker at once. */
    async release(ids: readonly number[], worker: string): Promise<void> {
      if (ids.length === 0) return;
      await db.updateTable('mail_queue').set({ claimed_until: null }).where('id', 'in', ids).where('claimed_by', '=', worker).where('sent_at', 'is', null).execute();
    },

    /** Mails that failed before, due now: the server is back, so they need not wait out their backoff. */
    async retryNow(now: Date): Promise<void> {
      const at = now.toISOString();
      await db
        .updateTable('mail_queue')
        .set({ send_after: at })
        .where('sent_at', 'is', null)
        .where('failed_at', 'is', null)
        .where('attempts', '>', 0)
        .where('send_after', '>', at)
        .execute();
    },

    /** What waits, what failed, and how many were sent since `since`. */
    async status(since: Date): Promise<MailQueueStatus> {
      const count = (rows: { n: number | string | bigint } | undefined) => Number(rows?.n ?? 0);
      const waiting = await db.selectFrom('mail_queue').select((eb) => eb.fn.countAll<number>().as('n')).where('sent_at', 'is', null).where('failed_at', 'is', null).executeTakeFirst();
      const retryingCount = await db
        .selectFrom('mail_queue')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('sent_at', 'is', null)
        .where('failed_at', 'is', null)
        .where('attempts', '>', 0)
        .executeTakeFirst();
      const failedCount = await db.selectFrom('mail_queue').select((eb) => eb.fn.countAll<number>().as('n')).where('failed_at', 'is not', null).executeTakeFirst();
      const sentSince = await db.selectFrom('mail_queue').select((eb) => eb.fn.countAll<number>().as('n')).where('sent_at', '>=', since.toISOString()).executeTakeFirst();
      const retrying = await db
        .selectFrom('mail_queue')
        .select(['id', 'recipient', 'subject', 'attempts', 'last_error', 'send_after'])
        .where('sent_at', 'is', null)
        .where('failed_at', 'is', null)
        .where('attempts', '>', 0)
        .orderBy('send_after')
        .orderBy('id')
        .limit(STATUS_ROWS)
        .execute();
      const failed = await db
        .selectFrom('mail_queue')
        .select(['id', 'recipient', 'subject', 'attempts', 'last_error', 'failed_at'])
        .where('failed_at', 'is not', null)
        .orderBy('failed_at', 'desc')
        .orderBy('id', 'desc')
        .limit(STATUS_ROWS)
        .execute();
      return {
        waiting: count(waiting),
        retryingCount: count(retryingCount),
        retrying: retrying.map((row) => ({ id: Number(row.id), to: row.recipient, subject: row.subject, attempts: row.attempts, lastError: row.last_error, sendAfter: new Date(row.send_after) })),
        failedCount: count(failedCount),
        failed: failed.map((row) => ({ id: Number(row.id), to: row.recipient, subject: row.subject, attempts: row.attempts, lastError: row.last_error, failedAt: new Date(row.failed_at ?? 0) })),
        sentSince: count(sentSince),
      };
    },

    /** Mails sent before `sentBefore` and failures before `failedBefore` are let go. */
    async purge(sentBefore: Date, failedBefore: Date): Promise<void> {
      await db.deleteFrom('mail_queue').where('sent_at', '<', sentBefore.toISOString()).execute();
      await db.deleteFrom('mail_queue').where('failed_at', '<', failedBefore.toISOString()).execute();
    },
  };
}
