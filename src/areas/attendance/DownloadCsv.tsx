import { DownloadButton } from '../../components/content/DownloadButton.tsx';
import type { CalendarMonth } from '../../../contract/dates/month-grid.ts';
import { shownMonth } from '../../lib/dates/page-dates.ts';
import { attendanceText as text } from '../../strings/attendance.ts';
import { attendanceCsv } from './area.ts';

export interface DownloadCsvProps {
  month: CalendarMonth;
  /** One class's students only: the class's id and name. */
  classId?: string;
  className?: string;
}

/** Downloads the month on screen as a spreadsheet, named for it: 'Download November 2026 as CSV', or '… of 7B as CSV'. */
export function DownloadCsv({ month, classId, className }: DownloadCsvProps) {
  const { path, fileName } = attendanceCsv(month, classId);
  const monthYear = shownMonth(month);
  return (
    <DownloadButton
      path={path}
      fileName={fileName}
      label={classId ? text.downloadClassCsv(monthYear, className ?? '') : text.downloadCsv(monthYear)}
      className="w-full"
    />
  );
}
