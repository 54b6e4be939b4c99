import type { Mail } from './mailer.ts';

/** The sign-up code mail; the code stands alone on its line so it is easy to read and copy. */
export function signupCodeMail(to: string, code: string, validMinutes: number): Mail {
  return {
    to,
    subject: 'Your Studyhall sign-up code',
    text: [
      'Welcome to Studyhall.',
      '',
      'Enter this code to finish signing up:',
      '',
      code,
      '',
      `The code is valid for ${validMinutes} minutes. If you did not ask for it, you can ignore this mail.`,
    ].join('\n'),
  };
}
