import type { WithAudience } from './audience.ts';

/**
 * An announcement as the API answers it (spec §3, §7). Who it is for: `classes` (audience.ts). `date` is exactly as the tutor's device
 * sent it (`Nov 22 2026`, read with `monthDayYear`). Its file is optional (issue 26): an image,
 * whose `imageUrl` is `uploads/<name>`, fetched from `/api/` plus the path; or a PDF, answered
 * as an assignment's file is (`filePath`, `fileName`); or none. `imageUrl` is always there,
 * `''` without an image, as the product's client reads it.
 */
export interface Announcement extends WithAudience {
  _id: string;
  date: string;
  subject: string;
  description: string;
  imageUrl: string;
  /** Only with a PDF: `uploads/<name>`, fetched from `/api/` plus the path. */
  filePath?: string;
  /** Only with a PDF: the name it was uploaded under. */
  fileName?: string;
}
