/** What the login, sign-up and shell screens say. Strings from the specification are word for word. */
export const landingText = {
  title: 'Tutor or Student?',
  student: 'Student?',
  tutor: 'Tutor?',
  studentHint: 'Log in or sign up to see your tasks, attendance and notes.',
  tutorHint: 'Log in to manage students, attendance and class material.',
  guardian: 'A parent or guardian? Log in here',
} as const;

/**
 * What each public page says of itself in search results and link previews. Kept apart from the
 * screens' text, so the islands that import this file do not carry it.
 */
export const authPageDescriptions = {
  landing: "Studyhall, the school's tutoring site: students log in or sign up, tutors log in.",
  studentLogin: "Log in as a student to see today's tasks, attendance, assignments, notes, events and photos.",
  tutorLogin: 'Log in as a tutor to manage students, attendance, assignments, announcements, notes, events and photos.',
  guardianLogin: "Log in as a guardian to see your children's attendance, assignments, announcements and events.",
  signup: 'Create a student account with your name, e-mail and contact, confirmed by a 6-digit code sent by e-mail.',
} as const;

export const loginText = {
  heading: 'LOGIN',
  email: 'E-mail',
  password: 'Password',
  submit: 'Login',
  submitting: 'Logging in…',
  backHome: 'Back to start',
  toSignup: 'New here? Sign up',
  studentTitle: 'Student login',
  tutorTitle: 'Tutor login',
  guardianTitle: 'Guardian login',
  studentLinks: 'Student account',
  guardianLinks: 'Guardian account',
} as const;

export const passwordToggleText = { show: 'Show password', hide: 'Hide password' } as const;

export const signupText = {
  title: 'Student sign-up',
  heading: 'SIGN UP',
  back: 'Back to login',
  fname: 'Full Name',
  email: 'E-mail',
  password: 'Password',
  confirmPassword: 'Confirm Password',
  contact: 'Contact',
  submit: 'Sign Up',
  otpHeading: 'Enter your code',
  otpSentTo: (email: string) => `We sent a 6-digit code to ${email}.`,
  otpLabel: 'Code',
  otpSubmit: 'Confirm',
  resendCode: 'Send a new code',
  changeDetails: 'Change details',
  creating: 'Creating your account…',
  created: 'Your account is ready. Please log in.',
} as const;

export const shellText = {
  studentGreeting: 'Hi',
  morning: 'Good Morning',
  afternoon: 'Good Afternoon',
  evening: 'Good Evening',
  /** Between the tutor's greeting and their name: 'Good Evening, Mrs rao'. */
  greetingComma: ',',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  menu: 'Menu',
  logout: 'Log out',
  logoutQuestion: 'Are you sure to log out?',
  logoutConfirm: 'Logout',
  cancel: 'Cancel',
  footer: 'Helpline',
} as const;

/** Messages the API answers with (`{message}`); the screens show them as they come. */
export const authApiMessages = {
  codeSent: (email: string) => `A code was sent to ${email}`,
  codeAlreadySent: (email: string) => `A code was sent to ${email} less than a minute ago. Please check your mail.`,
  codeTooSoon: 'Please wait a minute before asking for another code.',
  codeTooOften: 'Too many codes were asked for this e-mail. Please try again in an hour.',
  signupThrottled: (wait: string) => `Too many sign-up codes were asked for. Please try again in ${wait}.`,
  loginThrottled: (wait: string) => `Too many failed logins. Please try again in ${wait}.`,
  passwordThrottled: (wait: string) => `Too many wrong passwords. Please try again in ${wait}.`,
  codeNotSent: 'The code could not be sent. Please try again later.',
  loginAgain: 'Your session has ended. Please log in again.',
  wrongArea: 'This page is not for your account.',
  adminOnly: 'Only a school admin can do this.',
  created: 'Account created',
} as const;

/** A wait as the throttling messages say it: whole minutes, rounded up. */
export const waitText = {
  minutes(milliseconds: number): string {
    const minutes = Math.max(1, Math.ceil(milliseconds / 60_000));
    return minutes === 1 ? '1 minute' : `${minutes} minutes`;
  },
} as const;
