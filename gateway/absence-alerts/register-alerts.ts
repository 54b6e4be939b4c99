import { worstMark } from '../../contract/attendance/day-status.ts';
import type { CalendarDay } from '../../contract/dates/codecs.ts';
import { dayInZone } from '../../contract/dates/time-zones.ts';
import type { RegisterStatus } from '../../contract/records/register.ts';
import type { NewMail, Queries } from '../db/index.ts';
import { absenceFollowUpMail } from '../mail/messages.ts';
import { absentChild, mailsToGuardians } from './guardian-mails.ts';

/** The grace time before an absence alert goes, when ABSENCE_ALERT_DELAY_MIN is not set (school-model.md). */
export const DEFAULT_ABSENCE_ALERT_DELAY_MIN = 10;

/** What a register's save did to the day's absence alerts. */
export interface RegisterAlerts {
  /** Follow-ups to queue with the register: corrections of alerts already told. */
  followUps: NewMail[];
  /** Whether an alert began to wait its grace time. */
  added: boolean;
}

/** The statuses a guardian is alerted of. */
export function isAlerted(status: RegisterStatus): status is 'absent' | 'late' {
  return status === 'absent' || status === 'late';
}

/**
 * Brings the day's absence alerts in line with a register of `day` just saved for `studentIds`,
 * in the register's transaction. Only a register of today on the school's clock counts, and only
 * while the school sends alerts. Each student's day status is the worst mark of any register
 * that day (school-model.md), so two registers make one alert. A student now absent or late
 * with no alert gets one, due after the grace time; a waiting alert is withdrawn (present,
 * excused) or restated (absent ↔ late); an alert already told whose status changed gets a
 * follow-up, returned to be queued with the register.
 *
 * @param tx the register's transaction
 * @param options the register's day and students, the clock and the grace time
 * @example const { followUps } = await alertsAfterRegister(tx, { day, studentIds, now: deps.now(), delayMs })
 */
export async function alertsAfterRegister(
  tx: Queries,
  { day, studentIds, now, delayMs }: { day: CalendarDay; studentIds: readonly string[]; now: Date; delayMs: number },
): Promise<RegisterAlerts> {
  const school = await tx.school.read();
  if (!school.absenceAlerts || day !== dayInZone(now, school.timeZone)) return { followUps: [], added: false };
  // Read first: on PostgreSQL it waits for (and then sees) an alert another process is queueing.
  const alerts = new Map((await tx.absenceAlerts.ofDay(day, studentIds)).map((alert) => [alert.studentId, alert]));
  const marks = Map.groupBy(await tx.registers.marksOn(day, studentIds), (mark) => mark.studentId);
  const result: RegisterAlerts = { followUps: [], added: false };
  for (const studentId of [...studentIds].sort()) {
    const status = worstMark((marks.get(studentId) ?? []).map((mark) => mark.status)) ?? 'present';
    const alert = alerts.get(studentId);
    if (!alert) {
      if (!isAlerted(status)) continue;
      await tx.absenceAlerts.add(studentId, day, status, new Date(now.getTime() + delayMs), now);
      result.added = true;
    } else if (alert.toldStatus === undefined) {
      if (!isAlerted(status)) await tx.absenceAlerts.withdraw(studentId, day);
      else if (status !== alert.status) await tx.absenceAlerts.restate(studentId, day, status);
    } else if (status !== alert.toldStatus) {
      await tx.absenceAlerts.retold(studentId, day, status);
      const child = await absentChild(tx, studentId, day);
      if (child) result.followUps.push(...(await mailsToGuardians(tx, child, school, now, (about) => absenceFollowUpMail(about, status))));
    }
  }
  return result;
}
