import clsx from 'clsx';
import { useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { moveFocus } from '../../lib/dates/calendar-keys.ts';
import { type CalendarDay } from '../../../contract/dates/codecs.ts';
import { firstDayOf, isWithinRange, monthWeeks, type CalendarMonth } from '../../../contract/dates/month-grid.ts';
import { shownDayInWords, shownDayOfMonth, shownWeekdays } from '../../lib/dates/page-dates.ts';
import { datePickerText as text } from '../../strings/date-picker.ts';
import { schoolToday } from '../../stores/school.ts';

export interface MonthGridProps {
  /** The month shown, `YYYY-MM`. */
  month: CalendarMonth;
  /** The day that holds keyboard focus (the grid's one tab stop). */
  focusedDay: CalendarDay;
  selectedDay: CalendarDay | null;
  /** The id of the visible month-and-year heading that names the grid. */
  labelledBy: string;
  /** Focus moved to `day` by a key or a click. It may lie in another month: the parent then shows that month. */
  onFocusDay: (day: CalendarDay) => void;
  /** Enter, Space or a click on a day that can be chosen. */
  onSelectDay: (day: CalendarDay) => void;
  /** Days that cannot be chosen besides those outside 1900–2099; they stay focusable so they can still be read. */
  isDisabled?: (day: CalendarDay) => boolean;
  /** Words read after a day's date, e.g. an attendance status. */
  dayDescription?: (day: CalendarDay) => string | undefined;
  /** Days shown with a dot under the date, e.g. a day with absences; only for the eye, so say it in `dayDescription` too. */
  isMarked?: (day: CalendarDay) => boolean;
  /** A sign in a day's corner, e.g. an attendance status's letter; only for the eye, so say it in `dayDescription` too. */
  dayMark?: (day: CalendarDay) => ReactNode;
  /** Runs first for every key on the grid; `event.preventDefault()` keeps the grid from handling it. */
  onKeyDown?: (event: KeyboardEvent<HTMLTableElement>) => void;
  /** Whether the focused day takes DOM focus when the grid appears, e.g. in a dialog that opens on it. */
  autoFocus?: boolean;
  /** Today, marked `aria-current="date"`; the device's day by default. Pass it when the grid is prerendered. */
  today?: CalendarDay;
}

/**
 * A month as a grid of ISO weeks, after the WAI-ARIA date picker dialog: one focusable day at
 * a time (roving tabindex on the cells), arrows, Home/End and PageUp/PageDown move it, Enter,
 * Space or a click choose it. Days of the neighbour months fill the first and last week,
 * dimmed but usable like any other; days outside 1900–2099 are shown, disabled, and never focused.
 */
export function MonthGrid({
  month,
  focusedDay,
  selectedDay,
  labelledBy,
  onFocusDay,
  onSelectDay,
  isDisabled,
  dayDescription,
  isMarked,
  dayMark,
  onKeyDown,
  autoFocus = false,
  today = schoolToday(),
}: MonthGridProps) {
  const table = useRef<HTMLTableElement>(null);
  // Set by a key that moved focus: the day's cell may only exist after the parent re-renders.
  const focusPending = useRef(autoFocus);
  const weeks = monthWeeks(month);
  // A focused day the grid does not show would leave it without a tab stop.
  const tabStop = weeks.some((week) => week.some(({ day }) => day === focusedDay)) ? focusedDay : firstDayOf(month);

  // In the commit that moves the tab stop: a passive effect may still be waiting when the next
  // key arrives, and would then spend that key's flag on the cell the key is leaving.
  useLayoutEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    table.current?.querySelector<HTMLElement>('td[tabindex="0"]')?.focus();
  }, [month, tabStop]);

  const unavailable = (day: CalendarDay) => !isWithinRange(day) || (isDisabled?.(day) ?? false);

  function choose(day: CalendarDay) {
    if (!isWithinRange(day)) return;
    if (day !== focusedDay) onFocusDay(day);
    if (!unavailable(day)) onSelectDay(day);
  }

  function moveOnKey(event: KeyboardEvent<HTMLTableElement>) {
    onKeyDown?.(event);
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      // Space chooses on release, as a button does: chosen on press, its release would land on
      // the calendar button that focus returns to and open the calendar again.
      if (event.key === 'Enter') choose(tabStop);
      return;
    }
    const next = moveFocus(tabStop, event.key, { shiftKey: event.shiftKey, rightToLeft: document.documentElement.dir === 'rtl' });
    if (next === null) return;
    event.preventDefault();
    if (next === tabStop) return;
    focusPending.current = true;
    onFocusDay(next);
  }

  function chooseOnSpace(event: KeyboardEvent<HTMLTableElement>) {
    if (event.key === ' ' && !event.defaultPrevented) choose(tabStop);
  }

  return (
    <table ref={table} role="grid" aria-labelledby={labelledBy} className="w-full table-fixed border-collapse" onKeyDown={moveOnKey} onKeyUp={chooseOnSpace}>
      <thead>
        <tr>
          {shownWeekdays().map(({ narrow, long }) => (
            <th key={long} scope="col" abbr={long} className="h-8 text-sm font-medium text-slate-600">
              {narrow}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]?.day}>
            {week.map(({ day, inMonth }) => {
              const inRange = isWithinRange(day);
              const disabled = unavailable(day);
              return (
                <td
                  key={day}
                  tabIndex={inRange ? (day === tabStop ? 0 : -1) : undefined}
                  aria-selected={day === selectedDay || undefined}
                  aria-current={day === today ? 'date' : undefined}
                  aria-disabled={disabled || undefined}
                  onClick={() => choose(day)}
                  className={clsx('h-11 p-0.5 text-center -outline-offset-2', disabled ? 'cursor-not-allowed' : 'cursor-pointer')}
                >
                  <span
                    aria-hidden="true"
                    className={clsx(
                      'relative mx-auto flex h-10 max-w-10 items-center justify-center rounded-full text-base',
                      day === selectedDay ? 'bg-brand-700 font-semibold text-white' : !disabled && 'hover:bg-slate-100',
                      day !== selectedDay && (inMonth && !disabled ? 'text-slate-900' : 'text-slate-500'),
                      disabled && 'line-through',
                      day === today && clsx('font-semibold ring-2 ring-inset', day === selectedDay ? 'ring-white' : 'ring-brand-700'),
                    )}
                  >
                    {shownDayOfMonth(day)}
                    {isMarked?.(day) ? (
                      <span className={clsx('absolute bottom-1 size-1.5 rounded-full', day === selectedDay ? 'bg-white' : 'bg-danger-600')} />
                    ) : null}
                    {dayMark?.(day)}
                  </span>
                  <span className="sr-only">{text.dayWithDescription(shownDayInWords(day), dayDescription?.(day))}</span>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
