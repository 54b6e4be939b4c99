import { worstMark } from '../../contract/attendance/day-status.ts';
import { isClosedDay, type SchoolCalendar } from '../../contract/attendance/school-days.ts';
import type { CalendarDay } from '../../contract/dates/codecs.ts';
import { addDays } from '../../contract/dates/month-grid.ts';
import type { SchoolSettings } from '../../contract/records/school.ts';
import type { Queries } from '../db/index.ts';
import type { Mail } from '../mail/mailer.ts';
import { recipientLanguage, schoolMailLanguage } from '../mail/mail-language.ts';
import { absenceStreakMail } from '../mail/messages.ts';
import type { AbsentChild } from './guardian-mails.ts';

/** School days absent in a row that the tutors hear of. */
const STREAK = 3;
/** How far back to look for the school days before a day: past any run of holidays a school lists. */
const LOOK_BACK_DAYS = 400;

/** The `count` school days before `day`, the nearest first: closed weekdays and holidays skipped. */
function schoolDaysBefore(day: CalendarDay, school: SchoolCalendar, count: number): CalendarDay[] {
  const days: CalendarDay[] = [];
  for (let back = 1; days.length < count && back <= LOOK_BACK_DAYS; back++) {
    const earlier = addDays(day, -back);
    if (!isClosedDay(earlier, school)) days.push(earlier);
  }
  return days;
}

/**
 * The note to the student's tutors when `child.day`, absent, is the third school day in a row
 * they were absent (a day's status: the worst mark of its registers): once a run, as the school
 * day before the three was not absent, and once a day (`tutors_told`). None otherwise. Each
 * tutor reads it in their own language, else the school's.
 *
 * @param tx the transaction queueing the day's alert
 * @example mails.push(...(await tutorsNoteOfStreak(tx, child, school)))
 */
export async function tutorsNoteOfStreak(tx: Queries, child: AbsentChild, school: SchoolSettings): Promise<Mail[]> {
  const before = schoolDaysBefore(child.day, school, STREAK);
  const run = before.slice(0, STREAK - 1);
  if (run.length < STREAK - 1) return [];
  const marks = Map.groupBy(await tx.registers.marksBetween(before.at(-1) ?? child.day, addDays(child.day, -1), { studentId: child.studentId }), (mark) => mark.day);
  const absentOn = (day: CalendarDay | undefined) => day !== undefined && worstMark((marks.get(day) ?? []).map((mark) => mark.status)) === 'absent';
  if (!run.every(absentOn) || absentOn(before[STREAK - 1])) return [];
  if (!(await tx.absenceAlerts.markTutorsTold(child.studentId, child.day))) return [];
  const days = [...run].reverse().concat(child.day);
  const tutors = await tx.absenceAlerts.tutorsOf(child.studentId);
  const schoolLanguage = schoolMailLanguage(school);
  return tutors.map((tutor) =>
    absenceStreakMail(
      { to: tutor.email, language: recipientLanguage(tutor, schoolLanguage), fname: tutor.fname, schoolName: school.name, childName: child.firstName, day: child.day },
      child.admissionNo,
      days,
    ),
  );
}
