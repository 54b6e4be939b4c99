/** What the first-run setup page and the landing page of an empty school say. Not in the specification. */
export const setupText = {
  title: 'Set up your school',
  description: "Create the first admin account of this Studyhall school.",
  heading: 'Set up your school',
  intro: 'This school has no accounts yet. Create the first tutor account: it is the school’s admin, who adds the other tutors and the students.',
  name: 'Your name',
  email: 'E-mail',
  contact: 'Contact number',
  password: 'Password',
  confirmPassword: 'Confirm password',
  submit: 'Create the admin account',
  saving: 'Creating…',
  linkInvalid: 'This setup link is wrong, used already or out of date. Restart the server (npm start) for a new one, or add the first tutor with: npm run tutor -- add',
  noLink: 'This page opens from the setup link the server prints when it starts (npm start). Open that link, whole.',
  alreadySetUp: 'This school is set up already. Log in as a tutor.',
  toLogin: 'Go to the tutor login',
  /** The landing page of a school with no tutor yet: how to begin, without the link itself. */
  emptySchool: 'This school is not set up yet. Whoever runs the server opens the setup link it printed when it started (npm start), or adds the first tutor with npm run tutor -- add.',
} as const;
