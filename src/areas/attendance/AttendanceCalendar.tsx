import { useState, type ReactNode } from 'react';
import { MonthCalendar } from '../../components/date-picker/MonthCalendar.tsx';
import type { CalendarDay } from '../../../contract/dates/codecs.ts';
import { monthOf, type CalendarMonth } from '../../../contract/dates/month-grid.ts';

export interface AttendanceCalendarProps {
  /** The day the address names, or today. */
  selectedDay: CalendarDay;
  today: CalendarDay;
  onSelectDay: (day: CalendarDay) => void;
  /** Read after each day's date: its status, or how many were absent. */
  dayDescription: (day: CalendarDay) => string | undefined;
  /** Days with a dot: the absences. */
  isMarked?: (day: CalendarDay) => boolean;
  /** A day's sign for the eye, e.g. its status's letter; said in `dayDescription` too. */
  dayMark?: (day: CalendarDay) => ReactNode;
  /** Another month came into view, by the month buttons or the keys: the student's page reads it. */
  onShowMonth?: (month: CalendarMonth) => void;
  /** Shown under the grid for the month on screen, e.g. its download. */
  footer?: (month: CalendarMonth) => ReactNode;
}

/**
 * Both attendance calendars (spec §2, §9): a month of ISO weeks in a card. The keys and the
 * month buttons move the focus through the months without choosing; a click, Enter or Space
 * chooses the day. Back or a reload that changes the chosen day brings its month back.
 */
export function AttendanceCalendar({ selectedDay, today, onSelectDay, dayDescription, isMarked, dayMark, onShowMonth, footer }: AttendanceCalendarProps) {
  const [focusedDay, setFocusedDay] = useState(selectedDay);
  const [shownFor, setShownFor] = useState(selectedDay);
  // Adjusted while rendering, as React advises for state that follows a prop: no flash of the old month.
  if (shownFor !== selectedDay) {
    setShownFor(selectedDay);
    setFocusedDay(selectedDay);
  }
  function focusDay(day: CalendarDay) {
    if (monthOf(day) !== monthOf(focusedDay)) onShowMonth?.(monthOf(day));
    setFocusedDay(day);
  }
  return (
    // On a phone the card runs edge to edge over the page's padding: seven days of 44 px and the four month buttons need 308 px of a 320 px screen, and a day's letter sticks out 4 px past its circle.
    <div className="flex w-full max-w-sm flex-col gap-3 self-start rounded-lg bg-white p-2 ring-1 ring-slate-200 max-sm:-mx-4 max-sm:w-auto max-sm:max-w-none max-sm:self-stretch max-sm:rounded-none max-sm:px-0.5">
      <MonthCalendar
        headingLevel="h2"
        focusedDay={focusedDay}
        selectedDay={selectedDay}
        today={today}
        onFocusDay={focusDay}
        onSelectDay={onSelectDay}
        dayDescription={dayDescription}
        isMarked={isMarked}
        dayMark={dayMark}
      />
      <div className="max-sm:px-2">{footer?.(monthOf(focusedDay))}</div>
    </div>
  );
}
