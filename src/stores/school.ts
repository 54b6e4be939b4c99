import { atom } from 'nanostores';
import type { CalendarDay } from '../../contract/dates/codecs.ts';
import { wallClockIn, type WallClock } from '../../contract/dates/time-zones.ts';
import type { SchoolSettings } from '../../contract/records/school.ts';
import { callApi } from '../lib/api/client.ts';

/** Where anyone reads the settings; a student shell's head asks for it as the page arrives (early-answers.ts). */
export const SCHOOL_PATH = '/school';
/** The last settings this browser read, so the next page shows the helpline and "today" before asking. */
const KEPT_KEY = 'studyhall:school';

/**
 * The school's settings as this page knows them (`GET /api/school`): the copy this browser kept
 * from its last read, replaced by the server's once `loadSchool()` has it; undefined on a first
 * visit until then. Settings are public, so one copy serves whoever signs in on the device.
 *
 * @example $school.subscribe((school) => { if (school) footer.textContent = school.helpline })
 */
export const $school = atom<SchoolSettings | undefined>(keptCopy());

let reading: Promise<SchoolSettings | undefined> | undefined;

/**
 * Reads the settings from the server once per page, however many islands and scripts ask, and
 * keeps them in `$school`. Never fails: offline or refused, it resolves with what `$school`
 * already held (maybe nothing), and the next call asks again.
 *
 * @example const school = await loadSchool(); if (school?.closedWeekdays.includes(0)) …
 */
export function loadSchool(): Promise<SchoolSettings | undefined> {
  reading ??= callApi<{ school?: unknown }>(SCHOOL_PATH).then(
    ({ school }) => {
      if (!isSchoolSettings(school)) return failedRead();
      keepSchool(school);
      return school;
    },
    failedRead,
  );
  return reading;
}

function failedRead(): SchoolSettings | undefined {
  reading = undefined;
  return $school.get();
}

/** Shows `school` everywhere on the page at once and keeps it for the next page: after an admin's save. */
export function keepSchool(school: SchoolSettings): void {
  $school.set(school);
  try {
    localStorage.setItem(KEPT_KEY, JSON.stringify(school));
  } catch {
    // Storage blocked: the next page asks the server first, that is all.
  }
}

/**
 * The time zone the school's clock keeps: the school's, or the device's while the school's is
 * unknown (or one this browser's time zone data does not have yet).
 *
 * @example formatTime(handedInAt, pageLocale(), schoolTimeZone())
 */
export function schoolTimeZone(school = $school.get()): string {
  if (school) {
    try {
      wallClockIn(new Date(0), school.timeZone);
      return school.timeZone;
    } catch {
      // A zone newer than this browser's data: the device's clock is the nearest guess.
    }
  }
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * What a wall clock at the school reads at `now`, in `schoolTimeZone`.
 *
 * @example const { hour, minute } = schoolClock()
 */
export function schoolClock(now = new Date(), school = $school.get()): WallClock {
  return wallClockIn(now, schoolTimeZone(school));
}

/**
 * Today at the school, `YYYY-MM-DD` (see `schoolClock`): what "today" means on every page.
 *
 * @example const upcoming = school.holidays.filter((day) => day >= schoolToday())
 */
export function schoolToday(now = new Date(), school = $school.get()): CalendarDay {
  return schoolClock(now, school).day;
}

function keptCopy(): SchoolSettings | undefined {
  try {
    const kept: unknown = JSON.parse(localStorage.getItem(KEPT_KEY) ?? 'null');
    return isSchoolSettings(kept) ? kept : undefined;
  } catch {
    // No storage (the build, or blocked) or a damaged copy: as on a first visit.
    return undefined;
  }
}

/** Whether an answer holds settings the pages can read. */
export function isSchoolSettings(value: unknown): value is SchoolSettings {
  if (typeof value !== 'object' || value === null) return false;
  const { name, helpline, timeZone, closedWeekdays, holidays, language } = value as Record<string, unknown>;
  const texts = [name, helpline, timeZone, language].every((text) => typeof text === 'string');
  return texts && Array.isArray(closedWeekdays) && Array.isArray(holidays);
}
