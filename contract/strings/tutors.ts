/**
 * What the tutors calls answer (`{message}`) and the admins' Tutors page shows: the API and the
 * page say the same. Not in the specification. An e-mail in use says `userDetailsMessages.emailTaken`.
 */
export const tutorMessages = {
  notFound: 'This tutor does not exist. Reload the page.',
  lastAdmin: 'The school must keep at least one admin who can log in. Make another tutor an admin first.',
  notYourselfBlocked: 'You cannot block your own account. Another admin can.',
  notYourselfAdmin: 'You cannot remove your own admin rights. Another admin can.',
  nothingToChange: 'Send blocked or admin',
  flagInvalid: 'Say true or false',
  passwordChosen: 'This tutor has chosen a password already: they log in with it, and Forgot password sets a new one.',
  blocked: 'This tutor is blocked. Unblock them first, then send the invitation.',
  invitationSent: (email: string) => `Invitation sent again to ${email}. The new link works once, for 7 days; the earlier one no longer works.`,
} as const;
