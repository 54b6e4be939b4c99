/**
 * A contact that is not a phone number, where the product has no message that fits (its sign-up
 * speaks of 10 characters, which `98765abc12` is). Not in the specification.
 */
const phoneNumberInvalid = 'Enter a phone number: 7 to 15 digits, with spaces, + or - if you like';

/** Validation messages, word for word from the product specification (§5, §8). */
export const signupMessages = {
  nameRequired: 'Your name is required',
  nameShort: 'Please enter your real name',
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid email',
  passwordRequired: 'Password is required',
  passwordShort: 'Password should be of minimum 8 characters length',
  passwordWeak: 'Please create a stronger password(special characters,numbers..)',
  // The trailing space is part of the product's message.
  confirmMismatch: 'Passwords must match ',
  confirmRequired: 'Password confirmation is required',
  contactRequired: 'Contacts is required',
  contactInvalid: phoneNumberInvalid,
  // Not in the specification, which sets no upper bounds.
  nameLong: 'Your name must be at most 100 characters',
  emailLong: 'Your e-mail must be at most 254 characters',
  passwordLong: 'Password should be at most 128 characters',
} as const;

export const loginMessages = {
  bothMissing: 'Please enter both the fields',
  oneMissing: 'Email or password missing',
  wrongDetails: 'Please enter correct details',
  blocked: 'Your account is blocked!',
} as const;

/** A password change in either profile: the new password takes the sign-up rules and messages. Not in the specification. */
export const passwordChangeMessages = {
  currentRequired: 'Your current password is required',
  currentWrong: 'Your current password is not right.',
} as const;

export const otpMessages = {
  wrong: 'Your Otp is Wrong',
  format: 'The code must be 6 digits',
} as const;

/** Records with a title, a description and a file (assignments, notes). The product shows none of these. */
export const recordMessages = {
  titleRequired: 'Title is required',
  titleLong: 'The title must be at most 200 characters',
  descriptionRequired: 'Description is required',
  descriptionLong: 'The description must be at most 5000 characters',
  dateInvalid: (example: string) => `The date must be a real day written like ${example.trim()}`,
  notFound: (noun: string) => `This ${noun} does not exist. It may have been deleted.`,
} as const;

/** Announcements (spec §5: subject, description and a file required). The product shows none of these. */
export const announcementMessages = {
  subjectRequired: 'Subject is required',
  subjectLong: 'The subject must be at most 200 characters',
  idRequired: 'Say which announcement to change',
} as const;

/** Events (spec §5: event, club, description and date required). The product shows none of these. */
export const eventMessages = {
  eventRequired: 'Event is required',
  eventLong: 'The event must be at most 200 characters',
  clubRequired: 'Club is required',
  clubLong: 'The club must be at most 200 characters',
  dateRequired: 'Date is required',
  idRequired: 'Say which event to change',
} as const;

/** The student's profile edit (spec §5), word for word; the e-mail's empty message is not shown there, so it reuses the name's. */
export const studentProfileMessages = {
  nameEmpty: 'This Field Cannot be empty',
  nameInvalid: 'Please Enter a valid Name',
  emailEmpty: 'This Field Cannot be empty',
  emailInvalid: 'Please Enter a Valid E-mail',
  contactEmpty: 'This field cannot be empty',
  contactInvalid: 'Please Enter a valid contact number',
} as const;

/** The tutor's forms of a user's details (their own profile, a student's edit): spec §5 shows required fields only. */
export const userDetailsMessages = {
  nameRequired: 'Full Name is required',
  nameLong: 'The name must be at most 100 characters',
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid email',
  contactRequired: 'Contact is required',
  contactInvalid: phoneNumberInvalid,
  emailTaken: 'This e-mail address already belongs to another account',
  notYours: 'You can only read and change your own profile',
  idRequired: 'Say whose profile to read',
  notFound: 'This student does not exist. They may have been removed.',
  blockedRequired: 'Say whether the student is blocked',
} as const;

/** Marking attendance (spec §2, §7). The product shows none of these. */
export const attendanceMessages = {
  sunday: 'Sunday is a holiday: attendance is not taken on Sundays.',
  unknownName: (name: string) => `No student is called ${name}.`,
  ambiguousName: (name: string) => `More than one student is called ${name}: mark them from the list.`,
  unknownStudent: 'One of the marked students does not exist any more. Reload the list and try again.',
  monthInvalid: 'The month must be written like 2026-11',
} as const;

/**
 * Photo sections (spec §5: the subject and at least one file required), and the checks on every
 * image the school keeps, announcements' too. The product shows none of these.
 */
export const photoMessages = {
  subjectRequired: 'Subject is required',
  subjectLong: 'The subject must be at most 200 characters',
  filesRequired: 'Choose at least one photo',
  heic: 'This phone photo format (HEIC/HEIF) cannot be read here. Please send the photo as JPEG.',
  unreadable: 'This image could not be read: it may be damaged or cut short. Please send it as JPEG, PNG, WebP or GIF.',
  tooManyPixels: (megapixels: number) => `The image has more than ${megapixels} megapixels, the most the school accepts.`,
  sideTooLong: (pixels: number) => `The image is more than ${pixels.toLocaleString('en')} pixels wide or high, the most the school accepts.`,
  tooNarrow: (ratio: number) => `One side of the image is more than ${ratio} times the other, the most the school accepts.`,
  tooCostly: 'Processing this image would take more memory than the school allows for its format and colour depth. Please send it smaller, or as JPEG.',
  sectionNotFound: 'This photo section does not exist. It may have been deleted.',
  photoNotFound: 'This photo is not in the section. It may have been deleted.',
  changeRequired: 'Send either a new subject, or the filePath and fileName of the photo to delete',
} as const;
