import type { DigestKind } from '../../../contract/records/digests.ts';
import type { RegisterStatus } from '../../../contract/records/register.ts';
import type { Position } from '../../../contract/records/user.ts';
import { digestNames } from '../../../contract/strings/digests.ts';
import { plural } from '../../../contract/strings/plural.ts';

/**
 * Every word of the mails Studyhall sends, in English: the source the other languages'
 * catalogues (hi.ts, ar.ts) translate, key for key. Names, codes, links and dates come in as
 * values; a count goes through `plural`.
 */
export const mailWords = {
  greeting: (fname: string) => `Hello ${fname},`,
  minutes: (count: number) => plural('en', count, { one: '# minute', other: '# minutes' }),
  hours: (count: number) => plural('en', count, { one: '# hour', other: '# hours' }),
  days: (count: number) => plural('en', count, { one: '# day', other: '# days' }),
  /** How the mails name an account's position. */
  positions: { student: 'student', tutor: 'tutor', guardian: 'guardian' } satisfies Record<Position, string>,
  /** How the absence mails name a day's status. */
  statuses: { present: 'present', absent: 'absent', late: 'late', excused: 'excused' } satisfies Record<RegisterStatus, string>,

  signupCode: {
    subject: 'Your Studyhall sign-up code',
    welcome: 'Welcome to Studyhall.',
    enterCode: 'Enter this code to finish signing up:',
    validFor: (minutes: string) => `The code is valid for ${minutes}. If you did not ask for it, you can ignore this mail.`,
  },
  accountExists: {
    subject: 'Your Studyhall sign-up code',
    hasAccount: 'Someone asked to sign up to Studyhall with this e-mail address, but it already has an account.',
    logIn: 'No code is needed: log in at',
    forgotPassword: 'If you forgot your password, choose "Forgot password?" there. If you did not ask to sign up, you can ignore this mail.',
  },
  passwordReset: {
    subject: 'Your Studyhall password reset code',
    someoneAsked: 'Someone asked to reset the password of your Studyhall account.',
    enterCode: 'Enter this code to choose a new password:',
    validFor: (minutes: string) => `The code is valid for ${minutes}. If you did not ask for it, you can ignore this mail: your password stays as it is.`,
  },
  invitation: {
    subject: (schoolName: string) => `You are invited to ${schoolName} on Studyhall`,
    made: (schoolName: string, position: string) => `${schoolName} has made you a Studyhall account as a ${position}. Choose your password here to start:`,
    linkWorks: (validFor: string) => `The link works once, for ${validFor}. Then log in with this e-mail address and your password. If you did not expect this mail, you can ignore it.`,
  },
  resetLink: {
    subject: 'Choose a new Studyhall password',
    started: (schoolName: string) => `A tutor at ${schoolName} started a password reset for your Studyhall account. Choose a new password here:`,
    linkWorks: (validFor: string) => `The link works once, for ${validFor}. Until you use it, your password stays as it is. If you did not ask for this, tell your school.`,
  },
  guardianLinked: {
    subject: (childName: string) => `${childName} was added to your Studyhall account`,
    added: (schoolName: string, childName: string) => `${schoolName} added ${childName} to your Studyhall guardian account. You see them beside your other children, with the same login:`,
    notExpected: 'If you did not expect this mail, tell your school.',
  },
  absenceAlert: {
    subject: (childName: string, status: string, schoolName: string) => `${childName} is marked ${status} today at ${schoolName}`,
    marked: (childName: string, status: string, schoolName: string, day: string) => `${childName} was marked ${status} at ${schoolName} on ${day}.`,
    callSchool: (schoolName: string, helpline: string) => `If this is not right, or to tell the school why, call ${schoolName} on ${helpline}.`,
    contactSchool: (schoolName: string) => `If this is not right, or to tell the school why, please contact ${schoolName}.`,
  },
  absenceFollowUp: {
    subject: (childName: string, status: string, schoolName: string) => `${childName} is now marked ${status} at ${schoolName}`,
    corrected: (childName: string, status: string, schoolName: string, day: string) => `A correction to our earlier mail: ${childName} is now marked ${status} at ${schoolName} on ${day}.`,
    callSchool: (schoolName: string, helpline: string) => `Questions: call ${schoolName} on ${helpline}.`,
    contactSchool: (schoolName: string) => `Questions: please contact ${schoolName}.`,
  },
  absenceStreak: {
    subject: (childName: string, admissionNo: string) => `${childName} (${admissionNo}) absent three school days in a row`,
    absent: (childName: string, admissionNo: string, schoolName: string, lastDay: string) =>
      `${childName} (admission number ${admissionNo}), a student of your class at ${schoolName}, was marked absent on three school days in a row, ending ${lastDay}:`,
    advice: 'You may want to get in touch with the family.',
  },
  digest: {
    /** The digests' names, as the switch and the unsubscribe page say them. */
    names: digestNames,
    subject: (schoolName: string, digestName: string) => `${schoolName}: your ${digestName}`,
    whatIsNew: { weekly: (schoolName: string) => `Here is what is new at ${schoolName} this week.`, daily: (schoolName: string) => `Here is what is new at ${schoolName} today.` } satisfies Record<
      DigestKind,
      (schoolName: string) => string
    >,
    newAssignments: 'New assignments:',
    dueWithin: (days: number) => plural('en', days, { one: 'Due in the next day:', other: 'Due in the next # days:' }),
    due: (title: string, when: string) => `- ${title}: due ${when}`,
    handedIn: ' (handed in)',
    notHandedIn: ' (not handed in yet)',
    newAnnouncements: 'New announcements:',
    openStudyhall: 'Open Studyhall:',
    why: (digestName: string) => `You get this mail because you turned on the ${digestName}. To stop it, open`,
  },
} as const;
