import type { WithAudience } from './audience.ts';

/**
 * An event as the API answers it (spec §3, §7). `date` is exactly as it was sent: the product
 * sends ` Nov 22 2026` with a leading space (read with `spacedMonthDayYear`).
 */
export interface SchoolEvent extends WithAudience {
  _id: string;
  date: string;
  event: string;
  club: string;
  description: string;
}
