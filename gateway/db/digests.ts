import type { Kysely } from 'kysely';
import type { Language } from '../../contract/languages.ts';
import type { DigestKind } from '../../contract/records/digests.ts';
import { audienceCondition } from './audiences.ts';
import type { DatabaseSchema } from './schema.ts';

/** The most items of each list one digest names: the rest are a click away. */
export const DIGEST_LIST_CAP = 20;

/** An account that chose a digest, as its mail greets it. */
export interface DigestReader {
  id: string;
  email: string;
  fname: string;
  /** The account's own language; null follows the school's. */
  language: Language | null;
}

/** A guardian's child, as their daily digest reads for them. */
export interface DigestChild {
  id: string;
  fname: string;
  /** The child's classes: what the child, and so the guardian, reads. */
  readerClasses: string[];
}

/** The window a digest reports on: what was made in [`from`, `to`), and what falls due in [`to`, `dueBefore`). */
export interface DigestWindow {
  from: Date;
  to: Date;
  dueBefore: Date;
}

/** What one reader's digest lists: the records of their audience only. */
export interface DigestContent {
  newAssignments: Array<{ id: string; title: string }>;
  dueAssignments: Array<{ id: string; title: string; dueAt: string }>;
  announcements: Array<{ id: string; subject: string }>;
}

/**
 * The e-mail digests (0022): who chose one, what a reader's digest lists, and the one row per
 * kind and period that says the period's mails are queued. Content goes through the audience
 * rule every list applies (audiences.ts), so a digest lists what its reader's lists show.
 */
