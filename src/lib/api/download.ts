import { fetchWithToken } from './client.ts';

/**
 * Downloads a file the API makes for the signed-in user (a report), saving it as `fileName`.
 * A plain link cannot send the bearer token, so the file is fetched with it and handed to the
 * browser through a temporary object URL. Rejects with an ApiError carrying the server's reason.
 *
 * @param path the call under `/api`
 * @example await downloadWithToken('/tutor/home/attendence.csv?month=2026-11', 'attendance-2026-11.csv')
 */
export async function downloadWithToken(path: string, fileName: string): Promise<void> {
  const response = await fetchWithToken(path);
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.hidden = true;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Not at once: some browsers read the blob only after the click's task (FileSaver.js waits 40 s).
    setTimeout(() => URL.revokeObjectURL(url), 40_000);
  }
}
