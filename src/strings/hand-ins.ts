import type { SubmissionStatus } from '../../contract/records/coursework.ts';

/** How each status reads, in a table cell and in the list's counts. */
export const statusText: Record<SubmissionStatus, string> = {
  assigned: 'Assigned',
  'handed-in': 'Handed in',
  late: 'Late',
  missing: 'Missing',
  returned: 'Returned',
};

/** The statuses in the order the counts and the filter name them: work to look at first. */
export const statusOrder: readonly SubmissionStatus[] = ['handed-in', 'late', 'missing', 'returned', 'assigned'];

/** What the tutor's assignment form, list and hand-in view say (issue 26). The product specification words none of them. */
export const handInsText = {
  dueDate: 'Due date (optional)',
  dueTime: 'Due time',
  dueTimeMissing: 'Enter the time it is due',
  dueDateMissing: 'Enter the day it is due',
  points: 'Points (optional)',
  handInOpen: 'Students can hand in',
  dueColumn: 'Due',
  noDue: 'No due date',
  handInsColumn: 'Hand-ins',
  /** The details' fact of a closed hand-in; its due time and points read as the student's do (`handInText`). */
  handInClosed: 'Hand-in is closed',
  /** The details' button to the hand-in table. */
  openHandIns: 'Hand-ins',
  /** One status's count in the list: '12 handed in'. */
  count: (count: number, status: SubmissionStatus) => `${count} ${statusText[status].toLowerCase()}`,
  noStudents: 'No students',
  heading: (title: string) => `Hand-ins: ${title}`,
  back: 'Back to assignments',
  downloadAll: 'Download all (ZIP)',
  empty: 'This assignment is for no students yet.',
  noneWithStatus: 'No student has this status.',
  filter: 'Show',
  allStatuses: 'All students',
  rollNo: 'Roll No',
  name: 'Name',
  status: 'Status',
  handedInAt: 'Handed in',
  files: 'Files',
  grade: 'Grade',
  gradeOutOf: (points: number) => `Grade (out of ${points})`,
  feedback: 'Feedback',
  answer: 'Answer',
  noAnswer: 'No written answer.',
  noFiles: 'No files.',
  save: 'Save',
  return: 'Return',
  undoReturn: 'Undo return',
  backToTable: 'Back to hand-ins',
  saved: 'Grade and feedback saved',
  returned: 'Work returned',
  unreturned: 'Return undone',
} as const;
