import type { SubmissionStatus } from '../../contract/records/coursework.ts';

/** What the assignment screens say (spec §2). Strings from the specification are word for word. */
export const assignmentsText = {
  noun: 'Assignment',
  listHeading: 'Assignment Section',
  empty: 'No assignments have been uploaded yet.',
  dateColumn: 'Uploaded date',
  titleColumn: 'Title',
  deleteColumn: 'Delete Assignment',
  download: 'Download Assignment',
  add: 'Add new assignment',
  file: 'File',
  backToDetails: 'Back',
} as const;

/** What the student's list and the "Due soon / Overdue" lists say of an assignment's terms (issue 26); the hand-in's words are in hand-in.ts. */
export const assignmentTermsText = {
  /** Where the student stands: the details' status, and the list's marker (which leaves out `assigned`). */
  status: {
    assigned: 'Not handed in',
    'handed-in': 'Handed in',
    late: 'Late',
    missing: 'Missing',
    returned: 'Returned',
  } satisfies Record<SubmissionStatus, string>,
  dueShort: (when: string) => `Due ${when}`,
  /** "Due soon" looks `days` ahead (`DUE_SOON_DAYS`). */
  dueSoon: (days: number) => ({ heading: 'Due soon', none: `Nothing is due in the next ${days} days.` }),
  overdue: { heading: 'Overdue', none: 'Nothing is overdue.' },
} as const;
