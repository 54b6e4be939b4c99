import { plural } from '../../../contract/strings/plural.ts';
import type { Translation } from '../../../contract/strings/translation.ts';
import type * as en from '../assignments.ts';

export const assignmentsText = {
  noun: 'गृहकार्य',
  listHeading: 'गृहकार्य अनुभाग',
  empty: 'अभी तक कोई गृहकार्य अपलोड नहीं किया गया है।',
  dateColumn: 'अपलोड की तिथि',
  titleColumn: 'शीर्षक',
  deleteColumn: 'गृहकार्य हटाएँ',
  download: 'गृहकार्य डाउनलोड करें',
  add: 'नया गृहकार्य जोड़ें',
  file: 'फ़ाइल',
  backToDetails: 'वापस',
} as const satisfies Translation<typeof en.assignmentsText>;

export const assignmentTermsText = {
  status: {
    assigned: 'जमा नहीं किया',
    'handed-in': 'जमा किया',
    late: 'देर से',
    missing: 'बकाया',
    returned: 'लौटाया गया',
  },
  dueShort: (when: string) => `अंतिम तिथि ${when}`,
  dueSoon: (days: number) => ({
    heading: 'जल्द जमा करना है',
    none: plural('hi', days, { one: 'अगले # दिन में कुछ भी जमा नहीं करना है।', other: 'अगले # दिनों में कुछ भी जमा नहीं करना है।' }),
  }),
  overdue: { heading: 'अंतिम तिथि बीत गई', none: 'कुछ भी बकाया नहीं है।' },
} as const satisfies Translation<typeof en.assignmentTermsText>;
