import type { Kysely } from 'kysely';
import type { DatabaseSchema } from './schema.ts';

/** A guardian's child as `GET /guardian/home/children` lists them (school-model.md). */
export interface GuardianChild {
  _id: string;
  fname: string;
  admissionNo: string;
  /** The child's classes, by id, archived ones included: what the child (and so the guardian) reads. */
  classes: string[];
}

/**
 * Which students each guardian account may read (issue 27): the one link every guardian call
 * goes through. Ownership is part of each query, so another child's id finds nothing.
 */
export function guardiansQueries(db: Kysely<DatabaseSchema>) {
  return {
    /** Links a guardian to a student; false when they were linked already. */
    async link(guardianId: string, studentId: string, now: Date): Promise<boolean> {
      const result = await db
        .insertInto('guardian_children')
        .values({ guardian_id: guardianId, student_id: studentId, created_at: now.toISOString() })
        .onConflict((conflict) => conflict.columns(['guardian_id', 'student_id']).doNothing())
        .executeTakeFirst();
      return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
    },

    /** The guardian's children, by name, each with their classes. Blocked children are listed too: their records stay theirs. */
    async children(guardianId: string): Promise<GuardianChild[]> {
      const rows = await db
        .selectFrom('guardian_children')
        .innerJoin('users', 'users.id', 'guardian_children.student_id')
        .select(['users.id', 'users.fname', 'users.admission_no'])
        .where('guardian_children.guardian_id', '=', guardianId)
        .where('users.position', '=', 'student')
        .orderBy((eb) => eb.fn('lower', ['users.fname']))
        .orderBy('users.fname')
        .orderBy('users.id')
        .execute();
      if (rows.length === 0) return [];
      const memberships = await db
        .selectFrom('class_students')
        .select(['student_id', 'class_id'])
        .where(
          'student_id',
          'in',
          rows.map((row) => row.id),
        )
        .orderBy('class_id')
        .execute();
      const classesOf = Map.groupBy(memberships, (row) => row.student_id);
      return rows.map((row) => ({ _id: row.id, fname: row.fname, admissionNo: row.admission_no ?? '', classes: (classesOf.get(row.id) ?? []).map((each) => each.class_id) }));
    },

    /** The child's id when `studentId` is a student this guardian is linked to; else undefined. */
    async childOf(guardianId: string, studentId: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('guardian_children')
        .innerJoin('users', 'users.id', 'guardian_children.student_id')
        .select('users.id')
        .where('guardian_children.guardian_id', '=', guardianId)
        .where('guardian_children.student_id', '=', studentId)
        .where('users.position', '=', 'student')
        .executeTakeFirst();
      return row?.id;
    },

    /** The ids of the guardian's children, in id order. */
    async childIds(guardianId: string): Promise<string[]> {
      const rows = await db.selectFrom('guardian_children').select('student_id').where('guardian_id', '=', guardianId).orderBy('student_id').execute();
      return rows.map((row) => row.student_id);
    },
  };
}
