import { DIGEST_KINDS } from '../../contract/records/digests.ts';
import { sendDueDigests, type DigestDeps } from './send-digests.ts';

/** Between two looks: a digest leaves within a minute of its time. */
export const DIGEST_LOOK_MS = 60 * 1000;

/**
 * Looks at once and then every minute whether a digest's time has come (send-digests.ts), in
 * this process beside the API. Each look costs one small read while the period is queued already;
 * the period's claim in the database keeps any number of processes from queueing it twice.
 * Answers a function that stops it and settles once a look under way is over.
 *
 * @param deps the store, clock, mail worker, secret and site address
 * @param out where a period queued (`log`) and a failed look (`warn`) are told
 * @example const stopDigests = startDigests({ store, now, mailWorker, secret, publicUrl })
 */
export function startDigests(deps: DigestDeps, { log = console.log, warn = console.error } = {}): () => Promise<void> {
  let looking: Promise<void> | undefined;
  const look = () => {
    // A slow look (a large school's digests) is not overtaken by the next one.
    looking ??= (async () => {
      for (const kind of DIGEST_KINDS) {
        const outcome = await sendDueDigests(deps, kind).catch((error: unknown) => warn(`the ${kind} digest could not be sent: ${String(error)}`));
        if (outcome?.queuedNow) log(`the ${kind} digest of ${outcome.period.period}: ${outcome.mails} mails queued`);
      }
    })().finally(() => (looking = undefined));
  };
  look();
  const timer = setInterval(look, DIGEST_LOOK_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await looking;
  };
}
