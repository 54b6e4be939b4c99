import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { ClaimedMail, Store } from '../db/index.ts';
import type { Mailer } from './mailer.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/** Waits between looks at the queue when nothing woke the worker: mail queued by another process goes within it. */
export const MAIL_POLL_MS = 5 * SECOND;
/** Mails claimed at once. */
const BATCH = 10;
/**
 * A claim's lease: a process killed while sending leaves its batch to the others (or to itself,
 * restarted) this long. Short, as a code is worth 10 minutes; a batch is sent in well under a
 * second while the server answers.
 */
export const MAIL_LEASE_MS = 3 * MINUTE;
/** No mail of a batch is begun with less of its lease left: more than one try can take (mailer.ts's SMTP timeouts), so none is sent after its lease ran out. */
const LEASE_MARGIN_MS = 2 * MINUTE;
/** The first retry's wait, doubled at each failure up to `MAX_BACKOFF_MS`. */
export const FIRST_BACKOFF_MS = MINUTE;
export const MAX_BACKOFF_MS = 60 * MINUTE;

/** How long a mail that failed `attempts` times (this one included) waits before its next try. */
export function backoffAfter(attempts: number): number {
  return Math.min(FIRST_BACKOFF_MS * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);
}

export interface MailWorkerOptions {
  store: Store;
  /** Hands a mail to the SMTP server, or writes it to the outbox. */
  mailer: Mailer;
  now: () => Date;
  /** Between looks at the queue; null: only when woken (the tests, which wait for each pass). */
  pollMs?: number | null;
  /** Where failures are told; never a mail's text. */
  log?: (line: string) => void;
  /** This worker's name in its claims; default: host, process and a random part. */
  name?: string;
  /** Queues the mail that has come due (absence alerts past their grace time) before each look at the queue. */
  dueWork?: (now: Date) => Promise<unknown>;
}

/** The mail worker of one process. */
export interface MailWorker {
  /** Looks at the queue at once: called after this process queued mail, so a code arrives within a second. */
  wake(): void;
  /** Settles once the worker is idle: every pass started, and any wake during one, has finished. */
  settled(): Promise<void>;
  /** Stops looking, and settles once the mail being sent is done; the mailer's connections end. */
  stop(): Promise<void>;
}

/** Whether a process of this id runs on this host (one of another user's counts too). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** What a failed try says: whether the mail can never go, and whether the server itself is unreachable. */
function judged(error: unknown): { message: string; permanent: boolean; serverDown: boolean } {
  const { code, responseCode, message } = (error ?? {}) as { code?: string; responseCode?: number; message?: string };
  // A recipient or message refused for good (5xx, but 503: a session's state); a refused login (EAUTH) is the school's setting, fixed once for all mails.
  const permanent = (code === 'EENVELOPE' || code === 'EMESSAGE') && responseCode !== undefined && responseCode >= 500 && responseCode < 600 && responseCode !== 503;
  const serverDown = responseCode === 421 || code === 'ECONNECTION' || code === 'ESOCKET' || code === 'ETIMEDOUT' || code === 'EDNS';
  return { message: (message ?? String(error)).split('\n')[0] ?? '', permanent, serverDown };
}

/**
 * Sends the queued mail (db/mail-queue.ts) through `mailer`, in this process beside the API:
 * woken after each mail this process queues, and otherwise looking every `pollMs`, so mail
 * queued by another process (or left by one that died) goes too. Everything shared lives in
 * the database: several processes on PostgreSQL each run one, and a claim keeps any mail from
 * going out twice. A mail is marked sent only once the server accepted it; a failed try is
 * retried after a backoff (1 minute, doubled, at most an hour) until the mail's time is up; a
 * refusal for good (5xx for the recipient or message) fails it at once.
 *
 * @param options the store, the mailer, the clock and how often to look
 * @example const worker = startMailWorker({ store, mailer, now: () => new Date() }); worker.wake()
 */
