import { guardianMessages } from '../../contract/strings/guardians.ts';

/** What the guardian's pages say (issue 27); the tutor's Add guardian is in the students' catalogue. */
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
  /** The password form of the account page, while it loads. */
  loadingForm: 'Loading the form…',
} as const;
