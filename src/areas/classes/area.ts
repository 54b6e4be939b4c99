import type { RosterStudent } from '../../../contract/records/roster-student.ts';
import type { SchoolClass } from '../../../contract/records/school-class.ts';
import type { User } from '../../../contract/records/user.ts';
import { fieldOf, hasTexts, recordsIn, type ListEndpoint } from '../../lib/content/list-answer.ts';
import { recordPath } from '../../lib/content/save-change.ts';
import { contentText } from '../../strings/content.ts';

/** A tutor by name, as the classes list names every tutor. */
export type NamedTutor = Pick<User, '_id' | 'fname'>;

/** A class as the table shows it: the API's class, and its tutors by name. */
export interface ClassRow extends SchoolClass {
  tutors: NamedTutor[];
}

export type { RosterStudent };

/** A tutor the admin may choose to teach a class. */
export type TutorChoice = Pick<User, '_id' | 'fname' | 'email' | 'blocked'>;

const isNamed = hasTexts<NamedTutor>(['_id', 'fname']);

/** Whether an answer is a class as the API answers one (a write's answer). */
export function isSchoolClass(value: unknown): value is SchoolClass {
  const tutorIds = fieldOf(value, 'tutorIds');
  return (
    hasTexts<SchoolClass>(['_id', 'name'])(value) &&
    typeof fieldOf(value, 'archived') === 'boolean' &&
    typeof fieldOf(value, 'studentCount') === 'number' &&
    Array.isArray(tutorIds) &&
    tutorIds.every((id) => typeof id === 'string')
  );
}

function isRosterStudent(value: unknown): value is RosterStudent {
  return isNamed(value) && typeof fieldOf(value, 'email') === 'string' && typeof fieldOf(value, 'blocked') === 'boolean';
}

function isTutorChoice(value: unknown): value is TutorChoice {
  return isNamed(value) && typeof fieldOf(value, 'email') === 'string' && typeof fieldOf(value, 'blocked') === 'boolean';
}

/** A class with its tutors found by id among `known`; one not among them (gone meanwhile) is left out. */
export function withTutors(schoolClass: SchoolClass, known: readonly NamedTutor[]): ClassRow {
  return { ...schoolClass, tutors: schoolClass.tutorIds.flatMap((id) => known.find((tutor) => tutor._id === id) ?? []) };
}

/**
 * The school's classes (school-model.md): `{classes, tutors}`, each class with its tutors by id,
 * joined here to every tutor's name. A class's change is `PATCH {path}/{id}`, answering the class.
 */
export const classesList: ListEndpoint<ClassRow> = {
  path: '/tutor/home/classes',
  readList: (answer) => {
    const tutors = recordsIn(fieldOf(answer, 'tutors'), isNamed);
    return recordsIn(fieldOf(answer, 'classes'), isSchoolClass).map((schoolClass) => withTutors(schoolClass, tutors));
  },
};

/** The class's students, by name: read with `GET`, set with `PUT {studentIds}`; both answer `{students}`. */
export function rosterPath(classId: string): string {
  return `${recordPath(classesList.path, classId)}/students`;
}

/** A roster's answer, `{students}`. */
export function studentsIn(answer: unknown): RosterStudent[] {
  return recordsIn(fieldOf(answer, 'students'), isRosterStudent);
}

/** The class's students, as the roster dialog loads them. */
export function rosterList(classId: string): ListEndpoint<RosterStudent> {
  return { path: rosterPath(classId), readList: studentsIn };
}

/** How many students a search shows at once: enough to pick from, few enough to read. */
export const SEARCH_LIMIT = 20;

/** One page of the students a search finds (`GET /tutor/home/students?q=&limit=`), and how many it found in all. */
export interface StudentSearch {
  students: RosterStudent[];
  total: number;
}

/** A search as a list of its one page, so the page shows it loading, failed or found like any list. */
export function studentSearch(query: string): ListEndpoint<StudentSearch> {
  return {
    path: `/tutor/home/students?${new URLSearchParams({ q: query, limit: String(SEARCH_LIMIT) })}`,
    readList: (answer) => {
      const total = fieldOf(answer, 'total');
      if (typeof total !== 'number') throw new Error(contentText.unreadableList);
      return [{ students: studentsIn(answer), total }];
    },
  };
}

/** The admin's list of tutors to choose from (`GET /tutor/home/tutors`), by name. */
export const tutorChoices: ListEndpoint<TutorChoice> = {
  path: '/tutor/home/tutors',
  readList: (answer) => recordsIn(fieldOf(answer, 'tutors'), isTutorChoice),
};
