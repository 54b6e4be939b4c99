import { useId } from 'react';
import { ViewHeading } from '../../components/content/ViewHeading.tsx';
import { Button } from '../../components/ui/button.tsx';
import type { AttendanceDay } from '../../../contract/records/attendance.ts';
import type { CalendarDay } from '../../../contract/dates/codecs.ts';
import { shownDayInWords } from '../../lib/dates/page-dates.ts';
import { attendanceText as text } from '../../strings/attendance.ts';

export interface DayAbsenteesProps {
  day: CalendarDay;
  /** The day's record; none when it was never marked. */
  record: AttendanceDay | undefined;
  /** Whether the view was opened by the tutor (back from the form): its heading then takes the focus. */
  focus: boolean;
  /** Why the day takes no attendance (the school is closed); undefined on a school day. */
  closed: string | undefined;
  onMark: () => void;
}

/**
 * The chosen day's absentees by full name (the product listed capitalised first names, spec §3), or
 * 'No absentees found', and 'Mark absentees' — disabled on a Sunday (spec §4) or any day the school is closed, saying why.
 */
export function DayAbsentees({ day, record, focus, closed, onMark }: DayAbsenteesProps) {
  const headingId = useId();
  const reasonId = useId();
  // Full names where the server sends them: first names alone do not tell two students apart.
  const names = record?.absentees.names ?? record?.absentees.selectedRows ?? [];
  return (
    <section aria-labelledby={headingId} className="flex min-w-0 flex-1 flex-col items-start gap-3">
      {/* Read out when another day is chosen, so a screen reader hears the day's list without leaving the grid. */}
      <div aria-live="polite" className="flex flex-col gap-3">
        <ViewHeading focus={focus} id={headingId}>
          {text.absenteesOn(shownDayInWords(day))}
        </ViewHeading>
        {names.length === 0 ? (
          <p className="text-slate-700">{text.noAbsentees}</p>
        ) : (
          <ul aria-labelledby={headingId} className="flex list-disc flex-col gap-1 ps-6">
            {names.map((name, index) => (
              <li key={`${index}-${name}`}>{name}</li>
            ))}
          </ul>
        )}
      </div>
      <Button disabled={closed !== undefined} aria-describedby={closed ? reasonId : undefined} onClick={onMark}>
        {text.markAbsentees}
      </Button>
      {closed ? (
        <p id={reasonId} className="text-slate-700">
          {closed}
        </p>
      ) : null}
    </section>
  );
}
