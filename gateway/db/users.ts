import { randomUUID } from 'node:crypto';
import { sql, type ExpressionBuilder, type Kysely, type Selectable } from 'kysely';
import type { Language } from '../../contract/languages.ts';
import type { User as WireUser } from '../../contract/records/user.ts';
import { compiledOnce } from './compiled-once.ts';
import { changing } from './content-versions.ts';
import { onPostgres } from './dialect.ts';
import type { DatabaseSchema, Position, UsersTable } from './schema.ts';
import { peopleByName } from './people-by-name.ts';
import { isUniqueViolation } from './unique-violation.ts';
import { advanceAdmissionCounter } from './admission-counter.ts';

/** A user as the rest of the app sees it (the wire's shape, any position): never carries the password hash. */
export type User = WireUser;

/** Raised when an e-mail address already belongs to an account. */
export class EmailTakenError extends Error {
  constructor(email: string) {
    super(`${email} already has an account`);
  }
}

/** What a user's profile edit, or a tutor's edit of a student, changes. */
export interface UserDetails {
  fname: string;
  email: string;
  contact: string;
}

export interface NewUser {
  fname: string;
  email: string;
  contact: string;
  position: Position;
  /** The password's hash, or NO_PASSWORD for an account made by invitation. */
  passwordHash: string;
  /** A student's admission number when the school gives it (an import); else the next free one. */
  admissionNo?: string;
  /** A tutor an admin makes an admin at once; any other tutor is one only if the school's first. */
  admin?: boolean;
}

/**
 * The password hash of an account made by invitation, until its link is used: `verifyPassword`
 * never matches it, so nobody logs in to the account before its holder has chosen a password.
 */
export const NO_PASSWORD = '';

/** A tutor as the school's admins manage them: whether they run the school, and whether they still have to choose a password. */
export interface TutorAccount extends User {
  admin: boolean;
  invited: boolean;
}

/** What an admin changes on a tutor: blocked, admin, or both. */
export interface TutorChange {
  blocked?: boolean;
  admin?: boolean;
}

/**
 * How a tutor's change went: `last-admin` when it would leave the school without an admin who
 * can log in, and was not made.
 */
export type TutorChangeOutcome = 'changed' | 'not-found' | 'last-admin';

const publicColumns = ['id', 'fname', 'email', 'contact', 'position', 'blocked', 'admin', 'admission_no', 'language'] as const;

/**
 * Accounts. A write that changes what lists show (a new account, its details, blocking, an admin's
 * flag, an invited account's first password) counts as a change of `users`; a later password or
 * a logout changes only sessions.
 */
