/** What the register calls answer with (`{message}`) and the register page shows: the API and the page say the same. */
export const registerMessages = {
  dayInvalid: 'The day must be a real date written like 2026-11-23',
  /** A closed weekday or a holiday of the school settings: no register is taken. */
  closedDay: 'The school is closed on this day: no register is taken.',
  classNotFound: 'This class does not exist.',
  statusInvalid: 'A mark must be present, absent, late or excused',
  studentIdInvalid: 'Send each student by id',
  noteLong: (most: number) => `A note must be at most ${most} characters`,
  tooMany: (most: number) => `At most ${most} students can be marked at once`,
  notOnRoster: 'One of the marked students is not in this class. Reload the register and try again.',
  twice: 'A student is marked twice. Mark each student once.',
} as const;
