import type { Store } from './db/index.ts';
import type { FileStore } from './files/file-store.ts';
import { SWEEP_GRACE_MS, sweepUploads } from './files/sweep-uploads.ts';
import { pruneOutbox } from './mail/outbox-pruning.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** Sign-up codes serve neither sign-up nor the per-address limits after a day. */
const CODES_KEPT_MS = DAY;
/** Sent mails stay a week for `npm run mail -- status` (their text went when they were sent); failures a month, to be looked into. */
const SENT_MAIL_KEPT_MS = 7 * DAY;
const FAILED_MAIL_KEPT_MS = 30 * DAY;
/** A day's absence alerts matter that day (a three-day absence reads the registers, not them): a week covers every time zone and a long weekend. */
const ABSENCE_ALERTS_KEPT_MS = 7 * DAY;

export interface HousekeepingOptions {
  store: Store;
  files: FileStore;
  outboxDir: string;
  outboxKeepDays: number;
  auditKeepDays: number;
  now: () => Date;
}

/**
 * Removes what has outlived its use: old codes and invitation links, closed limit windows, old or half-written mail,
 * sent and failed mail in the queue, absence alerts of past weeks,
 * old audit events, and uploaded files no record has claimed within the sweep's grace period
 * (which the start-up sweep spares when processes share the folder).
 */
export async function tidyUp({ store, files, outboxDir, outboxKeepDays, auditKeepDays, now }: HousekeepingOptions): Promise<void> {
  const at = now().getTime();
  await store.signupCodes.purgeOlderThan(new Date(at - CODES_KEPT_MS));
  await store.invitations.purgeOlderThan(new Date(at - CODES_KEPT_MS));
  await store.mailQueue.purge(new Date(at - SENT_MAIL_KEPT_MS), new Date(at - FAILED_MAIL_KEPT_MS));
  await store.absenceAlerts.purgeBefore(new Date(at - ABSENCE_ALERTS_KEPT_MS).toISOString().slice(0, 10));
  await store.rateLimits.clearExpired(new Date(at));
  await store.auditEvents.purgeOlderThan(new Date(at - auditKeepDays * DAY));
  await pruneOutbox(outboxDir, new Date(at - outboxKeepDays * DAY), new Date(at));
  await sweepUploads(files, store, new Date(at - SWEEP_GRACE_MS));
}

/**
 * Tidies up at start and then hourly, off the request path (a purge on every sign-up once
 * slowed the server to half its speed). Answers a function that stops it.
 */
export function startHousekeeping(options: HousekeepingOptions): () => void {
  const run = () => void tidyUp(options).catch((error: unknown) => console.error('housekeeping failed:', error));
  run();
  const timer = setInterval(run, HOUR);
  timer.unref();
  return () => clearInterval(timer);
}
