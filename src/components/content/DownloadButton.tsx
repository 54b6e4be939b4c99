import { useState } from 'react';
import { downloadWithToken } from '../../lib/api/download.ts';
import { showToast } from '../../stores/toasts.ts';
import { Download } from '../icons/download.ts';
import { LoaderCircle } from '../icons/loader-circle.ts';
import { Button } from '../ui/button.tsx';

export interface DownloadButtonProps {
  /** The call under `/api` that makes the file. */
  path: string;
  /** The name the file is saved as. */
  fileName: string;
  /** The button's words: 'Download November 2026 as CSV'. */
  label: string;
  className?: string;
}

/**
 * Downloads a file the API makes for the signed-in user (a CSV report) with the session's token,
 * which a plain link cannot send. A failure says the server's reason.
 *
 * @example <DownloadButton path="/tutor/home/students.csv" fileName="students.csv" label="Download CSV" />
 */
export function DownloadButton({ path, fileName, label, className }: DownloadButtonProps) {
  const [busy, setBusy] = useState(false);

  async function download() {
    if (busy) return;
    setBusy(true);
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
    <Button variant="outline" aria-disabled={busy || undefined} onClick={() => void download()} className={className}>
      <Icon aria-hidden="true" className={busy ? 'size-5 animate-spin' : 'size-5'} />
      {label}
    </Button>
  );
}
