import { wallClockIn } from '../../../contract/dates/time-zones.ts';
import { twoDigits } from './school-time.ts';

/** Minutes `timeZone` is ahead of UTC at `moment`. */
function offsetMinutes(moment: number, timeZone: string): number {
  const wall = wallClockIn(new Date(moment), timeZone);
  const [year, month, day] = wall.day.split('-').map(Number);
  const asUtc = Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1, wall.hour, wall.minute, wall.second);
  return Math.round((asUtc - Math.floor(moment / 1000) * 1000) / 60000);
}

/**
 * A due time as the API takes it: `day` at `time` on the school's wall clock, with that zone's
 * offset on that day (summer time included), so every reader sees the same instant.
 *
 * @example dueTimeIn('2026-11-30', '17:00', 'Asia/Kolkata') // '2026-11-30T17:00:00+05:30'
 */
export function dueTimeIn(day: string, time: string, timeZone: string): string {
  const [year, month, date] = day.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  const wall = Date.UTC(year ?? 0, (month ?? 1) - 1, date ?? 1, hour ?? 0, minute ?? 0);
  // The offset at the instant first guessed, then at the instant it gives: right across a change of clocks.
  const offset = offsetMinutes(wall - offsetMinutes(wall, timeZone) * 60000, timeZone);
  const sign = offset < 0 ? '-' : '+';
  const ahead = Math.abs(offset);
  return `${day}T${time}:00${sign}${twoDigits(Math.floor(ahead / 60))}:${twoDigits(ahead % 60)}`;
}
