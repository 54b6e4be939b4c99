/** What both roles' Profile pages say (spec §2). Strings from the specification are word for word. */
export const profileText = {
  /** The profile's heading over its details. */
  heading: 'Your details',
  /** The student's label of the name; the tutor's profile says 'Fullname'. */
  fullName: 'Full Name',
  fullname: 'Fullname',
  /** A student's admission number, under the name every roll shows it by. */
  rollNo: 'Roll No',
  email: 'Email',
  position: 'Position',
  contact: 'Contact',
  positions: { student: 'Student', tutor: 'Tutor' },
  edit: 'Edit',
  editHeading: 'Edit profile',
  /** The edit form's labels. */
  formName: 'Full Name',
  formEmail: 'E-mail',
  formContact: 'Contact',
  submit: 'Submit',
  back: 'Back',
  updated: 'Profile updated',
  /** The change of password, beside Edit, and its form. */
  changePassword: 'Change password',
  currentPassword: 'Current password',
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
  save: 'Save',
  passwordChanged: 'Password changed',
  /** Over the student's e-mail digest choice. */
  mailHeading: 'E-mails',
  loadingForm: 'Loading the form…',
  /** The server answered a profile in a shape the page cannot read. */
  unreadable: 'The server sent a profile this page cannot read. Please try again later.',
} as const;
