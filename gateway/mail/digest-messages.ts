import type { DigestKind } from '../../contract/records/digests.ts';
import { formatDateTime } from '../../contract/dates/display-formats.ts';
import { digestNames } from '../../contract/strings/digests.ts';
import type { DigestContent, NewMail } from '../db/index.ts';
import { MAIL_LOCALE } from './mail-locale.ts';

/** One reader's part of a digest: a student's own, or one child's in a guardian's. */
export interface DigestSection {
  /** The child's name, in a guardian's digest; none in a student's. */
  child?: string;
  content: DigestContent;
  /** A guardian's: which of the assignments falling due the child has handed in. */
  handedIn?: ReadonlySet<string>;
}

/** Everything a digest's mail says. */
export interface DigestLetter {
  to: string;
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

const PERIOD_WORDS: Readonly<Record<DigestKind, string>> = { weekly: 'this week', daily: 'today' };

/** Whether a section has anything to say. */
export function hasNews({ content }: DigestSection): boolean {
  return content.newAssignments.length + content.dueAssignments.length + content.announcements.length > 0;
}

/**
 * A digest's mail, in plain text like every mail the app sends, with the headers that let a mail
 * client unsubscribe in one click (RFC 2369 `List-Unsubscribe`, RFC 8058 `List-Unsubscribe-Post`).
 * Sections with nothing to say are left out; the caller sends no mail when none has anything.
 */
export function digestMail(letter: DigestLetter): NewMail {
  const { to, fname, kind, schoolName, sections, home, unsubscribePage, unsubscribeApi } = letter;
  const lines = [`Hello ${fname},`, '', `Here is what is new at ${schoolName} ${PERIOD_WORDS[kind]}.`];
  for (const section of sections.filter(hasNews)) {
    const { newAssignments, dueAssignments, announcements } = section.content;
    if (section.child) lines.push('', `${section.child}`, '-'.repeat(section.child.length));
    if (newAssignments.length > 0) lines.push('', 'New assignments:', ...newAssignments.map((each) => `- ${each.title}`));
    if (dueAssignments.length > 0) {
      const handed = (id: string) => (section.handedIn === undefined ? '' : section.handedIn.has(id) ? ' (handed in)' : ' (not handed in yet)');
      lines.push('', `Due in the next ${letter.dueAheadDays} days:`, ...dueAssignments.map((each) => `- ${each.title}: due ${formatDateTime(each.dueAt, MAIL_LOCALE, letter.timeZone)}${handed(each.id)}`));
    }
    if (announcements.length > 0) lines.push('', 'New announcements:', ...announcements.map((each) => `- ${each.subject}`));
  }
  lines.push('', `Open Studyhall: ${home.href}`, '', `You get this mail because you turned on the ${digestNames[kind]}. To stop it, open ${unsubscribePage.href}`);
  return {
    to,
    subject: `${schoolName}: your ${digestNames[kind]}`,
    text: lines.join('\n'),
    headers: { 'List-Unsubscribe': `<${unsubscribeApi.href}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
