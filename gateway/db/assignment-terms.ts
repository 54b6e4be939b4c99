import { sql, type Kysely, type SqlBool } from 'kysely';
import type { AssignmentTerms, HandInCounts } from '../../contract/records/coursework.ts';
import { changing } from './content-versions.ts';
import type { DatabaseSchema } from './schema.ts';
import { submissionStatus, submissionStatusSql } from './submission-status.ts';

/** An assignment's terms as read: as answered, and the due instant (UTC) lists sort and count by. */
export interface StoredTerms {
  terms: AssignmentTerms;
  dueAt?: string;
}

/** A tutor's change of the terms: an absent field is left as it is, `null` clears it. */
export interface TermsChange {
  due?: string | null;
  points?: number | null;
  handInOpen?: boolean;
}

/** What an assignment without a terms row has: the product's assignment, no due time, no points, open. */
export const NO_TERMS: StoredTerms = { terms: { handInOpen: true } };

/**
 * Assignments' terms (issue 26), in a side table as their audience is: an assignment with no row
 * has `NO_TERMS`. Writes count as a change of the assignments, so their kept lists are made again.
 */
export function assignmentTermsQueries(db: Kysely<DatabaseSchema>) {
  return {
    /** Applies `change` to the assignment's terms; run it in the assignment's own write. */
    async set(assignmentId: string, change: TermsChange): Promise<void> {
      const values = {
        ...(change.due !== undefined && { due_text: change.due, due_at: change.due === null ? null : new Date(change.due).toISOString() }),
        ...(change.points !== undefined && { points: change.points }),
        ...(change.handInOpen !== undefined && { hand_in_open: change.handInOpen ? 1 : 0 }),
      };
      if (Object.keys(values).length === 0) return;
      await changing(db, 'assignments', (tx) =>
        tx
          .insertInto('assignment_terms')
          .values({ assignment_id: assignmentId, due_text: null, due_at: null, points: null, hand_in_open: 1, ...values })
          .onConflict((conflict) => conflict.column('assignment_id').doUpdateSet(values))
          .execute(),
      );
    },

    /** The terms of every assignment that has a row, or of one, by assignment id: one query for a whole list. */
    async termsOf(assignmentId?: string): Promise<Map<string, StoredTerms>> {
      const rows = await db
        .selectFrom('assignment_terms')
        .selectAll()
        .$if(assignmentId !== undefined, (query) => query.where('assignment_id', '=', assignmentId ?? ''))
        .execute();
      return new Map(
        rows.map((row) => [
          row.assignment_id,
          {
            terms: { ...(row.due_text !== null && { due: row.due_text }), ...(row.points !== null && { points: row.points }), handInOpen: row.hand_in_open === 1 },
            ...(row.due_at !== null && { dueAt: row.due_at }),
          },
        ]),
      );
    },

    /**
     * How many due times have passed at `now`: the tutor's list is kept under it, as a passing due
     * time turns its students who handed nothing in from `assigned` to `missing`.
     */
    async duesPassed(now: Date): Promise<number> {
      const row = await db.selectFrom('assignment_terms').select((eb) => eb.fn.countAll<number | string>().as('passed')).where('due_at', '<=', now.toISOString()).executeTakeFirstOrThrow();
      return Number(row.passed);
    },

    /**
     * Where the students each assignment is for stand at `now` (school-model.md: its audience, the
     * whole school or its classes' students; blocked students left out), by assignment id, for
     * every assignment in `assignments` with its due instant. Two queries for any number of
     * assignments: how many students each is for, and the submissions handed in or returned by
     * them; everyone else is `assigned` or `missing` by the one rule (`submissionStatus`).
     */
    async handInCounts(assignments: ReadonlyArray<{ id: string; dueAt?: string }>, now: Date): Promise<Map<string, HandInCounts>> {
      const [audienceSizes, submitted] = await Promise.all([audienceSizesOf(db), submittedCounts(db, now)]);
      return new Map(
        assignments.map(({ id, dueAt }) => {
          const counts: HandInCounts = { assigned: 0, 'handed-in': 0, late: 0, missing: 0, returned: 0 };
          for (const row of submitted.get(id) ?? []) counts[row.status] = Number(row.count);
          const rest = (audienceSizes.byAssignment.get(id) ?? audienceSizes.wholeSchool) - counts['handed-in'] - counts.late - counts.returned;
          counts[submissionStatus({ dueAt }, now)] += Math.max(rest, 0);
          return [id, counts];
        }),
      );
    },
  };
}

/** Students who may read anything: blocked ones are left out of every count. */
function activeStudents(db: Kysely<DatabaseSchema>) {
  return db.selectFrom('users').where('users.position', '=', 'student').where('users.blocked', '=', 0);
}

/** How many active students the whole school has, and how many each assignment for some classes is for (a student of two of its classes counts once). */
async function audienceSizesOf(db: Kysely<DatabaseSchema>) {
  const [school, byClasses] = await Promise.all([
    activeStudents(db)
      .select((eb) => eb.fn.countAll<number | string>().as('students'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('audiences')
      .innerJoin('class_students', 'class_students.class_id', 'audiences.class_id')
      .innerJoin('users', 'users.id', 'class_students.student_id')
      .where('audiences.kind', '=', 'assignments')
      .where('users.blocked', '=', 0)
      .select((eb) => ['audiences.record_id', eb.fn.count<number | string>('class_students.student_id').distinct().as('students')])
      .groupBy('audiences.record_id')
      .execute(),
  ]);
  return { wholeSchool: Number(school.students), byAssignment: new Map(byClasses.map((row) => [row.record_id, Number(row.students)])) };
}

/** The submissions handed in or returned by students each assignment is for, counted by status. */
async function submittedCounts(db: Kysely<DatabaseSchema>, now: Date) {
  const forStudent = sql<SqlBool>`(not exists (select 1 from audiences where audiences.kind = 'assignments' and audiences.record_id = submissions.assignment_id)
    or exists (select 1 from audiences inner join class_students on class_students.class_id = audiences.class_id
      where audiences.kind = 'assignments' and audiences.record_id = submissions.assignment_id and class_students.student_id = submissions.student_id))`;
  const statuses = db
    .selectFrom('submissions')
    .innerJoin('users', 'users.id', 'submissions.student_id')
    .leftJoin('assignment_terms', 'assignment_terms.assignment_id', 'submissions.assignment_id')
    .where('users.blocked', '=', 0)
    .where((eb) => eb.or([eb('submissions.handed_in_at', 'is not', null), eb('submissions.returned_at', 'is not', null)]))
    .where(forStudent)
    .select([
      'submissions.assignment_id',
      submissionStatusSql({ handedInAt: 'submissions.handed_in_at', returnedAt: 'submissions.returned_at', dueAt: 'assignment_terms.due_at' }, now).as('status'),
    ]);
  const rows = await db
    .selectFrom(statuses.as('statuses'))
    .select((eb) => ['statuses.assignment_id', 'statuses.status', eb.fn.countAll<number | string>().as('count')])
    .groupBy(['statuses.assignment_id', 'statuses.status'])
    .execute();
  return Map.groupBy(rows, (row) => row.assignment_id);
}
