import type { DigestKind } from '../../contract/records/digests.ts';
import type { SchoolSettings } from '../../contract/records/school.ts';
import { API_PREFIX } from '../api/index.ts';
import type { DigestContent, DigestWindow, NewMail, Queries } from '../db/index.ts';
import { inTurns } from '../import/in-turns.ts';
import { digestMail, hasNews, type DigestSection } from '../mail/digest-messages.ts';
import { recipientLanguage, schoolMailLanguage } from '../mail/mail-language.ts';
import { transactionWithMail, type MailQueueing } from '../mail/queue-mail.ts';
import { DIGEST_SCHEDULES, latestDigestPeriod, type DigestPeriod } from './digest-periods.ts';
import { unsubscribeToken } from './unsubscribe-token.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Readers whose digests are made between two turns of the event loop: 2,000 students never hold other requests for long. */
const READERS_PER_TURN = 100;

/** Where the digest mails point, and the secret their unsubscribe tokens are signed with. */
export interface DigestDeps extends MailQueueing {
  secret: string;
  /** Where readers reach the site. Default: http://localhost:4321. */
  publicUrl?: URL;
}

/** What one look at a digest did: the period it is for, and the mails queued (none: another process, or an earlier look, had queued them). */
export interface DigestOutcome {
  period: DigestPeriod;
  mails: number;
  queuedNow: boolean;
}

/** The pages each digest's reader opens. */
const HOME_PAGE: Readonly<Record<DigestKind, string>> = { weekly: '/student/home/home', daily: '/guardian/login' };
/** The unsubscribe page; its token rides in the fragment, which no server or log sees. */
const UNSUBSCRIBE_PAGE = '/unsubscribe';

/**
 * Queues the latest due period's digest of `kind` (digest-periods.ts), once for the whole school
 * whatever the number of processes or restarts: its mails are queued in the transaction that
 * claims the period (digest_runs), and a claimed period is not made again. What each reader's
 * digest lists is read before, in slices with a turn of the event loop between; a reader with
 * nothing new gets no mail. A process that was down at sending time sends the period it missed
 * when it next looks, and only the latest.
 *
 * @param deps the store, clock, mail worker, secret and site address
 * @param kind the digest
 * @example await sendDueDigests(deps, 'daily')
 */
export async function sendDueDigests(deps: DigestDeps, kind: DigestKind): Promise<DigestOutcome> {
  const school = await deps.store.school.read();
  return queueDigest(deps, latestDigestPeriod(kind, deps.now(), school.timeZone));
}

/**
 * Queues `period`'s digest unless it was queued already: claimed and queued in one transaction.
 *
 * @param deps the store, clock, mail worker, secret and site address
 * @param period the period, as `latestDigestPeriod` finds it
 * @example await queueDigest(deps, latestDigestPeriod('weekly', now, timeZone))
 */
export async function queueDigest(deps: DigestDeps, period: DigestPeriod): Promise<DigestOutcome> {
  if (await deps.store.digests.ran(period.kind, period.period)) return { period, mails: 0, queuedNow: false };
  const mails = await digestMails(deps, period, await deps.store.school.read());
  const queuedNow = await transactionWithMail(deps, async (tx, queue) => {
    if (!(await tx.digests.claim(period.kind, period.period, mails.length, deps.now()))) return false;
    queue(mails);
    return true;
  });
  return { period, mails: queuedNow ? mails.length : 0, queuedNow };
}

/** Every mail of the period: one per reader who has something new, in the reader's language, else the school's. */
async function digestMails(deps: DigestDeps, period: DigestPeriod, school: SchoolSettings): Promise<NewMail[]> {
  const { store } = deps;
  const schoolLanguage = schoolMailLanguage(school);
  const site = deps.publicUrl ?? new URL('http://localhost:4321');
  const schedule = DIGEST_SCHEDULES[period.kind];
  const contentOf = contentByAudience(store, period);
  const mails: NewMail[] = [];
  const position = period.kind === 'weekly' ? 'student' : 'guardian';
  const readers = await store.digests.readers(period.kind, position);
  await inTurns(readers, READERS_PER_TURN, async (some) => {
    const sectionsOf = position === 'student' ? await studentSections(store, some, contentOf) : await guardianSections(store, some, contentOf);
    for (const reader of some) {
      const sections = sectionsOf.get(reader.id) ?? [];
      if (!sections.some(hasNews)) continue;
      const token = unsubscribeToken(deps.secret, { userId: reader.id, kind: period.kind });
      const unsubscribePage = new URL(UNSUBSCRIBE_PAGE, site);
      unsubscribePage.hash = token;
      const unsubscribeApi = new URL(`${API_PREFIX}/unsubscribe`, site);
      unsubscribeApi.searchParams.set('token', token);
      const letter = { to: reader.email, language: recipientLanguage(reader, schoolLanguage), fname: reader.fname, kind: period.kind, schoolName: school.name, timeZone: school.timeZone, dueAheadDays: schedule.dueAheadDays };
      // Not worth sending once the next digest is due.
      const sendBefore = new Date(period.to.getTime() + schedule.everyDays * DAY_MS);
      mails.push({ ...digestMail({ ...letter, sections, home: new URL(HOME_PAGE[period.kind], site), unsubscribePage, unsubscribeApi }), sendBefore });
    }
  });
  return mails;
}

/** The content of each audience, read once however many of its readers there are: readers of the same classes read the same. */
function contentByAudience(store: Pick<Queries, 'digests'>, window: DigestWindow): (readerClasses: readonly string[]) => Promise<DigestContent> {
  const read = new Map<string, Promise<DigestContent>>();
  return (readerClasses) => {
    const key = [...readerClasses].sort().join(',');
    let content = read.get(key);
    if (!content) {
      content = store.digests.content(readerClasses, window);
      read.set(key, content);
    }
    return content;
  };
}

type ContentOf = ReturnType<typeof contentByAudience>;

/** A student's digest: one section, what their lists show. */
async function studentSections(store: Pick<Queries, 'digests'>, readers: ReadonlyArray<{ id: string }>, contentOf: ContentOf): Promise<Map<string, DigestSection[]>> {
  const classes = await store.digests.classesOf(readers.map((reader) => reader.id));
  const sections = new Map<string, DigestSection[]>();
  for (const reader of readers) sections.set(reader.id, [{ content: await contentOf(classes.get(reader.id) ?? []) }]);
  return sections;
}

/** A guardian's digest: a section per child, what that child's lists show, with what they handed in of what falls due. */
async function guardianSections(store: Pick<Queries, 'digests'>, readers: ReadonlyArray<{ id: string }>, contentOf: ContentOf): Promise<Map<string, DigestSection[]>> {
  const childrenOf = await store.digests.childrenOf(readers.map((reader) => reader.id));
  const classes = await store.digests.classesOf([...new Set([...childrenOf.values()].flat().map((child) => child.id))]);
  const sections = new Map<string, DigestSection[]>();
  for (const reader of readers) {
    const own: DigestSection[] = [];
    for (const child of childrenOf.get(reader.id) ?? []) {
      const content = await contentOf(classes.get(child.id) ?? []);
      const handedIn = await store.digests.handedIn(
        child.id,
        content.dueAssignments.map((each) => each.id),
      );
      own.push({ child: child.fname, content, handedIn });
    }
    sections.set(reader.id, own);
  }
  return sections;
}