export function usersQueries(db: Kysely<DatabaseSchema>) {
  return {
    async findByEmail(email: string): Promise<User | undefined> {
      const row = await db.selectFrom('users').select(publicColumns).where('email', '=', email).executeTakeFirst();
      return row && toUser(row);
    },

    async find(id: string): Promise<User | undefined> {
      const row = await db.selectFrom('users').select(publicColumns).where('id', '=', id).executeTakeFirst();
      return row && toUser(row);
    },

    /**
     * The user behind a token, and the session version their tokens must carry to count. Every
     * authenticated call asks it: the query is built once, and each call binds only the id.
     */
    async findForSession(id: string): Promise<{ user: User; sessionVersion: number } | undefined> {
      const [row] = (await sessionQuery(db, [id])).rows;
      return row && { user: toUser(row), sessionVersion: row.session_version };
    },

    /**
     * The user, their password hash and session version, read together: a token issued after
     * checking this hash carries this version, so a password changed meanwhile voids it.
     */
    async findCredentials(email: string): Promise<{ user: User; passwordHash: string; sessionVersion: number } | undefined> {
      const row = await db
        .selectFrom('users')
        .select([...publicColumns, 'password_hash', 'session_version'])
        .where('email', '=', email)
        .executeTakeFirst();
      return row && { user: toUser(row), passwordHash: row.password_hash, sessionVersion: row.session_version };
    },

    /** Everyone in one position, by name as a person reads a list: `asha` beside `Asha`, before `Ben`. */
    async listByPosition(position: Position): Promise<User[]> {
      const rows = await db
        .selectFrom('users')
        .select(publicColumns)
        .where('position', '=', position)
        .$call(peopleByName)
        .execute();
      return rows.map(toUser);
    },

    /** The students on a class's roster, by name as `listByPosition` orders them: a class's few, never the whole school read to find them. */
    async listOfClass(classId: string): Promise<User[]> {
      const rows = await db
        .selectFrom('users')
        .select(publicColumns)
        .where('id', 'in', (eb) => eb.selectFrom('class_students').select('student_id').where('class_id', '=', classId))
        .$call(peopleByName)
        .execute();
      return rows.map(toUser);
    },

    /** The school's tutors, by name as `listByPosition` orders them, each with whether they are an admin and still invited. */
    async listTutors(): Promise<TutorAccount[]> {
      const rows = await tutorsQuery(db).$call(peopleByName).execute();
      return rows.map(toTutorAccount);
    },

    /** The tutor with this id; undefined when there is none (or the id is a student's). */
    async findTutor(id: string): Promise<TutorAccount | undefined> {
      const row = await tutorsQuery(db).where('id', '=', id).executeTakeFirst();
      return row && toTutorAccount(row);
    },

    /**
     * Adds an account; throws EmailTakenError when the address is already used. A student gets
     * the next admission number unless one is given; the school's first tutor is its admin.
     */
    async create(user: NewUser, now: Date): Promise<User> {
      const base = {
        id: randomUUID(),
        fname: user.fname,
        email: user.email,
        contact: user.contact,
        position: user.position,
        password_hash: user.passwordHash,
        password_changed_at: now.toISOString(),
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      };
      try {
        const row = await changing(db, 'users', async (tx) => {
          // Writes come first, in one statement each: beside another process (the tutor tool beside
          // the server), a transaction that read before its first write could not wait for the lock.
          const admissionNo = user.position === 'student' ? (user.admissionNo ?? (await nextAdmissionNo(tx))) : null;
          const { admin } = await tx
            .insertInto('users')
            .values({ ...base, admission_no: admissionNo, admin: user.position !== 'tutor' ? 0 : user.admin ? 1 : firstTutor() })
            .returning('admin')
            .executeTakeFirstOrThrow();
          return { ...base, admission_no: admissionNo, admin };
        });
        return toUser({ ...row, blocked: 0, language: null });
      } catch (error) {
        throw isUniqueViolation(error) ? new EmailTakenError(user.email) : error;
      }
    },

    /**
     * Changes the name, e-mail and contact of the user with this id, if they hold `position`
     * (a tutor's edit reaches students only), and answers them changed; undefined when there is
     * no such user. Throws EmailTakenError when the address is another account's.
     */
    async updateDetails(id: string, position: Position, details: UserDetails, now: Date): Promise<User | undefined> {
      try {
        const row = await changing(db, 'users', (tx) =>
          tx
            .updateTable('users')
            .set({ fname: details.fname, email: details.email, contact: details.contact, updated_at: now.toISOString() })
            .where('id', '=', id)
            .where('position', '=', position)
            .returning(publicColumns)
            .executeTakeFirst(),
        );
        return row && toUser(row);
      } catch (error) {
        throw isUniqueViolation(error) ? new EmailTakenError(details.email) : error;
      }
    },

    /** Sets the account's own language, or null to follow the school's; undefined when there is no such account. */
    async setLanguage(id: string, language: Language | null, now: Date): Promise<User | undefined> {
      const row = await db.updateTable('users').set({ language, updated_at: now.toISOString() }).where('id', '=', id).returning(publicColumns).executeTakeFirst();
      return row && toUser(row);
    },

    /**
     * Blocks or unblocks a tutor, makes them an admin or not, in one conditional statement that
     * keeps the school an admin who can log in (after `holdActiveAdmins`, on PostgreSQL): a change
     * that would take the last one's flag, or block them, changes nothing and answers `last-admin`.
     * Blocking ends every session, as `setBlocked` does.
     */
    async changeTutor(id: string, change: TutorChange, now: Date): Promise<TutorChangeOutcome> {
      const takesAnAdmin = change.admin === false || change.blocked === true;
      return changing(db, 'users', async (tx) => {
        if (takesAnAdmin) await holdActiveAdmins(tx);
        const result = await tx
          .updateTable('users')
          .set((eb) => ({
            ...(change.admin === undefined ? {} : { admin: Number(change.admin) }),
            ...(change.blocked === undefined ? {} : { blocked: Number(change.blocked) }),
            ...(change.blocked ? { session_version: eb('session_version', '+', 1) } : {}),
            updated_at: now.toISOString(),
          }))
          .where('id', '=', id)
          .where('position', '=', 'tutor')
          // A tutor who is no active admin leaves the count as it is; else another must stay.
          .$if(takesAnAdmin, (update) =>
            update.where((eb) => eb.or([eb('admin', '=', 0), eb('blocked', '=', 1), eb.exists(activeAdmins(eb).where('others.id', '<>', id))])),
          )
          .executeTakeFirst();
        if (result.numUpdatedRows > 0n) return 'changed';
        const tutor = await tx.selectFrom('users').select('id').where('id', '=', id).where('position', '=', 'tutor').executeTakeFirst();
        return tutor ? 'last-admin' : 'not-found';
      });
    },

    /**
     * Blocking also ends every session, so unblocking later does not revive old tokens. For a
     * student (and the tests' own setting up): a tutor's block goes through `changeTutor`, which keeps the school an admin.
     */
    async setBlocked(id: string, blocked: boolean, now: Date): Promise<boolean> {
      const result = await changing(db, 'users', (tx) =>
        tx
          .updateTable('users')
          .set((eb) => ({
            blocked: Number(blocked),
            updated_at: now.toISOString(),
            ...(blocked ? { session_version: eb('session_version', '+', 1) } : {}),
          }))
          .where('id', '=', id)
          .executeTakeFirst(),
      );
      return result.numUpdatedRows > 0n;
    },

    /** A new password ends every session begun with the old one, in the same statement. */
    setPassword(email: string, passwordHash: string, now: Date): Promise<boolean> {
      return setNewPassword(db, 'email', email, passwordHash, now);
    },

    /** The same by id: a signed-in user's own change, which an e-mail edited meanwhile must not send to another account. */
    setPasswordById(id: string, passwordHash: string, now: Date): Promise<boolean> {
      return setNewPassword(db, 'id', id, passwordHash, now);
    },

    /** Logs the user out everywhere: every token issued so far stops counting. */
    async endSessions(id: string): Promise<void> {
      await db
        .updateTable('users')
        .set((eb) => ({ session_version: eb('session_version', '+', 1) }))
        .where('id', '=', id)
        .execute();
    },
  };
}

