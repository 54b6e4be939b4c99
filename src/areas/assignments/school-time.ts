import { wallClockIn } from '../../../contract/dates/time-zones.ts';

/** `7` as `07`. */
export const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The school's day and time (`HH:MM`) of an instant: a due time to edit, a hand-in to show. */
export function wallTimeIn(instant: string, timeZone: string): { day: string; time: string } {
  const wall = wallClockIn(new Date(instant), timeZone);
  return { day: wall.day, time: `${twoDigits(wall.hour)}:${twoDigits(wall.minute)}` };
}
