/** What the students search answers (`{message}`) when a query is refused: the API and the page say the same. */
export const studentSearchMessages = {
  queryLong: (most: number) => `Search for at most ${most} characters`,
  classInvalid: 'The class must be a class id',
  blockedInvalid: 'Blocked must be true or false',
  pageInvalid: 'The page must be a whole number from 1',
  limitInvalid: 'The limit must be a whole number from 1',
} as const;

/** What a tutor's reset of a student's password answers (`{message}`). */
export const studentResetMessages = {
  sent: (name: string) => `We sent ${name} an e-mail with a link to choose a new password. It works once, for 24 hours.`,
  blocked: 'This student is blocked. Unblock them first, then send the reset.',
  throttled: (wait: string) => `This student was sent several resets already. Please try again in ${wait}.`,
} as const;
