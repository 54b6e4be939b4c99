import { formatDayInWords } from '../../contract/dates/display-formats.ts';
import { MAIL_LOCALE } from './mail-locale.ts';
import type { Mail } from './mailer.ts';

/** The sign-up code mail; the code stands alone on its line so it is easy to read and copy. */
export function signupCodeMail(to: string, code: string, validMinutes: number): Mail {
  return {
    to,
    subject: 'Your Studyhall sign-up code',
    text: [
      'Welcome to Studyhall.',
      '',
      'Enter this code to finish signing up:',
      '',
      code,
      '',
      `The code is valid for ${validMinutes} minutes. If you did not ask for it, you can ignore this mail.`,
    ].join('\n'),
  };
}

/**
 * Sent instead of a code when someone asks to sign up with an address that has an account:
 * the sign-up answer stays the same for every address, and only the owner of this one learns
 * that it is registered.
 */
export function accountExistsMail(to: string, loginUrl: URL): Mail {
  return {
    to,
    subject: 'Your Studyhall sign-up code',
    text: [
      'Someone asked to sign up to Studyhall with this e-mail address, but it already has an account.',
      '',
      'No code is needed: log in at',
      '',
      loginUrl.href,
      '',
      'If you forgot your password, choose "Forgot password?" there. If you did not ask to sign up, you can ignore this mail.',
    ].join('\n'),
  };
}

/** The password reset code mail, sent only to an account of the login page that asked. */
export function passwordResetMail(to: string, code: string, validMinutes: number): Mail {
  return {
    to,
    subject: 'Your Studyhall password reset code',
    text: [
      'Someone asked to reset the password of your Studyhall account.',
      '',
      'Enter this code to choose a new password:',
      '',
      code,
      '',
      `The code is valid for ${validMinutes} minutes. If you did not ask for it, you can ignore this mail: your password stays as it is.`,
    ].join('\n'),
  };
}

/** What an invitation or a reset link's mail says about the account and the link. */
export interface LinkMail {
  to: string;
  /** The account holder's name, as the school wrote it. */
  fname: string;
  schoolName: string;
  link: URL;
  /** How long the link works, in words: `7 days`, `24 hours`. */
  validFor: string;
}

/** An invitation to an account the school made: a link to choose its password, working once. */
export function invitationMail({ to, fname, schoolName, link, validFor }: LinkMail, role: string): Mail {
  return {
    to,
    subject: `You are invited to ${schoolName} on Studyhall`,
    text: [
      `Hello ${fname},`,
      '',
      `${schoolName} has made you a Studyhall account as a ${role}. Choose your password here to start:`,
      '',
      link.href,
      '',
      `The link works once, for ${validFor}. Then log in with this e-mail address and your password. If you did not expect this mail, you can ignore it.`,
    ].join('\n'),
  };
}

/** A reset a tutor started for a student: a link to choose a new password; nobody else sees it. */
export function resetLinkMail({ to, fname, schoolName, link, validFor }: LinkMail): Mail {
  return {
    to,
    subject: 'Choose a new Studyhall password',
    text: [
      `Hello ${fname},`,
      '',
      `A tutor at ${schoolName} started a password reset for your Studyhall account. Choose a new password here:`,
      '',
      link.href,
      '',
      `The link works once, for ${validFor}. Until you use it, your password stays as it is. If you did not ask for this, tell your school.`,
    ].join('\n'),
  };
}

/** What a guardian already with an account is told when a school links another child to them. */
export interface GuardianLinkMail {
  to: string;
  fname: string;
  schoolName: string;
  /** The child's name, as the school wrote it. */
  childName: string;
  loginUrl: URL;
}

/** A guardian's account now shows one more child: no new account, the same login. */
export function guardianLinkedMail({ to, fname, schoolName, childName, loginUrl }: GuardianLinkMail): Mail {
  return {
    to,
    subject: `${childName} was added to your Studyhall account`,
    text: [
      `Hello ${fname},`,
      '',
      `${schoolName} added ${childName} to your Studyhall guardian account. You see them beside your other children, with the same login:`,
      '',
      loginUrl.href,
      '',
      'If you did not expect this mail, tell your school.',
    ].join('\n'),
  };
}

/** What an absence alert, its follow-up or the tutors' note says about the school and the day. */
export interface AbsenceMail {
  to: string;
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

/** `2026-11-26` as a person reads it, as the pages write it: 'Thursday, 26 November 2026'. */
function dayInWords(day: string): string {
  return formatDayInWords(day, MAIL_LOCALE);
}

/** Where a guardian with a question turns: the helpline when the school has one. */
function askTheSchool(schoolName: string, helpline: string): string {
  return helpline ? `If this is not right, or to tell the school why, call ${schoolName} on ${helpline}.` : `If this is not right, or to tell the school why, please contact ${schoolName}.`;
}

/** The guardian's alert: a register marked their child absent or late today, and it held through the grace time. */
export function absenceAlertMail({ to, fname, schoolName, helpline, childName, day }: AbsenceMail, status: 'absent' | 'late'): Mail {
  return {
    to,
    subject: `${childName} is marked ${status} today at ${schoolName}`,
    text: [`Hello ${fname},`, '', `${childName} was marked ${status} at ${schoolName} on ${dayInWords(day)}.`, '', askTheSchool(schoolName, helpline)].join('\n'),
  };
}

/** A correction after the alert went: the day's status is now `status`. */
export function absenceFollowUpMail({ to, fname, schoolName, helpline, childName, day }: AbsenceMail, status: string): Mail {
  return {
    to,
    subject: `${childName} is now marked ${status} at ${schoolName}`,
    text: [
      `Hello ${fname},`,
      '',
      `A correction to our earlier mail: ${childName} is now marked ${status} at ${schoolName} on ${dayInWords(day)}.`,
      '',
      helpline ? `Questions: call ${schoolName} on ${helpline}.` : `Questions: please contact ${schoolName}.`,
    ].join('\n'),
  };
}

/** The note to a student's tutors: absent three school days in a row, ending `day`. */
export function absenceStreakMail({ to, fname, schoolName, childName, day }: Omit<AbsenceMail, 'helpline'>, admissionNo: string, days: readonly string[]): Mail {
  return {
    to,
    subject: `${childName} (${admissionNo}) absent three school days in a row`,
    text: [
      `Hello ${fname},`,
      '',
      `${childName} (admission number ${admissionNo}), a student of your class at ${schoolName}, was marked absent on three school days in a row, ending ${dayInWords(day)}:`,
      '',
      ...days.map((each) => `- ${dayInWords(each)}`),
      '',
      'You may want to get in touch with the family.',
    ].join('\n'),
  };
}
