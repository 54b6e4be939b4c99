import type { Store, User } from '../db/index.ts';

/** Students a demo class holds: a form of a school of 2,000 in 40 classes. */
export const CLASS_SIZE = 50;
/** Sections of each grade: 1A to 1D, then 2A… */
const SECTIONS = ['A', 'B', 'C', 'D'];

/** A demo class as written: its id, who teaches it and who is in it. */
export interface DemoClass {
  id: string;
  name: string;
  tutorIds: string[];
  studentIds: string[];
}

/**
 * The name of the class at `index`, four sections to a grade: 0 → `1A`, 39 → `10D`.
 *
 * @example className(5) // '2B'
 */
export function className(index: number): string {
  return `${Math.floor(index / SECTIONS.length) + 1}${SECTIONS[index % SECTIONS.length]}`;
}

/** How many classes the students fill, CLASS_SIZE to a class (the last may be smaller). */
export function classCount(students: number): number {
  return Math.ceil(students / CLASS_SIZE);
}

/**
 * Makes the classes through the classes' own queries: the students in the order they joined,
 * CLASS_SIZE to a class, each in one; every class a tutor of its own and every other class a
 * second one (the next class's), so a tutor teaches one class or two.
 *
 * @param store the school's database (the caller's transaction)
 * @param tutors at least one
 * @param students every student
 * @param now when the classes were made
 * @example const classes = await writeClasses(tx, tutors, students, now) // 40 classes for 2,000 students
 */
export async function writeClasses(store: Pick<Store, 'classes'>, tutors: readonly User[], students: readonly User[], now: Date): Promise<DemoClass[]> {
  const classes: DemoClass[] = [];
  for (let index = 0; index < classCount(students.length); index++) {
    const tutorAt = (offset: number) => (tutors[(index + offset) % tutors.length] as User)._id;
    const tutorIds = [...new Set(index % 2 === 1 ? [tutorAt(0), tutorAt(1)] : [tutorAt(0)])];
    const studentIds = students.slice(index * CLASS_SIZE, (index + 1) * CLASS_SIZE).map((student) => student._id);
    const name = className(index);
    const id = await store.classes.create(name, tutorIds, now);
    await store.classes.setRoster(id, studentIds);
    classes.push({ id, name, tutorIds, studentIds });
  }
  return classes;
}
