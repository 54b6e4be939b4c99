import type { CalendarDay } from '../../contract/dates/codecs.ts';
import { addDays, isoWeekday } from '../../contract/dates/month-grid.ts';
import { wallClockIn } from '../../contract/dates/time-zones.ts';
import type { DigestKind } from '../../contract/records/digests.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** When each digest goes, on the school's clock, and how far ahead its "due soon" looks (decision 025). */
export interface DigestSchedule {
  /** The local hour it is sent at. */
  hour: number;
  /** Days between two digests: what one covers. */
  everyDays: number;
  /** The ISO weekday it is sent on (1 = Monday … 7), or none for every day. */
  isoWeekday?: number;
  /** Assignments due within this many days after it are listed. */
  dueAheadDays: number;
}

/** A student's digest on Fridays at 17:00, a guardian's every day at 17:00: the school's afternoon, after the day's records are in. */
export const DIGEST_SCHEDULES: Readonly<Record<DigestKind, DigestSchedule>> = {
  weekly: { hour: 17, everyDays: 7, isoWeekday: 5, dueAheadDays: 7 },
  daily: { hour: 17, everyDays: 1, dueAheadDays: 3 },
};

/** One digest's period: the school's day it is sent on names it; what was made in [`from`, `to`) is new in it. */
export interface DigestPeriod {
  kind: DigestKind;
  /** The local day it is sent on, `YYYY-MM-DD`: the key of its claim (digest_runs). */
  period: CalendarDay;
  from: Date;
  to: Date;
  /** Assignments due in [`to`, `dueBefore`) are listed as coming. */
  dueBefore: Date;
}

/**
 * The instant a wall clock in `timeZone` reads `day` at `hour`:00. Found from the zone's offset
 * at a first guess, then at the answer (the offset may differ across a change of summer time).
 *
 * @example instantOnSchoolClock('2026-11-27', 17, 'Asia/Kolkata') // 2026-11-27T11:30:00.000Z
 */
export function instantOnSchoolClock(day: CalendarDay, hour: number, timeZone: string): Date {
  const wanted = Date.parse(`${day}T${String(hour).padStart(2, '0')}:00:00Z`);
  let instant = wanted;
  for (let step = 0; step < 2; step++) {
    const clock = wallClockIn(new Date(instant), timeZone);
    const reads = Date.parse(`${clock.day}T${String(clock.hour).padStart(2, '0')}:${String(clock.minute).padStart(2, '0')}:${String(clock.second).padStart(2, '0')}Z`);
    instant += wanted - reads;
  }
  return new Date(instant);
}

/**
 * The latest period of `kind` whose sending time has come at `now` on the school's clock: the one
 * to send now, or to have sent. A process that was down over several sends only this one.
 *
 * @example latestDigestPeriod('daily', new Date('2026-11-26T12:00:00Z'), 'Asia/Kolkata').period // '2026-11-26' (17:30 there)
 */
export function latestDigestPeriod(kind: DigestKind, now: Date, timeZone: string): DigestPeriod {
  const schedule = DIGEST_SCHEDULES[kind];
  const clock = wallClockIn(now, timeZone);
  let day = clock.hour >= schedule.hour ? clock.day : addDays(clock.day, -1);
  if (schedule.isoWeekday !== undefined) day = addDays(day, -((isoWeekday(day) - schedule.isoWeekday + 7) % 7));
  const to = instantOnSchoolClock(day, schedule.hour, timeZone);
  return {
    kind,
    period: day,
    from: instantOnSchoolClock(addDays(day, -schedule.everyDays), schedule.hour, timeZone),
    to,
    dueBefore: new Date(to.getTime() + schedule.dueAheadDays * DAY_MS),
  };
}
