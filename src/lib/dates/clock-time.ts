import type { WallClock } from '../../../contract/dates/time-zones.ts';

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** A moment's time of day on the device's clock, as `HH:MM` (24 hours). */
export function clockTime(moment: Date): string {
  return `${twoDigits(moment.getHours())}:${twoDigits(moment.getMinutes())}`;
}

/**
 * A wall clock's time on 12 hours, as the tutor's clock shows it (spec §9): `09:05:03 PM` with
 * the seconds, `9:05 PM` as a screen reader hears it each minute.
 */
export function twelveHourTime({ hour, minute, second }: Pick<WallClock, 'hour' | 'minute' | 'second'>, withSeconds: boolean): string {
  const hours = hour % 12 || 12;
  const suffix = hour < 12 ? 'AM' : 'PM';
  return withSeconds ? `${twoDigits(hours)}:${twoDigits(minute)}:${twoDigits(second)} ${suffix}` : `${hours}:${twoDigits(minute)} ${suffix}`;
}
