/** What the tutor's Students page says (spec §2). Strings from the specification are word for word. */
export const studentsText = {
  /** The home view's heading, and the name of its table. */
  listHeading: 'Student list',
  empty: 'No students have signed up yet.',
  /** A search, class or status that finds nobody. */
  noMatch: 'No students match this search.',
  /** The admission number, under the name every roll shows it by (school-model.md). */
  rollnoColumn: 'Roll No',
  nameColumn: 'Name',
  /** A student's classes, in their details and under their name in the table. */
  classes: 'Classes',
  classesLine: (names: string) => `Classes: ${names}`,
  /** The classes of a student in no class. */
  noClass: 'None',
  /** The filters over the table. */
  search: 'Search',
  searchHint: 'Name, e-mail or Roll No',
  classFilter: 'Class',
  allClasses: 'All classes',
  statusFilter: 'Show',
  allStudents: 'All students',
  notBlocked: 'Not blocked',
  blockedOnly: 'Blocked only',
  /** How many students the filters find, said as it changes. */
  found: (count: number) => (count === 1 ? '1 student' : `${count.toLocaleString('en')} students`),
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
  /** A tutor's reset of a student's password (issue 25): the row's and the details' button, and its question. */
  resetPassword: 'Reset password',
  resetQuestion: 'Send this student a password reset?',
  resetOutcome: 'They will get an e-mail with a link to choose a new password. Nobody else sees it, and their current password works until they do.',
  /** Said once the server has sent it, should its answer not say so itself. */
  resetSent: (name: string) => `${name} was sent a link to choose a new password.`,
  /** Beside the table's heading: the export, for every tutor, and the import, for admins (issue 25). */
  downloadCsv: 'Download CSV',
  importStudents: 'Import students',
  /** The import's button, short so that both buttons fit on one line of a phone; read out as `importStudents`. */
  importButton: 'Import',
  /** The import's view, while its code loads, and for a tutor who is not an admin. */
  loadingImport: 'Loading the import…',
  importForAdmins: 'Only the school’s admins can import students.',
  /** The details (a student's profile): full name, email, contact (spec §2). */
  fullName: 'Full Name',
  rollNo: 'Roll No',
  email: 'Email',
  contact: 'Contact',
  editHeading: 'Edit student',
  submit: 'Submit',
  back: 'Back',
  /** Toasts once the server has the change. */
  updated: 'Student updated',
  nowBlocked: (name: string) => `${name} is blocked`,
  nowUnblocked: (name: string) => `${name} is unblocked`,
  /** A student's guardians in their details, and the Add guardian dialog (issue 27). */
  guardians: 'Guardians',
  noGuardians: 'None yet',
  addGuardian: 'Add guardian',
  addGuardianHeading: (student: string) => `Add a guardian of ${student}`,
  addGuardianHint: 'The guardian reads this student’s attendance, assignments, announcements and events with an account of their own.',
  guardianEmail: 'E-mail',
  guardianName: 'Name (optional)',
  addGuardianSubmit: 'Add',
  loadingGuardianForm: 'Loading the form…',
  /** The three outcomes of adding a guardian. */
  outcome: {
    add: (email: string) => `Invitation sent to ${email}: they choose a password with the link in it.`,
    link: (email: string) => `${email} already has a guardian account: this student is now on it, and they were told by e-mail.`,
    unchanged: (email: string) => `${email} is already a guardian of this student.`,
  },
} as const;
