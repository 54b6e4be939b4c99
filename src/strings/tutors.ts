/** What the admins' Tutors page says. The API's own messages (the last admin, an invitation sent again) are in contract/strings/tutors.ts. */
export const tutorsText = {
  /** The view's heading, and the name of its table. */
  heading: 'All tutors',
  /** What a tutor who is not an admin reads instead of the list. */
  adminsOnly: 'Only the school’s admins manage tutors: they add tutors, block them and choose who else is an admin. Ask an admin if something here needs changing.',
  /** The table's columns. */
  nameColumn: 'Name',
  emailColumn: 'E-mail',
  actionsColumn: 'Actions',
  /** The row's markers, each read out with the tutor's name. */
  youMarker: 'You',
  adminMarker: 'Admin',
  invitedMarker: 'Invited',
  blockedMarker: 'Blocked',
  /** The row's buttons, each read out with the tutor's name. */
  actionOn: (action: string, name: string) => `${action}: ${name}`,
  block: 'Block',
  unblock: 'Unblock',
  makeAdmin: 'Make admin',
  removeAdmin: 'Remove admin',
  sendAgain: 'Send invitation again',
  cancel: 'Cancel',
  /** The questions before each change. */
  blockQuestion: (name: string) => `Block ${name}? They are logged out at once and cannot log in until unblocked.`,
  unblockQuestion: (name: string) => `Unblock ${name}? They can log in again.`,
  makeAdminQuestion: (name: string) => `Make ${name} an admin? Admins manage tutors, classes, imports and the school’s settings.`,
  removeAdminQuestion: (name: string) => `Remove ${name}’s admin rights? They stay a tutor.`,
  /** Toasts once the server has the change. */
  blocked: (name: string) => `${name} is blocked`,
  unblocked: (name: string) => `${name} is unblocked`,
  madeAdmin: (name: string) => `${name} is an admin now`,
  adminRemoved: (name: string) => `${name} is no longer an admin`,
  /** The Add tutor form. */
  addTutor: 'Add tutor',
  addIntro: 'We e-mail them a link to choose their password. The link works once, for 7 days.',
  name: 'Name',
  email: 'E-mail',
  contact: 'Contact',
  admin: 'School admin',
  adminHint: 'Admins manage tutors, classes, imports and the school’s settings.',
  add: 'Add and invite',
  added: (name: string) => `${name} added`,
} as const;
