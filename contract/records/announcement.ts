import type { WithAudience } from './audience.ts';

/**
 * An announcement as the API answers it (spec §3, §7). Who it is for: `classes` (audience.ts). `date` is exactly as the tutor's device
 * sent it (`Nov 22 2026`, read with `monthDayYear`); `imageUrl` is `uploads/<name>`, fetched
 * from `/api/` plus the path.
 */
export interface Announcement extends WithAudience {
  _id: string;
  date: string;
  subject: string;
  description: string;
  imageUrl: string;
}
