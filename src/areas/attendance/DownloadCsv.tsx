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

/** Downloads the month on screen as a spreadsheet, named for it: 'Download November 2026 as CSV'. */
export function DownloadCsv({ month }: { month: CalendarMonth }) {
  const [busy, setBusy] = useState(false);

  async function download() {
    if (busy) return;
    setBusy(true);
    const { path, fileName } = attendanceCsv(month);
    try {
      await downloadWithToken(path, fileName);
    } catch (error) {
      showToast('error', error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }

  const Icon = busy ? LoaderCircle : Download;
  return (
    // aria-disabled while it runs, so a second tap does nothing but the focus stays on the button.
    <Button variant="outline" aria-disabled={busy || undefined} onClick={() => void download()} className="w-full">
      <Icon aria-hidden="true" className={busy ? 'size-5 animate-spin' : 'size-5'} />
      {text.downloadCsv(datePickerText.monthYear(dayParts(firstDayOf(month))))}
    </Button>
  );
}
