import { guardianMessages } from '../../contract/strings/guardians.ts';

/** What the guardian's pages, and the tutor's Add guardian, say (issue 27). */
export const guardiansText = {
  /** Home's list of the guardian's children. */
  childrenHeading: 'Your children',
  rollNo: 'Roll No',
  classes: 'Classes',
  noClass: 'No class yet',
  /** Today's status of a child: 'Today: Present'. */
  today: 'Today',
  notMarkedYet: 'Not marked yet',
  /** A child's card's links to their views, named with the child: 'Attendance of Asha Rao'. */
  viewOf: (view: string, name: string) => `${view} of ${name}`,
  noChildren: "No child is linked to your account yet. Ask your child's tutor to add you as their guardian.",
  /** Over a child's view, when the guardian has several: the links to the same view of another. */
  switchChild: 'Your children',
  chooseChild: 'Choose a child',
  chooseChildHint: 'Whose page would you like to see?',
  /** The same words as the API's 404, so the page and the call say the same. */
  unknownChild: guardianMessages.childNotFound,
  /** The password page. */
  passwordHeading: 'Change your password',

  // The tutor's Add guardian, in a student's details.
  guardians: 'Guardians',
  noGuardians: 'None yet',
  addGuardian: 'Add guardian',
  addGuardianHeading: (student: string) => `Add a guardian of ${student}`,
  addGuardianHint: 'The guardian reads this student’s attendance, assignments, announcements and events with an account of their own.',
  guardianEmail: 'E-mail',
  guardianName: 'Name (optional)',
  add: 'Add',
  cancel: 'Cancel',
  /** The three outcomes of adding a guardian. */
  outcome: {
    add: (email: string) => `Invitation sent to ${email}: they choose a password with the link in it.`,
    link: (email: string) => `${email} already has a guardian account: this student is now on it, and they were told by e-mail.`,
    unchanged: (email: string) => `${email} is already a guardian of this student.`,
  },
} as const;
