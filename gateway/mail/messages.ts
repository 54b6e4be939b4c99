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

/**
 * Sent instead of a code when someone asks to sign up with an address that has an account:
 * the sign-up answer stays the same for every address, and only the owner of this one learns
 * that it is registered.
 */
export function accountExistsMail(to: string, loginUrl: URL): Mail {
  return {
    to,
    subject: 'Your Studyhall sign-up code',
    text: [
      'Someone asked to sign up to Studyhall with this e-mail address, but it already has an account.',
      '',
      'No code is needed: log in at',
      '',
      loginUrl.href,
      '',
      'If you forgot your password, choose "Forgot password?" there. If you did not ask to sign up, you can ignore this mail.',
    ].join('\n'),
  };
}

/** The password reset code mail, sent only to an account of the login page that asked. */
export function passwordResetMail(to: string, code: string, validMinutes: number): Mail {
  return {
    to,
    subject: 'Your Studyhall password reset code',
    text: [
      'Someone asked to reset the password of your Studyhall account.',
      '',
      'Enter this code to choose a new password:',
      '',
      code,
      '',
      `The code is valid for ${validMinutes} minutes. If you did not ask for it, you can ignore this mail: your password stays as it is.`,
    ].join('\n'),
  };
}
