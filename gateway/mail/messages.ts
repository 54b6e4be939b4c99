import type { Language } from '../../contract/languages.ts';
import type { RegisterStatus } from '../../contract/records/register.ts';
import type { Position } from '../../contract/records/user.ts';
import { dayInWords } from './mail-dates.ts';
import type { Mail } from './mailer.ts';
import { mailWordsIn, type MailWords } from './mail-words.ts';

/** Who a mail goes to, and the language it is written in (mail-language.ts says which). */
export interface MailTo {
  to: string;
  language: Language;
}

/** A mail in `language`, its language named in `Content-Language` so mail clients and screen readers read it right. */
function mailIn({ to, language }: MailTo, subject: string, lines: readonly string[]): Mail {
  return { to, subject, text: lines.join('\n'), headers: { 'Content-Language': language } };
}

/** The sign-up code mail; the code stands alone on its line so it is easy to read and copy. */
export function signupCodeMail(recipient: MailTo, code: string, validMinutes: number): Mail {
  const words = mailWordsIn(recipient.language);
  const { subject, welcome, enterCode, validFor } = words.signupCode;
  return mailIn(recipient, subject, [welcome, '', enterCode, '', code, '', validFor(words.minutes(validMinutes))]);
}

/**
 * Sent instead of a code when someone asks to sign up with an address that has an account:
 * the sign-up answer stays the same for every address, and only the owner of this one learns
 * that it is registered.
 */
export function accountExistsMail(recipient: MailTo, loginUrl: URL): Mail {
  const { subject, hasAccount, logIn, forgotPassword } = mailWordsIn(recipient.language).accountExists;
  return mailIn(recipient, subject, [hasAccount, '', logIn, '', loginUrl.href, '', forgotPassword]);
}

/** The password reset code mail, sent only to an account of the login page that asked. */
export function passwordResetMail(recipient: MailTo, code: string, validMinutes: number): Mail {
  const words = mailWordsIn(recipient.language);
  const { subject, someoneAsked, enterCode, validFor } = words.passwordReset;
  return mailIn(recipient, subject, [someoneAsked, '', enterCode, '', code, '', validFor(words.minutes(validMinutes))]);
}

/** What an invitation or a reset link's mail says about the account and the link. */
export interface LinkMail extends MailTo {
  /** The account holder's name, as the school wrote it. */
  fname: string;
  schoolName: string;
  link: URL;
  /** How long the link works. */
  validHours: number;
}

/** How long a link works, in words: whole days past a day (`7 days`), else hours (`24 hours`). */
function validForInWords(language: Language, hours: number): string {
  const words = mailWordsIn(language);
  return hours % 24 === 0 && hours > 24 ? words.days(hours / 24) : words.hours(hours);
}

/** An invitation to an account the school made: a link to choose its password, working once. */
export function invitationMail(about: LinkMail, position: Position): Mail {
  const words = mailWordsIn(about.language);
  const { subject, made, linkWorks } = words.invitation;
  return mailIn(about, subject(about.schoolName), [
    words.greeting(about.fname),
    '',
    made(about.schoolName, words.positions[position]),
    '',
    about.link.href,
    '',
    linkWorks(validForInWords(about.language, about.validHours)),
  ]);
}

/** A reset a tutor started for a student: a link to choose a new password; nobody else sees it. */
export function resetLinkMail(about: LinkMail): Mail {
  const words = mailWordsIn(about.language);
  const { subject, started, linkWorks } = words.resetLink;
  return mailIn(about, subject, [words.greeting(about.fname), '', started(about.schoolName), '', about.link.href, '', linkWorks(validForInWords(about.language, about.validHours))]);
}

/** What a guardian already with an account is told when a school links another child to them. */
export interface GuardianLinkMail extends MailTo {
  fname: string;
  schoolName: string;
  /** The child's name, as the school wrote it. */
  childName: string;
  loginUrl: URL;
}

/** A guardian's account now shows one more child: no new account, the same login. */
export function guardianLinkedMail(about: GuardianLinkMail): Mail {
  const words = mailWordsIn(about.language);
  const { subject, added, notExpected } = words.guardianLinked;
  return mailIn(about, subject(about.childName), [words.greeting(about.fname), '', added(about.schoolName, about.childName), '', about.loginUrl.href, '', notExpected]);
}

/** What an absence alert, its follow-up or the tutors' note says about the school and the day. */
export interface AbsenceMail extends MailTo {
  /** The recipient's name. */
  fname: string;
  schoolName: string;
  /** The school's phone number; empty when it has none. */
  helpline: string;
  /** The student's first name, as the school wrote it. */
  childName: string;
  /** `YYYY-MM-DD`, the day on the school's clock. */
  day: string;
}

/** What an absence alert and its follow-up say: a subject, the day's line, and where to ask. */
type AbsenceWords = Pick<MailWords['absenceAlert'], 'subject' | 'callSchool' | 'contactSchool'> & { line: MailWords['absenceAlert']['marked'] };

/** An absence mail to a guardian: the greeting, what the register says of the day (`said`), and where to ask. */
function absenceMail(about: AbsenceMail, greeting: MailWords['greeting'], words: AbsenceWords, said: string): Mail {
  const { childName, schoolName, helpline } = about;
  return mailIn(about, words.subject(childName, said, schoolName), [
    greeting(about.fname),
    '',
    words.line(childName, said, schoolName, dayInWords(about.day, about.language)),
    '',
    helpline ? words.callSchool(schoolName, helpline) : words.contactSchool(schoolName),
  ]);
}

/** The guardian's alert: a register marked their child absent or late today, and it held through the grace time. */
export function absenceAlertMail(about: AbsenceMail, status: 'absent' | 'late'): Mail {
  const { greeting, absenceAlert, statuses } = mailWordsIn(about.language);
  return absenceMail(about, greeting, { ...absenceAlert, line: absenceAlert.marked }, statuses[status]);
}

/** A correction after the alert went: the day's status is now `status`. */
export function absenceFollowUpMail(about: AbsenceMail, status: RegisterStatus): Mail {
  const { greeting, absenceFollowUp, statuses } = mailWordsIn(about.language);
  return absenceMail(about, greeting, { ...absenceFollowUp, line: absenceFollowUp.corrected }, statuses[status]);
}

/** The note to a student's tutors: absent three school days in a row, ending `day`. */
export function absenceStreakMail(about: Omit<AbsenceMail, 'helpline'>, admissionNo: string, days: readonly string[]): Mail {
  const words = mailWordsIn(about.language);
  const { subject, absent, advice } = words.absenceStreak;
  return mailIn(about, subject(about.childName, admissionNo), [
    words.greeting(about.fname),
    '',
    absent(about.childName, admissionNo, about.schoolName, dayInWords(about.day, about.language)),
    '',
    ...days.map((each) => `- ${dayInWords(each, about.language)}`),
    '',
    advice,
  ]);
}
