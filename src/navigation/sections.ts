import type { Position } from '../../contract/records/user.ts';

/** One child route of a shell: `/{role}/home/{slug}`. The spelling 'attendence' is the product's. */
export interface Section {
  slug: string;
  title: string;
}

/** Each section's title, the same in both shells; Home's is each shell's own. */
const titles = {
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
} as const;

/** A shell's sections: Home, titled `home`, then `slugs` in their order. */
function shellSections(home: string, slugs: readonly (keyof typeof titles)[]): Section[] {
  return [{ slug: 'home', title: home }, ...slugs.map((slug) => ({ slug, title: titles[slug] }))];
}

/** The children of each shell, in the order of the specification's route table. */
export const sectionsByRole: Readonly<Record<Position, readonly Section[]>> = {
  student: shellSections('Home', ['tasks', 'attendence', 'assignments', 'announcements', 'notes', 'events', 'photos', 'profile']),
  tutor: shellSections('Dashboard', ['attendence', 'students', 'assignments', 'announcements', 'notes', 'profile', 'events', 'photos', 'classes', 'tutors', 'school']),
  // A guardian's Home lists their children; the child's views read the child from the address (`?child=ID`).
  guardian: shellSections('Home', ['attendence', 'assignments', 'announcements', 'events', 'account']),
};

/**
 * What each section's page is, for search results and link previews (`<meta name="description">`).
 * Apart from `sectionsByRole`, so the menu islands that import this file do not carry it.
 */
const sectionDescriptions: Readonly<Record<Position, Readonly<Record<string, string>>>> = {
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
};

/** The description of `role`'s section `slug`; a section without one fails the build. */
export function sectionDescription(role: Position, slug: string): string {
  const description = sectionDescriptions[role][slug];
  if (!description) throw new Error(`No description for the ${role} section ${slug}`);
  return description;
}

/** The section `slug` of `role`'s shell; a page naming one that does not exist fails the build. */
export function sectionOf(role: Position, slug: string): Section {
  const section = sectionsByRole[role].find((each) => each.slug === slug);
  if (!section) throw new Error(`No ${role} section ${slug}`);
  return section;
}

export function sectionHref(role: Position, slug: string): string {
  return `/${role}/home/${slug}`;
}

export function loginHref(role: Position): string {
  return `/${role}/login`;
}
