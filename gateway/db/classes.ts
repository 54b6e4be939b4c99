import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { SchoolClass } from '../../contract/records/school-class.ts';
import { changing } from './content-versions.ts';
import type { DatabaseSchema } from './schema.ts';
import { isUniqueViolation } from './unique-violation.ts';

/** Raised when a class in use already has the name (whatever its case). */
export class ClassNameTakenError extends Error {
  constructor(name: string) {
    super(`A class is already called ${name}`);
  }
}

/** What an admin changes of a class; what is left out stays. */
export interface ClassChange {
  name?: string;
  archived?: boolean;
  tutorIds?: readonly string[];
}

/**
 * Classes, who teaches them and who is in them. Every write counts as a change of `classes`
 * (kept answers that show classes or audiences are made again).
 */
export function classesQueries(db: Kysely<DatabaseSchema>) {
  return {
    /** Every class, those in use first, each by name as a person reads it: 2A before 10A, `7a` beside `7A`. */
    async list(): Promise<SchoolClass[]> {
      return (await classesOn(db)).sort(inClassOrder).map(toSchoolClass(await tutorsByClass(db)));
    },

    /** One class, archived or not: every register call asks, so it reads that class alone. */
    async find(id: string): Promise<SchoolClass | undefined> {
      const [row] = await classesOn(db, id);
      return row && toSchoolClass(await tutorsByClass(db, id))(row);
    },

    /** Adds a class; throws ClassNameTakenError when a class in use has the name. Answers its id. */
    async create(name: string, tutorIds: readonly string[], now: Date): Promise<string> {
      const id = randomUUID();
      await refusingTakenName(name, () =>
        changing(db, 'classes', async (tx) => {
          await tx.insertInto('classes').values({ id, name, created_at: now.toISOString(), updated_at: now.toISOString() }).execute();
          await setTutors(tx, id, tutorIds);
        }),
      );
      return id;
    },

    /** Renames, archives or restores a class, or sets its tutors. Whether the class exists. */
    async change(id: string, change: ClassChange, now: Date): Promise<boolean> {
      return refusingTakenName(change.name ?? '', () =>
        changing(db, 'classes', async (tx) => {
          const values = { updated_at: now.toISOString(), ...(change.name === undefined ? {} : { name: change.name }), ...(change.archived === undefined ? {} : { archived: Number(change.archived) }) };
          const result = await tx.updateTable('classes').set(values).where('id', '=', id).executeTakeFirst();
          if (result.numUpdatedRows === 0n) return false;
          if (change.tutorIds) await setTutors(tx, id, change.tutorIds);
          return true;
        }),
      );
    },

    /** The class's students by id. */
    async rosterIds(classId: string): Promise<string[]> {
      const rows = await db.selectFrom('class_students').select('student_id').where('class_id', '=', classId).execute();
      return rows.map((row) => row.student_id);
    },

    /** Makes the class's roster exactly `studentIds`. */
    async setRoster(classId: string, studentIds: readonly string[]): Promise<void> {
      await changing(db, 'classes', async (tx) => {
        await tx.deleteFrom('class_students').where('class_id', '=', classId).execute();
        const rows = [...new Set(studentIds)].map((studentId) => ({ class_id: classId, student_id: studentId }));
        // Well under either database's limit on bound values per statement.
        for (let start = 0; start < rows.length; start += 400) await tx.insertInto('class_students').values(rows.slice(start, start + 400)).execute();
      });
    },

    /** The ids of the classes a student is in, archived ones included, in id order: what they may read. */
    async idsOfStudent(studentId: string): Promise<string[]> {
      const rows = await db.selectFrom('class_students').select('class_id').where('student_id', '=', studentId).orderBy('class_id').execute();
      return rows.map((row) => row.class_id);
    },

    /** Every student's classes, by student id: the students list shows them. */
    async idsByStudent(): Promise<Map<string, string[]>> {
      const rows = await db.selectFrom('class_students').select(['student_id', 'class_id']).orderBy('class_id').execute();
      const byStudent = new Map<string, string[]>();
      for (const row of rows) byStudent.set(row.student_id, [...(byStudent.get(row.student_id) ?? []), row.class_id]);
      return byStudent;
    },

    /** Which of `ids` are classes, archived or not. */
    async existing(ids: readonly string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db.selectFrom('classes').select('id').where('id', 'in', [...ids]).execute();
      return new Set(rows.map((row) => row.id));
    },
  };
}

/** Classes with their student counts: every class, or the one with `id`. */
function classesOn(db: Kysely<DatabaseSchema>, id?: string) {
  return db
    .selectFrom('classes')
    .select(['id', 'name', 'archived'])
    .select((eb) => eb.selectFrom('class_students').whereRef('class_students.class_id', '=', 'classes.id').select((count) => count.fn.countAll<number>().as('n')).as('student_count'))
    .$if(id !== undefined, (query) => query.where('id', '=', id ?? ''))
    .execute();
}

/** Who teaches each class (or the one with `id`), by class id, each list in id order. */
async function tutorsByClass(db: Kysely<DatabaseSchema>, id?: string): Promise<Map<string, string[]>> {
  const rows = await db
    .selectFrom('class_tutors')
    .select(['class_id', 'tutor_id'])
    .$if(id !== undefined, (query) => query.where('class_id', '=', id ?? ''))
    .orderBy('tutor_id')
    .execute();
  return new Map([...Map.groupBy(rows, (row) => row.class_id)].map(([classId, own]) => [classId, own.map((row) => row.tutor_id)]));
}

/** A class row as the API answers it, with its tutors from `tutors`. */
function toSchoolClass(tutors: ReadonlyMap<string, string[]>) {
  return (row: { id: string; name: string; archived: number; student_count: number | null }): SchoolClass => ({
    _id: row.id,
    name: row.name,
    archived: row.archived === 1,
    tutorIds: tutors.get(row.id) ?? [],
    studentCount: Number(row.student_count ?? 0),
  });
}

const names = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** Classes in use first, then by name with numbers as numbers, then by id: a school has a few dozen, sorted here. */
function inClassOrder(a: { archived: number; name: string; id: string }, b: { archived: number; name: string; id: string }): number {
  return a.archived - b.archived || names.compare(a.name, b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

async function setTutors(db: Kysely<DatabaseSchema>, classId: string, tutorIds: readonly string[]): Promise<void> {
  await db.deleteFrom('class_tutors').where('class_id', '=', classId).execute();
  const rows = [...new Set(tutorIds)].map((tutorId) => ({ class_id: classId, tutor_id: tutorId }));
  if (rows.length > 0) await db.insertInto('class_tutors').values(rows).execute();
}

async function refusingTakenName<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    throw isUniqueViolation(error) ? new ClassNameTakenError(name) : error;
  }
}
