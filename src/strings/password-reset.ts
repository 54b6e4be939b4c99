/**
 * The forgotten-password flow on both login pages (issue 25; not in the specification). Loaded
 * with the flow on first use; the link that opens it is `forgotPasswordLink`, in the page.
 */
export const passwordResetText = {
  heading: 'Reset your password',
  email: 'E-mail',
  sendCode: 'Send code',
  sending: 'Sending…',
  codeHeading: 'Enter your code',
  codeSentTo: (email: string) => `If ${email} has an account, we sent it a 6-digit code. It is valid for 10 minutes.`,
  code: 'Code',
  password: 'New password',
  confirmPassword: 'Confirm new password',
  submit: 'Set new password',
  saving: 'Setting your password…',
  resendCode: 'Send a new code',
  changeEmail: 'Change e-mail',
  backToLogin: 'Back to login',
} as const;