/**
 * Sets the password of the account whose `column` is `value`. A password replaced changes only
 * sessions; an invited account's first one changes what the tutors list shows (invited no more),
 * so that one counts as a change of `users`. Each statement writes first, without reading.
 */
async function setNewPassword(db: Kysely<DatabaseSchema>, column: 'id' | 'email', value: string, passwordHash: string, now: Date): Promise<boolean> {
  const replaced = await db.updateTable('users').set(newPassword(passwordHash, now)).where(column, '=', value).where('password_hash', '<>', NO_PASSWORD).executeTakeFirst();
  if (replaced.numUpdatedRows > 0n) return true;
  const first = await changing(db, 'users', (tx) => tx.updateTable('users').set(newPassword(passwordHash, now)).where(column, '=', value).executeTakeFirst());
  return first.numUpdatedRows > 0n;
}

/** The columns a new password sets: the session version moves on, so every token issued before stops counting. */
function newPassword(passwordHash: string, now: Date) {
  return (eb: ExpressionBuilder<DatabaseSchema, 'users'>) => ({
    password_hash: passwordHash,
    password_changed_at: now.toISOString(),
    session_version: eb('session_version', '+', 1),
    updated_at: now.toISOString(),
  });
}

/**
 * The next admission number nobody has: the counter moves on in the same statement that reads
 * it, so two sign-ups never get one number, and a number an import took is skipped.
 */
async function nextAdmissionNo(db: Kysely<DatabaseSchema>): Promise<string> {
  for (;;) {
    const candidate = String(await advanceAdmissionCounter(db, 1));
    const taken = await db.selectFrom('users').select('id').where('admission_no', '=', candidate).executeTakeFirst();
    if (!taken) return candidate;
  }
}

/** Tutors who run the school and can log in, as `others`: the ones a change must leave at least one of. */
function activeAdmins(eb: ExpressionBuilder<DatabaseSchema, 'users'>) {
  return eb.selectFrom('users as others').select('others.id').where('others.position', '=', 'tutor').where('others.admin', '=', 1).where('others.blocked', '=', 0);
}

/**
 * On PostgreSQL, locks the active admins' rows until the transaction ends. Under read committed,
 * two admins taking each other's flag at once would each see the other still an admin, and both
 * statements would pass; waiting here, the second reads the first's change and is refused.
 * SQLite runs one write at a time, each statement seeing the last.
 */
async function holdActiveAdmins(tx: Kysely<DatabaseSchema>): Promise<void> {
  if (!onPostgres(tx)) return;
  await tx.selectFrom('users').select('id').where('position', '=', 'tutor').where('admin', '=', 1).where('blocked', '=', 0).orderBy('id').forUpdate().execute();
}

/** The tutors, each with whether they still have to choose a password. */
function tutorsQuery(db: Kysely<DatabaseSchema>) {
  return db
    .selectFrom('users')
    .select([...publicColumns, sql<number>`case when password_hash = ${NO_PASSWORD} then 1 else 0 end`.as('invited')])
    .where('position', '=', 'tutor');
}

function toTutorAccount(row: Parameters<typeof toUser>[0] & { invited: number }): TutorAccount {
  return { ...toUser(row), admin: row.admin === 1, invited: Number(row.invited) === 1 };
}

/** 1 when no tutor exists yet, else 0: the school's first tutor is its admin, decided in the insert itself. */
function firstTutor() {
  return sql<number>`(case when exists (select 1 from users where position = 'tutor') then 0 else 1 end)`;
}

/** A user and their session version by id; its one value is the id. */
const sessionQuery = compiledOnce((db) => db.selectFrom('users').select([...publicColumns, 'session_version']).where('id', '=', ''));

function toUser(row: Pick<Selectable<UsersTable>, (typeof publicColumns)[number]>): User {
  return {
    _id: row.id,
    fname: row.fname,
    email: row.email,
    contact: row.contact,
    position: row.position,
    blocked: Boolean(row.blocked),
    ...(row.admission_no === null ? {} : { admissionNo: row.admission_no }),
    ...(row.position === 'tutor' ? { admin: row.admin === 1 } : {}),
    ...(row.language === null ? {} : { language: row.language }),
  };
}