export function digestsQueries(db: Kysely<DatabaseSchema>) {
  return {
    /** Whether the account chose `kind`. */
    async chosen(userId: string, kind: DigestKind): Promise<boolean> {
      return (await db.selectFrom('digest_choices').select('user_id').where('kind', '=', kind).where('user_id', '=', userId).executeTakeFirst()) !== undefined;
    },

    /** Turns the account's `kind` on or off; doing what is already so changes nothing. */
    async choose(userId: string, kind: DigestKind, subscribed: boolean, now: Date): Promise<void> {
      if (!subscribed) {
        await db.deleteFrom('digest_choices').where('kind', '=', kind).where('user_id', '=', userId).execute();
        return;
      }
      await db
        .insertInto('digest_choices')
        .values({ user_id: userId, kind, created_at: now.toISOString() })
        .onConflict((conflict) => conflict.columns(['kind', 'user_id']).doNothing())
        .execute();
    },

    /** The accounts of `position` that chose `kind`, not blocked, in id order. */
    async readers(kind: DigestKind, position: 'student' | 'guardian'): Promise<DigestReader[]> {
      return db
        .selectFrom('digest_choices')
        .innerJoin('users', 'users.id', 'digest_choices.user_id')
        .select(['users.id', 'users.email', 'users.fname', 'users.language'])
        .where('digest_choices.kind', '=', kind)
        .where('users.position', '=', position)
        .where('users.blocked', '=', 0)
        .orderBy('users.id')
        .execute();
    },

    /** The classes of each of `studentIds`, by id (none: the whole school's records only). */
    async classesOf(studentIds: readonly string[]): Promise<Map<string, string[]>> {
      const rows = studentIds.length === 0 ? [] : await db.selectFrom('class_students').select(['student_id', 'class_id']).where('student_id', 'in', [...studentIds]).orderBy('class_id').execute();
      const classes = new Map(studentIds.map((id) => [id, [] as string[]]));
      for (const row of rows) classes.get(row.student_id)?.push(row.class_id);
      return classes;
    },

    /** The children of each of `guardianIds` (students only), by guardian, each child by name. */
    async childrenOf(guardianIds: readonly string[]): Promise<Map<string, Array<Omit<DigestChild, 'readerClasses'>>>> {
      const rows =
        guardianIds.length === 0
          ? []
          : await db
              .selectFrom('guardian_children')
              .innerJoin('users', 'users.id', 'guardian_children.student_id')
              .select(['guardian_children.guardian_id', 'users.id', 'users.fname'])
              .where('guardian_children.guardian_id', 'in', [...guardianIds])
              .where('users.position', '=', 'student')
              .orderBy('users.fname')
              .orderBy('users.id')
              .execute();
      const children = new Map(guardianIds.map((id) => [id, [] as Array<Omit<DigestChild, 'readerClasses'>>]));
      for (const row of rows) children.get(row.guardian_id)?.push({ id: row.id, fname: row.fname });
      return children;
    },

    /** What a reader of `readerClasses` is told of `window`: new assignments, assignments falling due, new announcements. */
    async content(readerClasses: readonly string[], { from, to, dueBefore }: DigestWindow): Promise<DigestContent> {
      const audience = { readerClasses };
      const [start, end] = [from.toISOString(), to.toISOString()];
      const newAssignments = await db
        .selectFrom('assignments')
        .select(['id', 'title'])
        .where('created_at', '>=', start)
        .where('created_at', '<', end)
        .where(audienceCondition('assignments', 'assignments.id', audience))
        .orderBy('created_at')
        .orderBy('id')
        .limit(DIGEST_LIST_CAP)
        .execute();
      const dueAssignments = await db
        .selectFrom('assignments')
        .innerJoin('assignment_terms', 'assignment_terms.assignment_id', 'assignments.id')
        .select(['assignments.id', 'assignments.title', 'assignment_terms.due_at'])
        .where('assignment_terms.due_at', '>=', end)
        .where('assignment_terms.due_at', '<', dueBefore.toISOString())
        .where(audienceCondition('assignments', 'assignments.id', audience))
        .orderBy('assignment_terms.due_at')
        .orderBy('assignments.id')
        .limit(DIGEST_LIST_CAP)
        .execute();
      const announcements = await db
        .selectFrom('announcements')
        .select(['id', 'subject'])
        .where('created_at', '>=', start)
        .where('created_at', '<', end)
        .where(audienceCondition('announcements', 'announcements.id', audience))
        .orderBy('created_at')
        .orderBy('id')
        .limit(DIGEST_LIST_CAP)
        .execute();
      return { newAssignments, dueAssignments: dueAssignments.flatMap(({ id, title, due_at }) => (due_at === null ? [] : [{ id, title, dueAt: due_at }])), announcements };
    },

    /** Which of `assignmentIds` the student has handed in (or had returned), for a guardian's "due soon". */
    async handedIn(studentId: string, assignmentIds: readonly string[]): Promise<Set<string>> {
      if (assignmentIds.length === 0) return new Set();
      const rows = await db
        .selectFrom('submissions')
        .select('assignment_id')
        .where('student_id', '=', studentId)
        .where('assignment_id', 'in', [...assignmentIds])
        .where((eb) => eb.or([eb('handed_in_at', 'is not', null), eb('returned_at', 'is not', null)]))
        .execute();
      return new Set(rows.map((row) => row.assignment_id));
    },

    /** Whether the period's digest has been queued already. */
    async ran(kind: DigestKind, period: string): Promise<boolean> {
      return (await db.selectFrom('digest_runs').select('period').where('kind', '=', kind).where('period', '=', period).executeTakeFirst()) !== undefined;
    },

    /**
     * Claims the period, in the transaction that queues its mails: false when another process (or
     * this one, before a restart) has. On PostgreSQL a second claim waits for the first's commit,
     * then finds its row.
     */
    async claim(kind: DigestKind, period: string, mails: number, now: Date): Promise<boolean> {
      const result = await db
        .insertInto('digest_runs')
        .values({ kind, period, mails, created_at: now.toISOString() })
        .onConflict((conflict) => conflict.columns(['kind', 'period']).doNothing())
        .executeTakeFirst();
      return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
    },
  };
}
