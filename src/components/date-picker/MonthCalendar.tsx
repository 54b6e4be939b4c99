import { useId } from 'react';
import type { CalendarDay } from '../../../contract/dates/codecs.ts';
import { addMonths, addYears, clampDay, hasNextMonth, hasPreviousMonth, monthOf } from '../../../contract/dates/month-grid.ts';
import { shownMonth } from '../../lib/dates/page-dates.ts';
import { datePickerText as text } from '../../strings/date-picker.ts';
import { ChevronLeft } from '../icons/chevron-left.ts';
import { ChevronRight } from '../icons/chevron-right.ts';
import { ChevronsLeft } from '../icons/chevrons-left.ts';
import { ChevronsRight } from '../icons/chevrons-right.ts';
import type { IconComponent } from '../icons/icon.tsx';
import { Button } from '../ui/button.tsx';
import { MonthGrid, type MonthGridProps } from './MonthGrid.tsx';

export interface MonthCalendarProps extends Omit<MonthGridProps, 'month' | 'labelledBy'> {
  /** The heading's level where the calendar sits: h3 in the picker's dialog, h2 on a page. */
  headingLevel?: 'h2' | 'h3';
}

/**
 * A month between the year and month buttons, named by its heading ('November 2026'), over
 * the month grid; the month shown is the focused day's. The date picker's dialog and both
 * attendance calendars use it; the buttons move the focused day, so the caller keeps one state.
 *
 * @example <MonthCalendar focusedDay={focused} selectedDay={day} onFocusDay={setFocused} onSelectDay={choose} />
 */
export function MonthCalendar({ headingLevel: Heading = 'h3', ...grid }: MonthCalendarProps) {
  const headingId = useId();
  const { focusedDay, onFocusDay } = grid;
  const month = monthOf(focusedDay);
  const earlier = hasPreviousMonth(month);
  const later = hasNextMonth(month);
  const go = (day: CalendarDay) => onFocusDay(clampDay(day));
  return (
    <>
      <div className="mb-1 flex items-center justify-between">
        <div className="flex">
          <MonthButton label={text.previousYear} icon={ChevronsLeft} enabled={earlier} onClick={() => go(addYears(focusedDay, -1))} />
          <MonthButton label={text.previousMonth} icon={ChevronLeft} enabled={earlier} onClick={() => go(addMonths(focusedDay, -1))} />
        </div>
        {/* At 320 px a long month ('September 2025') may take two lines, of 20 px each: still no taller than the buttons, so the grid never moves. */}
        <Heading id={headingId} aria-live="polite" className="min-w-0 text-center text-base leading-5 font-semibold">
          {shownMonth(month)}
        </Heading>
        <div className="flex">
          <MonthButton label={text.nextMonth} icon={ChevronRight} enabled={later} onClick={() => go(addMonths(focusedDay, 1))} />
          <MonthButton label={text.nextYear} icon={ChevronsRight} enabled={later} onClick={() => go(addYears(focusedDay, 1))} />
        </div>
      </div>
      <MonthGrid {...grid} month={month} labelledBy={headingId} />
    </>
  );
}

interface MonthButtonProps {
  label: string;
  icon: IconComponent;
  enabled: boolean;
  onClick: () => void;
}

/** aria-disabled rather than disabled at the range's ends, so the button keeps focus instead of dropping it to the page. */
function MonthButton({ label, icon: Icon, enabled, onClick }: MonthButtonProps) {
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={label}
      aria-disabled={!enabled || undefined}
      onClick={enabled ? onClick : undefined}
      className="aria-disabled:cursor-not-allowed aria-disabled:text-slate-400 aria-disabled:hover:bg-transparent"
    >
      <Icon aria-hidden="true" className="size-5" />
    </Button>
  );
}