export function startMailWorker({ store, mailer, now, pollMs = MAIL_POLL_MS, log = console.error, name, dueWork }: MailWorkerOptions): MailWorker {
  const worker = name ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  /** Set when the server could not be reached: once it takes a mail, the mails that waited for it go at once. */
  let serverWasDown = false;

  /**
   * Hands back the claims of this host's processes that are gone: killed while sending, they
   * would hold their batch for the whole lease, and a sign-up code is worth 10 minutes. A claim
   * of this very process id is of an earlier process (a container restarted is process 1 again).
   */
  async function releaseClaimsOfTheDead(): Promise<void> {
    if (name) return;
    const gone = (await store.mailQueue.claimants(`${hostname()}:`, now())).filter((claimant) => {
      const pid = Number(claimant.split(':').at(-2));
      return Number.isInteger(pid) && pid > 0 && claimant !== worker && (pid === process.pid || !alive(pid));
    });
    if (gone.length > 0) await store.mailQueue.releaseClaimsOf(gone);
  }

  /** Sends one claimed mail; answers false when the server is unreachable and the batch should wait. */
  async function deliver(mail: ClaimedMail): Promise<boolean> {
    if (now() >= mail.giveUpAt) {
      await store.mailQueue.markFailed(mail.id, worker, 'not sent in time: what it carried has run out', now(), { tried: false });
      log(`mail ${mail.id} to ${mail.to} ("${mail.subject}") given up: not sent in time`);
      return true;
    }
    try {
      await mailer.send({ to: mail.to, subject: mail.subject, text: mail.text, ...(mail.headers && { headers: mail.headers }) });
    } catch (error) {
      const { message, permanent, serverDown } = judged(error);
      const attempts = mail.attempts + 1;
      const retryAt = new Date(now().getTime() + backoffAfter(attempts));
      if (permanent || retryAt >= mail.giveUpAt) {
        await store.mailQueue.markFailed(mail.id, worker, message, now(), { tried: true });
        log(`mail ${mail.id} to ${mail.to} ("${mail.subject}") failed for good after ${attempts} tries: ${message}`);
      } else {
        await store.mailQueue.markRetry(mail.id, worker, message, retryAt);
        log(`mail ${mail.id} to ${mail.to} ("${mail.subject}") not sent (try ${attempts}), tried again at ${retryAt.toISOString()}: ${message}`);
      }
      if (serverDown) serverWasDown = true;
      return !serverDown;
    }
    if (!(await store.mailQueue.markSent(mail.id, worker, now()))) log(`mail ${mail.id} to ${mail.to} was sent after its claim ran out`);
    if (serverWasDown) {
      serverWasDown = false;
      await store.mailQueue.retryNow(now());
    }
    return true;
  }

  /** Claims and sends batches until nothing is due, the server is unreachable, or the worker stops. */
  async function pass(): Promise<void> {
    while (!stopped) {
      // Before each batch, so what comes due during a long pass waits no longer than a batch; a failure here stops no mail already queued.
      await dueWork?.(now()).catch((error: unknown) => log(`the mail worker could not queue the mail that came due: ${judged(error).message}`));
      const claimedAt = now();
      const batch = await store.mailQueue.claim(worker, claimedAt, BATCH, MAIL_LEASE_MS);
      if (batch.length === 0) return;
      const leaseEnds = claimedAt.getTime() + MAIL_LEASE_MS - LEASE_MARGIN_MS;
      let sent = 0;
      let goOn = true;
      for (const mail of batch) {
        if (stopped || !goOn || now().getTime() >= leaseEnds) break;
        goOn = await deliver(mail);
        sent++;
      }
      const left = batch.slice(sent).map((mail) => mail.id);
      if (left.length > 0) await store.mailQueue.release(left, worker);
      if (!goOn) return;
    }
  }

  function schedule(): void {
    if (stopped || pollMs === null) return;
    clearTimeout(timer);
    timer = setTimeout(start, pollMs);
    timer.unref();
  }

  function start(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        await pass().catch((error: unknown) => log(`the mail worker could not read the queue: ${judged(error).message}`));
      } while (again && !stopped);
    })().finally(() => {
      running = undefined;
      schedule();
    });
  }

  // The first pass waits for the claims a killed predecessor left to be handed back.
  running = releaseClaimsOfTheDead()
    .catch((error: unknown) => log(`the mail worker could not look for claims left by a stopped process: ${judged(error).message}`))
    .finally(() => {
      running = undefined;
      start();
    });
  return {
    wake: start,
    async settled() {
      while (running) await running;
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      while (running) await running;
      mailer.close?.();
    },
  };
}
