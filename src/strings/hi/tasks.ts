import type { Translation } from '../../../contract/strings/translation.ts';
import type * as en from '../tasks.ts';

export const todayTasksText = {
  assignments: { heading: 'आज के गृहकार्य', none: 'आज कोई गृहकार्य अपलोड नहीं हुआ' },
  notes: { heading: 'आज के नोट्स', none: 'आज कोई नोट्स अपलोड नहीं हुए' },
  uploadedToday: 'अपलोड की तिथि: आज',
} as const satisfies Translation<typeof en.todayTasksText>;
