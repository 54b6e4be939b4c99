import type { SchoolSettings } from '../../contract/records/school.ts';
import type { Queries } from '../db/index.ts';
import type { Mail } from '../mail/mailer.ts';
import type { AbsenceMail } from '../mail/messages.ts';

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
 * One mail to each of the child's guardians, written by `write`: none for a child without
 * guardians. The school's name and helpline are those of the moment it is queued.
 */
export async function mailsToGuardians(tx: Queries, child: AbsentChild, school: SchoolSettings, write: (about: AbsenceMail) => Mail): Promise<Mail[]> {
  const guardians = await tx.absenceAlerts.guardiansOf(child.studentId);
  return guardians.map((guardian) => write({ to: guardian.email, fname: guardian.fname, schoolName: school.name, helpline: school.helpline, childName: child.firstName, day: child.day }));
}
