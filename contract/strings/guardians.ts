/** What the guardian calls answer (`{message}`): the API and the pages say the same. */
export const guardianMessages = {
  /** An address of a student's or tutor's account: a guardian needs one of their own. */
  emailNotGuardian: 'This e-mail address belongs to a student or tutor account. A guardian needs an e-mail address of their own.',
  studentNotFound: 'This student does not exist.',
  /** A child the guardian is not linked to, or no student at all: the same words, so ids are not confirmed. */
  childNotFound: 'This child is not one of yours.',
} as const;
