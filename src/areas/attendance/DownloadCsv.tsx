import { useState } from 'react';
import { Download } from '../../components/icons/download.ts';
import { LoaderCircle } from '../../components/icons/loader-circle.ts';
import { Button } from '../../components/ui/button.tsx';
import { downloadWithToken } from '../../lib/api/download.ts';
import { dayParts, firstDayOf, type CalendarMonth } from '../../../contract/dates/month-grid.ts';
import { showToast } from '../../stores/toasts.ts';
import { attendanceText as text } from '../../strings/attendance.ts';
import { datePickerText } from '../../strings/date-picker.ts';
import { attendanceCsv } from './area.ts';

export interface DownloadCsvProps {
  month: CalendarMonth;
  /** One class's students only: the class's id and name. */
  classId?: string;
  className?: string;
}

/** Downloads the month on screen as a spreadsheet, named for it: 'Download November 2026 as CSV', or '… of 7B as CSV'. */
export function DownloadCsv({ month, classId, className }: DownloadCsvProps) {
  const [busy, setBusy] = useState(false);

  async function download() {
    if (busy) return;
    setBusy(true);
    const { path, fileName } = attendanceCsv(month, classId);
    try {
      await downloadWithToken(path, fileName);
    } catch (error) {
      showToast('error', error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }

  const Icon = busy ? LoaderCircle : Download;
  const monthYear = datePickerText.monthYear(dayParts(firstDayOf(month)));
  return (
    // aria-disabled while it runs, so a second tap does nothing but the focus stays on the button.
    <Button variant="outline" aria-disabled={busy || undefined} onClick={() => void download()} className="w-full">
      <Icon aria-hidden="true" className={busy ? 'size-5 animate-spin' : 'size-5'} />
      {classId ? text.downloadClassCsv(monthYear, className ?? '') : text.downloadCsv(monthYear)}
    </Button>
  );
}
