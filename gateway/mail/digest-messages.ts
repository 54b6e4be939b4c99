import type { DigestKind } from '../../contract/records/digests.ts';
import type { DigestContent, NewMail } from '../db/index.ts';
import { dueTimeInWords } from './mail-dates.ts';
import { mailWordsIn } from './mail-words.ts';
import type { MailTo } from './messages.ts';

/** One reader's part of a digest: a student's own, or one child's in a guardian's. */
export interface DigestSection {
  /** The child's name, in a guardian's digest; none in a student's. */
  child?: string;
  content: DigestContent;
  /** A guardian's: which of the assignments falling due the child has handed in. */
  handedIn?: ReadonlySet<string>;
}

/** Everything a digest's mail says. */
export interface DigestLetter extends MailTo {
  fname: string;
  kind: DigestKind;
  schoolName: string;
  timeZone: string;
  /** Days its "coming due" looks ahead. */
  dueAheadDays: number;
  sections: readonly DigestSection[];
  /** Where the reader opens the app. */
  home: URL;
  /** The unsubscribe page (token in the fragment: only the page's script reads it). */
  unsubscribePage: URL;
  /** The one-click address mail clients POST to (RFC 8058). */
  unsubscribeApi: URL;
}

/** Whether a section has anything to say. */
export function hasNews({ content }: DigestSection): boolean {
  return content.newAssignments.length + content.dueAssignments.length + content.announcements.length > 0;
}

/**
 * A digest's mail in the reader's language, in plain text like every mail the app sends, with the
 * headers that let a mail client unsubscribe in one click (RFC 2369 `List-Unsubscribe`, RFC 8058
 * `List-Unsubscribe-Post`) and its `Content-Language`. Due times are on the school's clock.
 * Sections with nothing to say are left out; the caller sends no mail when none has anything.
 */
export function digestMail(letter: DigestLetter): NewMail {
  const { to, language, fname, kind, schoolName, sections, home, unsubscribePage, unsubscribeApi } = letter;
  const words = mailWordsIn(language);
  const { digest } = words;
  const lines = [words.greeting(fname), '', digest.whatIsNew[kind](schoolName)];
  for (const section of sections.filter(hasNews)) {
    const { newAssignments, dueAssignments, announcements } = section.content;
    if (section.child) lines.push('', `${section.child}`, '-'.repeat(section.child.length));
    if (newAssignments.length > 0) lines.push('', digest.newAssignments, ...newAssignments.map((each) => `- ${each.title}`));
    if (dueAssignments.length > 0) {
      const handed = (id: string) => (section.handedIn === undefined ? '' : section.handedIn.has(id) ? digest.handedIn : digest.notHandedIn);
      const due = (each: DigestContent['dueAssignments'][number]) => digest.due(each.title, dueTimeInWords(new Date(each.dueAt), language, letter.timeZone)) + handed(each.id);
      lines.push('', digest.dueWithin(letter.dueAheadDays), ...dueAssignments.map(due));
    }
    if (announcements.length > 0) lines.push('', digest.newAnnouncements, ...announcements.map((each) => `- ${each.subject}`));
  }
  // Each link on a line of its own: in a right-to-left mail, a link inside a sentence reads out of order.
  lines.push('', digest.openStudyhall, home.href, '', digest.why(digest.names[kind]), unsubscribePage.href);
  return {
    to,
    subject: digest.subject(schoolName, digest.names[kind]),
    text: lines.join('\n'),
    headers: { 'Content-Language': language, 'List-Unsubscribe': `<${unsubscribeApi.href}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
