import type { Position } from '../../contract/records/user.ts';
import { navigationText, sectionDescriptionText } from '../strings/navigation.ts';

/** One child route of a shell: `/{role}/home/{slug}`. The spelling 'attendence' is the product's. */
export interface Section {
  slug: string;
  title: string;
}

const titles = navigationText.titles;

/** A shell's sections: Home, titled `home`, then `slugs` in their order. */
function shellSections(home: string, slugs: readonly (keyof typeof titles)[]): Section[] {
  return [{ slug: 'home', title: home }, ...slugs.map((slug) => ({ slug, title: titles[slug] }))];
}

/** The children of each shell, in the order of the specification's route table. */
export const sectionsByRole: Readonly<Record<Position, readonly Section[]>> = {
  student: shellSections(navigationText.home.student, ['tasks', 'attendence', 'assignments', 'announcements', 'notes', 'events', 'photos', 'profile']),
  tutor: shellSections(navigationText.home.tutor, ['attendence', 'students', 'assignments', 'announcements', 'notes', 'profile', 'events', 'photos', 'classes', 'tutors', 'school']),
  // A guardian's Home lists their children; the child's views read the child from the address (`?child=ID`).
  guardian: shellSections(navigationText.home.guardian, ['attendence', 'assignments', 'announcements', 'events', 'account']),
};

/** The description of `role`'s section `slug`; a section without one fails the build. */
export function sectionDescription(role: Position, slug: string): string {
  const description = (sectionDescriptionText[role] as Readonly<Record<string, string>>)[slug];
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
