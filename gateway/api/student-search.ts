import type { User } from '../db/index.ts';
import type { Store } from '../db/index.ts';
import { matchingStudents, rollTexts, type RollTexts } from './roll-texts.ts';

/** Which students a tutor's search asks for (`GET /tutor/home/students?q=&class=&blocked=&page=&limit=`). */
export interface StudentFilter {
  /** Matched against the name (by a word's start), the e-mail (anywhere) and the admission number (its start), whatever the case. */
  q?: string;
  classId?: string;
  blocked?: boolean;
  /** From 1. */
  page: number;
  limit: number;
}

/** The whole roll, in the list's order, with what a search compares (`rollTexts`) and each class's students. */
interface Roll {
  students: User[];
  texts: RollTexts;
  /** The positions in `students` of each class's students, in order. */
  byClass: Map<string, number[]>;
}

/** The whole roll as it stood at one change count, made once. */
interface KeptRoll {
  key: string;
  roll: Promise<Roll>;
}

/**
 * The tutor's search of the students, answered from the whole roll kept in memory: every
 * student, in the list's order, with their classes. SQL's LIKE over a school of 2,000 took a
 * few milliseconds a search (no index serves "a word of the name starts with"); testing each
 * student in memory took 2 to 20 ms in a school of 20,000. So each field of the roll is one
 * joined text (`rollTexts`) and each class's students are listed: a search runs `indexOf`
 * through the texts and reads only the class asked for. As with kept answers, each search reads
 * the change counts of `users` and `classes`, so a change made by any process shows at once.
 *
 * @param store where the students, their classes and the change counts are read
 * @example const search = studentSearch(deps.store); const { students, total } = await search({ q: 'asha', page: 1, limit: 50 })
 */
export function studentSearch(store: Pick<Store, 'contentVersions' | 'users' | 'classes'>) {
  let kept: KeptRoll | undefined;
  return async function searchStudents(filter: StudentFilter): Promise<{ students: User[]; total: number }> {
    // Read before the roll: a change landing in between is kept under the old key, never the new one.
    const key = await store.contentVersions.keyOf(['users', 'classes']);
    if (kept?.key !== key) {
      const making: KeptRoll = { key, roll: rollOf(store) };
      kept = making;
      // A failed making is not kept: the next search tries again.
      making.roll.catch(() => {
        if (kept === making) kept = undefined;
      });
    }
    const roll = await kept.roll;
    const text = filter.q?.toLowerCase() ?? '';
    const found = text === '' ? undefined : matchingStudents(roll.texts, text);
    const ofClass = filter.classId === undefined ? undefined : (roll.byClass.get(filter.classId) ?? []);
    const count = ofClass ? ofClass.length : roll.students.length;
    // One pass, keeping only the page's students: no list of every match is made per search.
    const start = (filter.page - 1) * filter.limit;
    const students: User[] = [];
    let total = 0;
    for (let at = 0; at < count; at++) {
      const index = ofClass ? (ofClass[at] as number) : at;
      if (found && found[index] !== 1) continue;
      const student = roll.students[index] as User;
      if (filter.blocked !== undefined && student.blocked !== filter.blocked) continue;
      if (total >= start && students.length < filter.limit) students.push(student);
      total++;
    }
    return { students, total };
  };
}

/**
 * Every student by name, as the list orders them, each with their classes: the product's whole
 * list, and what a search looks through.
 *
 * @example const students = await studentsWithClasses(deps.store)
 */
export async function studentsWithClasses(store: Pick<Store, 'users' | 'classes'>): Promise<User[]> {
  const [students, classes] = await Promise.all([store.users.listByPosition('student'), store.classes.idsByStudent()]);
  return students.map((student) => ({ ...student, classes: classes.get(student._id) ?? [] }));
}

async function rollOf(store: Pick<Store, 'users' | 'classes'>): Promise<Roll> {
  const students = await studentsWithClasses(store);
  const byClass = new Map<string, number[]>();
  students.forEach((student, index) => {
    for (const classId of student.classes ?? []) {
      const ofClass = byClass.get(classId) ?? [];
      ofClass.push(index);
      byClass.set(classId, ofClass);
    }
  });
  const texts = rollTexts(students.map((student) => ({ name: student.fname.toLowerCase(), email: student.email.toLowerCase(), admissionNo: (student.admissionNo ?? '').toLowerCase() })));
  return { students, texts, byClass };
}
