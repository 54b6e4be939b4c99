/**
 * What the forgotten-password flow says, on both login pages and in the API's answers. Not in
 * the specification. The answer to a code request is the same for every address, so it never
 * tells whether one has an account.
 */
export const passwordResetMessages = {
  codeSent: 'If this e-mail has an account, we sent it a 6-digit code. It is valid for 10 minutes.',
  wrongCode: 'This code is wrong or no longer valid. Please check it, or ask for a new one.',
  positionInvalid: 'Say whether this is a student or a tutor account.',
  throttled: (wait: string) => `Too many codes were asked for. Please try again in ${wait}.`,
  done: 'Your password is changed. Please log in with the new one.',
} as const;
