import { useMemo } from 'react';
import { recordsByDay } from '../../../contract/attendance/absentees.ts';
import type { AttendanceDay } from '../../../contract/records/attendance.ts';
import type { CalendarDay } from '../../../contract/dates/codecs.ts';
import { attendanceText as text } from '../../strings/attendance.ts';
import { AttendanceCalendar } from './AttendanceCalendar.tsx';
import { DayAbsentees } from './DayAbsentees.tsx';
import { DownloadCsv } from './DownloadCsv.tsx';

export interface TutorCalendarProps {
  records: readonly AttendanceDay[];
  day: CalendarDay;
  today: CalendarDay;
  /** Whether the tutor came back to the calendar (from the form): the day's heading takes the focus. */
  focus: boolean;
  onSelectDay: (day: CalendarDay) => void;
  onMark: () => void;
  /** Why a day takes no attendance (the school is closed); undefined on a school day. */
  closedReason: (day: CalendarDay) => string | undefined;
}

/**
 * The tutor's calendar view (spec §2): the month, each marked day dotted and read out with its
 * count, the month's download, and the chosen day's absentees with 'Mark absentees'.
 */
export function TutorCalendar({ records, day, today, focus, onSelectDay, onMark, closedReason }: TutorCalendarProps) {
  const byDay = useMemo(() => recordsByDay(records), [records]);
  const absentCount = (each: CalendarDay) => byDay.get(each)?.absentees.studentIds.length ?? 0;
  // Read after each day's date: closed days are holidays, a marked day says how many were absent.
  const describeDay = (each: CalendarDay) => {
    if (closedReason(each)) return text.status.holiday;
    const count = absentCount(each);
    return count > 0 ? text.absentCount(count) : undefined;
  };
  return (
    <div className="flex flex-col gap-6 md:flex-row">
      <AttendanceCalendar
        selectedDay={day}
        today={today}
        onSelectDay={onSelectDay}
        dayDescription={describeDay}
        isMarked={(each) => absentCount(each) > 0}
        footer={(month) => <DownloadCsv month={month} />}
      />
      <DayAbsentees day={day} record={byDay.get(day)} focus={focus} closed={closedReason(day)} onMark={onMark} />
    </div>
  );
}
