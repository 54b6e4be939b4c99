/** Messages of coursework (issue 26): an assignment's terms, and hand-in. The product specification words none of them. */
export const assignmentTermsMessages = {
  // The due time is the instant given: its offset says where the clock that wrote it stood.
  dueInvalid: 'Enter the due time as an ISO 8601 date and time with its offset, e.g. 2026-11-30T17:00:00+05:30',
  pointsInvalid: (max: number) => `Points must be a whole number from 0 to ${max}`,
  handInOpenInvalid: 'handInOpen must be true or false',
} as const;

/** What the hand-in calls answer with (`{message}`) and the hand-in form and table show. */
export const submissionMessages = {
  /** An unknown assignment, or one that is not for this student: the same answer, so neither is told apart. */
  assignmentNotFound: 'This assignment does not exist. It may have been deleted.',
  studentNotFound: 'This student is not one of the assignment’s students.',
  nothingHandedIn: 'Add a file or write an answer before you hand in.',
  handInClosed: 'Hand-in is closed for this assignment. Ask your tutor if you still need to hand in.',
  alreadyReturned: 'Your tutor has returned this work, so it can no longer be changed.',
  textLong: (most: number) => `An answer must be at most ${most.toLocaleString('en')} characters`,
  gradeLong: (most: number) => `A grade must be at most ${most} characters`,
  feedbackLong: (most: number) => `Feedback must be at most ${most.toLocaleString('en')} characters`,
  returnedInvalid: 'returned must be true or false',
} as const;
