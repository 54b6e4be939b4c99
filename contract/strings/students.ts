/** What the students search answers (`{message}`) when a query is refused: the API and the page say the same. */
export const studentSearchMessages = {
  queryLong: (most: number) => `Search for at most ${most} characters`,
  classInvalid: 'The class must be a class id',
  blockedInvalid: 'Blocked must be true or false',
  pageInvalid: 'The page must be a whole number from 1',
  limitInvalid: 'The limit must be a whole number from 1',
} as const;
