import type { Position } from '../lib/session/token.ts';

/** One child route of a shell: `/{role}/home/{slug}`. The spelling 'attendence' is the product's. */
export interface Section {
  slug: string;
  title: string;
}

/** The children of each shell, in the order of the specification's route table. */
export const sectionsByRole: Readonly<Record<Position, readonly Section[]>> = {
  student: [
    { slug: 'home', title: 'Home' },
    { slug: 'tasks', title: "Today's Task" },
    { slug: 'attendence', title: 'Attendance' },
    { slug: 'assignments', title: 'Assignments' },
    { slug: 'announcements', title: 'Announcements' },
    { slug: 'notes', title: 'Notes' },
    { slug: 'events', title: 'Events' },
    { slug: 'photos', title: 'Photos' },
    { slug: 'profile', title: 'Profile' },
  ],
  tutor: [
    { slug: 'home', title: 'Dashboard' },
    { slug: 'attendence', title: 'Attendance' },
    { slug: 'students', title: 'Students' },
    { slug: 'assignments', title: 'Assignments' },
    { slug: 'announcements', title: 'Announcements' },
    { slug: 'notes', title: 'Notes' },
    { slug: 'profile', title: 'Profile' },
    { slug: 'events', title: 'Events' },
    { slug: 'photos', title: 'Photos' },
  ],
};

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
