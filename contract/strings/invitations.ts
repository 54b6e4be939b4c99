/**
 * What the invitation page says: the page an invitation mail, a tutor's reset for a student, or
 * (later) a guardian's invitation links to. Not in the specification.
 */
export const invitationText = {
  title: 'Choose your password',
  description: 'Set the password of the Studyhall account your school made for you, then start.',
  heading: 'Choose your password',
  intro: 'Your school sent you this link. Choose a password for your account: at least 8 characters, with a letter, a digit and one of @$!%*#?&.',
  submit: 'Save password and log in',
  linkInvalid: 'This link is wrong, used already or out of date. Please ask your school to send a new one.',
  noLink: 'This page opens from the link in your invitation mail. Please open that link again, whole.',
  tokenInvalid: 'This link is not complete.',
  toLogin: 'Go to the login',
} as const;
