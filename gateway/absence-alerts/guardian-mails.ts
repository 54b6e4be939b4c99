import type { SchoolSettings } from '../../contract/records/school.ts';
import type { NewMail, Queries } from '../db/index.ts';
import { recipientLanguage, schoolMailLanguage } from '../mail/mail-language.ts';
import type { Mail } from '../mail/mailer.ts';
import type { AbsenceMail } from '../mail/messages.ts';

/** How long an alert or a follow-up is worth sending: a day later it tells a family of yesterday (the mail queue gives up on it then). */
const GUARDIAN_MAIL_WORTH_MS = 24 * 60 * 60 * 1000;

/** Who a day's absence mail is about: the student's id and first name, and the day. */
export interface AbsentChild {
  studentId: string;
  /** The first word of the name the school wrote: what a family calls the child. */
  firstName: string;
  admissionNo: string;
  day: string;
}

/** The student as the absence mails name them; undefined when the account is gone. */
export async function absentChild(tx: Queries, studentId: string, day: string): Promise<AbsentChild | undefined> {
  const student = await tx.users.find(studentId);
  if (!student) return undefined;
  return { studentId, firstName: student.fname.trim().split(/\s+/)[0] ?? student.fname, admissionNo: student.admissionNo ?? '', day };
}

/**
 * One mail to each of the child's guardians, written by `write`, sent within a day of `now` or
 * not at all: none for a child without guardians. The school's name and helpline are those of
 * the moment it is queued; each guardian reads it in their own language, else the school's.
 */
export async function mailsToGuardians(tx: Queries, child: AbsentChild, school: SchoolSettings, now: Date, write: (about: AbsenceMail) => Mail): Promise<NewMail[]> {
  const guardians = await tx.absenceAlerts.guardiansOf(child.studentId);
  const sendBefore = new Date(now.getTime() + GUARDIAN_MAIL_WORTH_MS);
  const schoolLanguage = schoolMailLanguage(school);
  return guardians.map((guardian) => ({
    ...write({
      to: guardian.email,
      language: recipientLanguage(guardian, schoolLanguage),
      fname: guardian.fname,
      schoolName: school.name,
      helpline: school.helpline,
      childName: child.firstName,
      day: child.day,
    }),
    sendBefore,
  }));
}
