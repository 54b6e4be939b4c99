import type { WithAudience } from './audience.ts';

/**
 * An assignment or a note as the API answers it (spec §3, §7). `date` is exactly as the tutor's
 * device sent it (`22/Nov/2026`, read with `dayMonthYear`); `filePath` is `uploads/<name>`,
 * fetched from `/api/` plus the path; `fileName` is the name the file was uploaded under.
 */
export interface FileRecord extends WithAudience {
  _id: string;
  date: string;
  title: string;
  description: string;
  filePath: string;
  fileName: string;
}
