/** The shells' menus: each section's title, Home's in each shell, and what each page is (search results, link previews). */
export const navigationText = {
  /** Each section's title, the same in every shell. */
  titles: {
    tasks: "Today's Task",
    attendence: 'Attendance',
    students: 'Students',
    assignments: 'Assignments',
    announcements: 'Announcements',
    notes: 'Notes',
    events: 'Events',
    photos: 'Photos',
    profile: 'Profile',
    classes: 'Classes',
    tutors: 'Tutors',
    school: 'School',
    account: 'Account',
  },
  /** Home's title in each shell. */
  home: { student: 'Home', tutor: 'Dashboard', guardian: 'Home' },
} as const;

/** What each section's page is, for `<meta name="description">`: apart from the menu's words, so the menu islands do not carry them. */
export const sectionDescriptionText = {
  student: {
    home: "Today's announcements and events from your tutors.",
    tasks: 'The assignments and notes your tutors uploaded today.',
    attendence: 'Your attendance calendar: present, absent or holiday on each day, and a report of the totals.',
    assignments: 'Every assignment from your tutors, with its description and file to download.',
    announcements: 'Announcements from your tutors, each with its date, description and picture.',
    notes: 'Notes your tutors uploaded, with their descriptions and files to download.',
    events: 'School events: the date, the club that runs each one and what it is about.',
    photos: 'Photos from your tutors, sorted by subject.',
    profile: 'Your student profile: name, e-mail and contact, and a form to change them.',
  },
  tutor: {
    home: 'A live clock, the number of students enrolled and the events of the day.',
    attendence: 'A calendar of attendance: mark the absentees of a day and see who was away.',
    students: 'Every student enrolled: their details, edit them, block or unblock an account.',
    assignments: 'Upload assignments for your students, and edit or delete them.',
    announcements: 'Post announcements with a picture, and edit or delete earlier ones.',
    notes: 'Upload notes for your students, and edit or delete them.',
    profile: 'Your tutor profile: name, e-mail and contact, and a form to change them.',
    events: 'Add school events with their date and club, and edit or delete them.',
    photos: 'Photo sections by subject: upload pictures, rename a section or delete it.',
    classes: "The school's classes, their tutors and students; admins create, rename and archive them and set their rosters.",
    tutors: "The school's tutors, for its admins: invite a tutor by e-mail, block or unblock one, and choose who else is an admin.",
    school: "The school's name, helpline, time zone, closed weekdays and holidays, which admins change.",
  },
  guardian: {
    home: 'Your children: their classes and whether they are at school today.',
    attendence: "Your child's attendance calendar: present, absent, late or excused on each day, and a report of the totals.",
    assignments: "Your child's assignments: due dates and whether each one is handed in.",
    announcements: "Announcements for your child's classes and the whole school.",
    events: "School events for your child's classes and the whole school.",
    account: 'Your guardian account: the daily e-mail digest, and a form to change your password.',
  },
} as const;

/** Each role's installable app, as its web app manifest names it. */
export const appText = {
  student: {
    name: 'Studyhall',
    short_name: 'Studyhall',
    description: "Today's tasks, attendance, assignments, notes, events and photos from your tutor.",
  },
  tutor: {
    name: 'Studyhall for tutors',
    short_name: 'Studyhall tutor',
    description: 'Manage your students, attendance, assignments, announcements, notes, events and photos.',
  },
  guardian: {
    name: 'Studyhall for guardians',
    short_name: 'Studyhall guardian',
    description: "Your children's attendance, assignments, announcements and events.",
  },
} as const;

/** The toasts' region and close button, as sonner names them and the plain notices say too. */
export const toastText = { region: 'Notifications', close: 'Close toast' } as const;
