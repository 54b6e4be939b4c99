import { useState } from 'react';
import { DatePicker } from '../../components/date-picker/DatePicker.tsx';
import { ChevronLeft } from '../../components/icons/chevron-left.ts';
import { ChevronRight } from '../../components/icons/chevron-right.ts';
import { Button } from '../../components/ui/button.tsx';
import { dayMonthYearDigits, type CalendarDay } from '../../../contract/dates/codecs.ts';
import { addDays, isWithinRange } from '../../../contract/dates/month-grid.ts';
import { attendanceText as text } from '../../strings/attendance.ts';

/**
 * The register's day: the date picker every form uses (typed DD/MM/YYYY or picked from its
 * calendar), and the day before and after one tap away. A complete real day opens its register.
 */
export function RegisterDay({ day, onDay }: { day: CalendarDay; onDay: (day: CalendarDay) => void }) {
  const [typed, setTyped] = useState(() => dayMonthYearDigits.format(day));
  const [typedFor, setTypedFor] = useState(day);
  // The field follows the day when it changes from elsewhere (the buttons, Back).
  if (typedFor !== day) {
    setTypedFor(day);
    setTyped(dayMonthYearDigits.format(day));
  }
  function type(value: string) {
    setTyped(value);
    const next = dayMonthYearDigits.parse(value);
    if (next !== null && next !== day) onDay(next);
  }
  const step = (count: number) => {
    const next = addDays(day, count);
    if (isWithinRange(next)) onDay(next);
  };
  return (
    <div className="flex max-w-sm items-end gap-2">
      <Button variant="outline" size="icon" aria-label={text.previousDay} onClick={() => step(-1)} className="shrink-0">
        <ChevronLeft aria-hidden="true" className="size-5" />
      </Button>
      <div className="min-w-0 flex-1">
        <DatePicker label={text.day} value={typed} onChange={(event) => type(event.target.value)} />
      </div>
      <Button variant="outline" size="icon" aria-label={text.nextDay} onClick={() => step(1)} className="shrink-0">
        <ChevronRight aria-hidden="true" className="size-5" />
      </Button>
    </div>
  );
}
