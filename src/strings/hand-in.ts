/**
 * What an open assignment's details and the student's hand-in say (issue 26); the list's and the
 * home lists' words are `assignmentTermsText`. The product specification words none of them.
 */
export const handInText = {
  due: (when: string) => `Due: ${when}`,
  points: (points: number) => `Points: ${points}`,
  statusFact: (status: string) => `Status: ${status}`,
  heading: 'Your work',
  closed: 'Hand-in is closed for this assignment.',
  files: 'Files (up to 5)',
  chosen: 'Files to hand in',
  text: 'Your answer',
  handIn: 'Hand in',
  handInAgain: 'Hand in again',
  handedInAt: (when: string) => `Handed in ${when}`,
  handedInFiles: 'Files handed in',
  takeBack: 'Take back',
  takeBackQuestion: 'Take back your work? Your tutor will not see it until you hand in again.',
  keepHandedIn: 'Keep it handed in',
  /** Each chosen file's state beside its name. */
  fileState: { waiting: 'Waiting', uploading: 'Uploading', done: 'Sent', refused: 'Refused', notSent: 'Not sent' },
  offline: 'You are offline: you cannot hand in until the connection is back. What you chose and wrote stays here.',
  feedback: 'Feedback',
  noFeedback: 'No feedback was written.',
  grade: (grade: string, points?: number) => (points === undefined ? `Grade: ${grade}` : `Grade: ${grade} (out of ${points})`),
} as const;
