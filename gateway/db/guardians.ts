import type { Kysely } from 'kysely';
import type { Language } from '../../contract/languages.ts';
import type { GuardianChild, StudentGuardian } from '../../contract/records/guardian.ts';
import type { DatabaseSchema, Position } from './schema.ts';
import { NO_PASSWORD } from './users.ts';

/** Rows in one statement: well under SQLite's and PostgreSQL's limits on bound values. */
const ROWS_PER_STATEMENT = 100;

/** An account found by address, as an import's guardians are looked up. */
export interface AccountByEmail {
  id: string;
  email: string;
  fname: string;
  position: Position;
  /** The account's own language; null follows the school's. */
  language: Language | null;
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

    /** Keeps the address among the student's guardians' e-mails, as an import does: the export lists it, and a file exported and imported again keeps the guardian. */
    async keepEmail(studentId: string, email: string): Promise<void> {
      await db
        .insertInto('guardian_emails')
        .values({ student_id: studentId, email })
        .onConflict((conflict) => conflict.columns(['student_id', 'email']).doNothing())
        .execute();
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
        .innerJoin('classes', 'classes.id', 'class_students.class_id')
        .select(['class_students.student_id', 'class_students.class_id', 'classes.name', 'classes.archived'])
        .where(
          'class_students.student_id',
          'in',
          rows.map((row) => row.id),
        )
        .orderBy('class_students.class_id')
        .execute();
      const classesOf = Map.groupBy(memberships, (row) => row.student_id);
      return rows.map((row) => {
        const classes = classesOf.get(row.id) ?? [];
        const inUse = classes.filter((each) => !each.archived).map((each) => each.name);
        return { _id: row.id, fname: row.fname, admissionNo: row.admission_no ?? '', classes: classes.map((each) => each.class_id), classNames: inUse.sort((one, other) => one.localeCompare(other)) };
      });
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

    /** The accounts with these addresses, whatever their position. */
    async accountsByEmail(emails: readonly string[]): Promise<AccountByEmail[]> {
      const found: AccountByEmail[] = [];
      for (const some of slices(emails)) {
        found.push(...(await db.selectFrom('users').select(['id', 'email', 'fname', 'position', 'language']).where('email', 'in', some).execute()));
      }
      return found;
    },

    /**
     * New guardian accounts, in one statement a slice: without a password (each is invited), or
     * with the hash given (the demo school's guardians, who log in at once).
     */
    async addAccounts(accounts: ReadonlyArray<{ id: string; fname: string; email: string; passwordHash?: string }>, now: Date): Promise<void> {
      const at = now.toISOString();
      const rows = accounts.map(({ id, fname, email, passwordHash = NO_PASSWORD }) => ({
        id,
        fname,
        email,
        contact: '',
        position: 'guardian' as const,
        password_hash: passwordHash,
        password_changed_at: at,
        admission_no: null,
        created_at: at,
        updated_at: at,
      }));
      for (const some of slices(rows)) await db.insertInto('users').values(some).execute();
    },

    /** Which of these links exist already, as `guardianId studentId` keys. */
    async existingLinks(guardianIds: readonly string[]): Promise<Set<string>> {
      const keys = new Set<string>();
      for (const some of slices([...new Set(guardianIds)])) {
        const rows = await db.selectFrom('guardian_children').select(['guardian_id', 'student_id']).where('guardian_id', 'in', some).execute();
        for (const row of rows) keys.add(`${row.guardian_id} ${row.student_id}`);
      }
      return keys;
    },

    /** Links each pair (existing ones stay as they are). */
    async linkAll(links: ReadonlyArray<{ guardianId: string; studentId: string }>, now: Date): Promise<void> {
      const rows = links.map(({ guardianId, studentId }) => ({ guardian_id: guardianId, student_id: studentId, created_at: now.toISOString() }));
      for (const some of slices(rows)) {
        await db
          .insertInto('guardian_children')
          .values(some)
          .onConflict((conflict) => conflict.columns(['guardian_id', 'student_id']).doNothing())
          .execute();
      }
    },

    /**
     * Each address kept among a student's guardians' (`guardian_emails`) that is not yet linked
     * to them: no account has it, or a guardian's that is not linked to this student. Addresses
     * of students and tutors are not guardians', and are left out.
     */
    async unlinkedEmails(): Promise<Array<{ studentId: string; fname: string; email: string }>> {
      return db
        .selectFrom('guardian_emails')
        .innerJoin('users as student', (join) => join.onRef('student.id', '=', 'guardian_emails.student_id').on('student.position', '=', 'student'))
        .leftJoin('users as guardian', 'guardian.email', 'guardian_emails.email')
        .leftJoin('guardian_children', (join) => join.onRef('guardian_children.guardian_id', '=', 'guardian.id').onRef('guardian_children.student_id', '=', 'guardian_emails.student_id'))
        .select(['guardian_emails.student_id as studentId', 'student.fname', 'guardian_emails.email'])
        .where((eb) => eb.or([eb('guardian.id', 'is', null), eb('guardian.position', '=', 'guardian')]))
        .where('guardian_children.guardian_id', 'is', null)
        .orderBy('guardian_emails.email')
        .orderBy('guardian_emails.student_id')
        .execute();
    },

    /** A student's guardians, by name then address. */
    async guardiansOf(studentId: string): Promise<StudentGuardian[]> {
      const rows = await db
        .selectFrom('guardian_children')
        .innerJoin('users', 'users.id', 'guardian_children.guardian_id')
        .select(['users.id', 'users.fname', 'users.email'])
        .where('guardian_children.student_id', '=', studentId)
        .where('users.position', '=', 'guardian')
        .orderBy((eb) => eb.fn('lower', ['users.fname']))
        .orderBy('users.email')
        .execute();
      return rows.map((row) => ({ _id: row.id, fname: row.fname, email: row.email }));
    },

    /** The ids of the guardian's children, in id order. */
    async childIds(guardianId: string): Promise<string[]> {
      const rows = await db.selectFrom('guardian_children').select('student_id').where('guardian_id', '=', guardianId).orderBy('student_id').execute();
      return rows.map((row) => row.student_id);
    },
  };
}

function slices<Item>(items: readonly Item[]): Item[][] {
  const all: Item[][] = [];
  for (let start = 0; start < items.length; start += ROWS_PER_STATEMENT) all.push(items.slice(start, start + ROWS_PER_STATEMENT));
  return all;
}
