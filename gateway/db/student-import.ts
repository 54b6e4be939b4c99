import { sql, type Kysely } from 'kysely';
import { changing } from './content-versions.ts';
import type { NewInvitation } from './invitations.ts';
import type { DatabaseSchema } from './schema.ts';
import { isUniqueViolation } from './unique-violation.ts';
import { advanceAdmissionCounter } from './admission-counter.ts';

/** A student as an import compares them with a line of its file. */
export interface RollStudent {
  id: string;
  admissionNo: string;
  fname: string;
  email: string;
  contact: string;
  /** The classes in use they are in; archived ones are history, which a file neither names nor changes. */
  classIds: string[];
  guardianEmails: string[];
}

export interface RollClass {
  id: string;
  name: string;
  archived: boolean;
}

/** The school as an import (and its export) sees it. */
export interface SchoolRoll {
  students: RollStudent[];
  /** The addresses of every account that is not a student's (tutors): a student can take none of them. */
  otherEmails: Set<string>;
  /** Of those, the guardians' (issue 27): an import may name them as a student's guardians, no other account's. */
  guardianAccounts?: Set<string>;
  classes: RollClass[];
}

/** A student's name, e-mail and contact, as an import writes them. */
export interface ImportedDetails {
  id: string;
  fname: string;
  email: string;
  contact: string;
}

/** A new student, invited: no password until their invitation's link is used. */
export interface ImportedStudent extends ImportedDetails {
  admissionNo: string;
}

/** Raised when a write collides with an account or class made since the import was checked. */
export class ImportCollisionError extends Error {
  constructor() {
    super('An e-mail address or admission number of the import was taken meanwhile');
  }
}

/** Rows per statement: well under either database's limit on bound values per statement. */
const ROWS_PER_STATEMENT = 200;

/**
 * The bulk reads and writes of a student import. The writes run inside the import's one
 * transaction, one batch of students at a time; each counts as a change of what it changes, so
 * kept answers and the students search see the import as soon as it is committed.
 */
