import type { CalendarDay } from '../../../contract/dates/codecs.ts';
import { addDays, addMonths, addYears, clampDay, isoWeekday } from '../../../contract/dates/month-grid.ts';

/**
 * Where focus goes in a month grid when a key is pressed on `day`, as in the WAI-ARIA date
 * picker dialog: arrows move a day or a week (left is the day before, or on a right-to-left
 * page, where the week runs leftwards, the day after), Home and End go to the week's Monday and Sunday
 * (ISO 8601), PageUp and PageDown a month, with Shift a year. A month or year away keeps the
 * date or takes that month's last day (Mar 31 → Feb 28). The result stays within 1900–2099.
 *
 * @param day the day that has focus
 * @param key `KeyboardEvent.key`
 * @returns the day to focus, or null for a key the grid does not move on (Enter, Tab, letters)
 * @example moveFocus('2026-03-31', 'PageUp', { shiftKey: false }) // '2026-02-28'
 */
export function moveFocus(day: CalendarDay, key: string, { shiftKey = false, rightToLeft = false }: { shiftKey?: boolean; rightToLeft?: boolean } = {}): CalendarDay | null {
  const mirrored = rightToLeft && (key === 'ArrowLeft' || key === 'ArrowRight') ? (key === 'ArrowLeft' ? 'ArrowRight' : 'ArrowLeft') : key;
  const next = nextDay(day, mirrored, shiftKey);
  return next === null ? null : clampDay(next);
}

function nextDay(day: CalendarDay, key: string, shiftKey: boolean): CalendarDay | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(day, -1);
    case 'ArrowRight':
      return addDays(day, 1);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'Home':
      return addDays(day, 1 - isoWeekday(day));
    case 'End':
      return addDays(day, 7 - isoWeekday(day));
    case 'PageUp':
      return shiftKey ? addYears(day, -1) : addMonths(day, -1);
    case 'PageDown':
      return shiftKey ? addYears(day, 1) : addMonths(day, 1);
    default:
      return null;
  }
}
