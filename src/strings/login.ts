/**
 * What the login pages say beyond the specification's words (contract/strings/auth.ts): kept
 * apart from the forgotten-password flow's text, which loads with the flow on first use.
 */
export const loginExtraText = {
  forgotPassword: 'Forgot password?',
} as const;