export function studentImportQueries(db: Kysely<DatabaseSchema>) {
  return {
    /** Every student with their classes in use and guardians' addresses, every class, and every other account's address. */
    async roll(): Promise<SchoolRoll> {
      const [students, others, classes, memberships, guardians] = await Promise.all([
        db.selectFrom('users').select(['id', 'admission_no', 'fname', 'email', 'contact']).where('position', '=', 'student').execute(),
        db.selectFrom('users').select(['email', 'position']).where('position', '!=', 'student').execute(),
        db.selectFrom('classes').select(['id', 'name', 'archived']).execute(),
        db
          .selectFrom('class_students')
          .innerJoin('classes', 'classes.id', 'class_students.class_id')
          .select(['class_students.student_id', 'class_students.class_id'])
          .where('classes.archived', '=', 0)
          .execute(),
        db.selectFrom('guardian_emails').select(['student_id', 'email']).execute(),
      ]);
      const classIds = Map.groupBy(memberships, (row) => row.student_id);
      const guardianEmails = Map.groupBy(guardians, (row) => row.student_id);
      return {
        students: students.map((row) => ({
          id: row.id,
          admissionNo: row.admission_no ?? '',
          fname: row.fname,
          email: row.email,
          contact: row.contact,
          classIds: (classIds.get(row.id) ?? []).map((each) => each.class_id),
          guardianEmails: (guardianEmails.get(row.id) ?? []).map((each) => each.email),
        })),
        otherEmails: new Set(others.map((row) => row.email)),
        guardianAccounts: new Set(others.filter((row) => row.position === 'guardian').map((row) => row.email)),
        classes: classes.map((row) => ({ id: row.id, name: row.name, archived: row.archived === 1 })),
      };
    },

    /**
     * Holds the admission number counter until the transaction ends and answers where it stands.
     * It is the transaction's first statement and a write: on SQLite it takes the database's
     * write lock at once (a transaction that read first could not wait for it), on PostgreSQL the
     * counter's row, so no sign-up takes a number while the import hands them out.
     */
    async holdAdmissionCounter(): Promise<number> {
      if (!db.isTransaction) throw new Error('The counter is held only inside a transaction');
      return advanceAdmissionCounter(db, 0);
    },

    /**
     * The next `count` admission numbers nobody has, from the held counter's `value` on, as a
     * sign-up takes them one by one (users.ts), skipping the numbers `isTaken` names; the
     * counter moves past the last.
     */
    async takeAdmissionNumbers(value: number, count: number, isTaken: (admissionNo: string) => boolean): Promise<string[]> {
      const numbers: string[] = [];
      let next = value;
      while (numbers.length < count) {
        const candidate = String(next++);
        if (!isTaken(candidate)) numbers.push(candidate);
      }
      if (count > 0) await db.updateTable('counters').set({ value: next }).where('name', '=', 'admission_no').execute();
      return numbers;
    },

    /** Adds students without a password: each can log in once their invitation's link has set one. */
    async addStudents(students: readonly ImportedStudent[], now: Date): Promise<void> {
      const at = now.toISOString();
      const rows = students.map((student) => ({
        id: student.id,
        fname: student.fname,
        email: student.email,
        contact: student.contact,
        position: 'student' as const,
        password_hash: '',
        password_changed_at: at,
        admission_no: student.admissionNo,
        created_at: at,
        updated_at: at,
      }));
      await refusingCollisions(() => changing(db, 'users', (tx) => inStatements(rows, (some) => tx.insertInto('users').values(some).execute())));
    },

    /** Sets the name, e-mail and contact of these students, each by id. */
    async updateDetails(students: readonly ImportedDetails[], now: Date): Promise<void> {
      await refusingCollisions(() =>
        changing(db, 'users', (tx) =>
          inStatements(students, async (some) => {
            // One statement for the lot: `values` names its columns column1… on both databases.
            const values = sql.join(some.map((student) => sql`(${student.id}, ${student.fname}, ${student.email}, ${student.contact})`));
            await sql`update users set fname = v.column2, email = v.column3, contact = v.column4, updated_at = ${now.toISOString()}
              from (values ${values}) as v where users.id = v.column1 and users.position = 'student'`.execute(tx);
          }),
        ),
      );
    },

    /** Takes these students out of every class in use they are in; archived ones stay, as their history. */
    async leaveClasses(studentIds: readonly string[]): Promise<void> {
      await changing(db, 'classes', (tx) =>
        inStatements(studentIds, (some) =>
          tx
            .deleteFrom('class_students')
            .where('student_id', 'in', some)
            .where('class_id', 'in', (eb) => eb.selectFrom('classes').select('id').where('archived', '=', 0))
            .execute(),
        ),
      );
    },

    /** Puts students in classes. */
    async joinClasses(memberships: ReadonlyArray<{ studentId: string; classId: string }>): Promise<void> {
      const rows = memberships.map((each) => ({ class_id: each.classId, student_id: each.studentId }));
      await changing(db, 'classes', (tx) => inStatements(rows, (some) => tx.insertInto('class_students').values(some).execute()));
    },

    /** Lets go of the guardians' addresses these students had. */
    async forgetGuardians(studentIds: readonly string[]): Promise<void> {
      await changing(db, 'users', (tx) => inStatements(studentIds, (some) => tx.deleteFrom('guardian_emails').where('student_id', 'in', some).execute()));
    },

    /** Keeps guardians' addresses of students. */
    async addGuardians(guardians: ReadonlyArray<{ studentId: string; email: string }>): Promise<void> {
      const rows = guardians.map((each) => ({ student_id: each.studentId, email: each.email }));
      await changing(db, 'users', (tx) => inStatements(rows, (some) => tx.insertInto('guardian_emails').values(some).execute()));
    },

    /** Keeps new students' invitations, as `invitations.issue` keeps one (they have no earlier link to replace). */
    async addInvitations(invitations: readonly NewInvitation[], now: Date): Promise<void> {
      const rows = invitations.map((invitation) => ({
        token_hash: invitation.tokenHash,
        purpose: invitation.purpose,
        user_id: invitation.userId ?? null,
        created_at: now.toISOString(),
        expires_at: invitation.expiresAt.toISOString(),
      }));
      await inStatements(rows, (some) => db.insertInto('invitations').values(some).execute());
    },
  };
}

/** Runs `write` on `rows` in slices small enough for one statement each; none for no rows. */
async function inStatements<Row>(rows: readonly Row[], write: (some: Row[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) await write(rows.slice(start, start + ROWS_PER_STATEMENT));
}

async function refusingCollisions<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    throw isUniqueViolation(error) ? new ImportCollisionError() : error;
  }
}
