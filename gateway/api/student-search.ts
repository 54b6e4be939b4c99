import type { User } from '../db/index.ts';
import type { Store } from '../db/index.ts';

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

/** A student with what a search compares, in lower case once. */
interface RollEntry {
  student: User;
  name: string;
  email: string;
  admissionNo: string;
}

/** The whole roll as it stood at one change count, made once. */
interface KeptRoll {
  key: string;
  roll: Promise<RollEntry[]>;
}

/**
 * The tutor's search of the students, answered from the whole roll kept in memory: every
 * student, in the list's order, with their classes. Matching a school's few thousand names in
 * memory takes a fraction of a millisecond, where SQL's LIKE over the same rows took a few
 * (no index serves "a word of the name starts with"). As with kept answers, each search reads
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
    // One pass, keeping only the page's students: no list of every match is made per search.
    const matches = matching(filter);
    const start = (filter.page - 1) * filter.limit;
    const students: User[] = [];
    let total = 0;
    for (const entry of await kept.roll) {
      if (!matches(entry)) continue;
      if (total >= start && students.length < filter.limit) students.push(entry.student);
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

async function rollOf(store: Pick<Store, 'users' | 'classes'>): Promise<RollEntry[]> {
  return (await studentsWithClasses(store)).map((student) => ({
    student,
    name: ` ${student.fname.toLowerCase()}`,
    email: student.email.toLowerCase(),
    admissionNo: (student.admissionNo ?? '').toLowerCase(),
  }));
}

/**
 * Whether a student is one the filter asks for. `q` finds a name with a word starting with it,
 * an e-mail holding it, or an admission number starting with it: `ash` finds "Asha Kumar" and
 * "Ravi Ashanti", `shan` neither (people type the start of a name); `gmail` every Gmail address.
 */
function matching({ q, classId, blocked }: StudentFilter): (entry: RollEntry) => boolean {
  const text = q?.toLowerCase() ?? '';
  return ({ student, name, email, admissionNo }) =>
    (blocked === undefined || student.blocked === blocked) &&
    (classId === undefined || (student.classes ?? []).includes(classId)) &&
    (text === '' || name.includes(` ${text}`) || email.includes(text) || admissionNo.startsWith(text));
}
