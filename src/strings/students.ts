/** What the tutor's Students page says (spec §2). Strings from the specification are word for word. */
export const studentsText = {
  /** The home view's heading, and the name of its table. */
  listHeading: 'Student list',
  empty: 'No students have signed up yet.',
  rollnoColumn: 'Rollno',
  nameColumn: 'Name',
  actionsColumn: 'Actions',
  /** The row's marker of a blocked account, read out with the row's name. */
  blockedMarker: 'Blocked',
  edit: 'Edit',
  /** The row's buttons and the question's confirm buttons. */
  block: 'Block',
  unblock: 'UnBlock',
  cancel: 'Cancel',
  blockQuestion: 'This user will be blocked?',
  unblockQuestion: 'This user will be unblocked?',
  /** The details (a student's profile): full name, email, contact (spec §2). */
  fullName: 'Full Name',
  email: 'Email',
  contact: 'Contact',
  editHeading: 'Edit student',
  submit: 'Submit',
  back: 'Back',
  /** Toasts once the server has the change. */
  updated: 'Student updated',
  nowBlocked: (name: string) => `${name} is blocked`,
  nowUnblocked: (name: string) => `${name} is unblocked`,
} as const;
