import { wallClockIn } from '../../../contract/dates/time-zones.ts';

/** `7` as `07`. */
export const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The school's day and time (`HH:MM`) of an instant: a due time to edit, a hand-in to show. */
export function wallTimeIn(instant: string, timeZone: string): { day: string; time: string } {
  const wall = wallClockIn(new Date(instant), timeZone);
  return { day: wall.day, time: `${twoDigits(wall.hour)}:${twoDigits(wall.minute)}` };
}

/** An instant as the school's clock reads it, `2026-11-30 17:00`; the device's zone until the school's is known. */
export function schoolTime(instant: string, timeZone: string | undefined): string {
  const { day, time } = wallTimeIn(instant, timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone);
  return `${day} ${time}`;
}
