import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { DatabaseSchema, Position, UsersTable } from './schema.ts';

/** A user as the rest of the app sees it: never carries the password hash. */
export interface User {
  _id: string;
  fname: string;
  email: string;
  contact: string;
  position: Position;
  blocked: boolean;
}

/** Raised when an e-mail address already belongs to an account. */
export class EmailTakenError extends Error {
  constructor(email: string) {
    super(`${email} already has an account`);
  }
}

export interface NewUser {
  fname: string;
  email: string;
  contact: string;
  position: Position;
  passwordHash: string;
}

const publicColumns = ['id', 'fname', 'email', 'contact', 'position', 'blocked'] as const;

export function usersQueries(db: Kysely<DatabaseSchema>) {
  return {
    async findByEmail(email: string): Promise<User | undefined> {
      const row = await db.selectFrom('users').select(publicColumns).where('email', '=', email).executeTakeFirst();
      return row && toUser(row);
    },

    /** The user behind a token, and the moment before which their tokens no longer count. */
    async findForSession(id: string): Promise<{ user: User; passwordChangedAt: Date } | undefined> {
      const row = await db
        .selectFrom('users')
        .select([...publicColumns, 'password_changed_at'])
        .where('id', '=', id)
        .executeTakeFirst();
      return row && { user: toUser(row), passwordChangedAt: new Date(row.password_changed_at) };
    },

    /** The user and their password hash, for checking a login. */
    async findCredentials(email: string): Promise<{ user: User; passwordHash: string } | undefined> {
      const row = await db
        .selectFrom('users')
        .select([...publicColumns, 'password_hash'])
        .where('email', '=', email)
        .executeTakeFirst();
      return row && { user: toUser(row), passwordHash: row.password_hash };
    },

    async emailTaken(email: string): Promise<boolean> {
      const row = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
      return row !== undefined;
    },

    async listByPosition(position: Position): Promise<User[]> {
      const rows = await db
        .selectFrom('users')
        .select(publicColumns)
        .where('position', '=', position)
        .orderBy('fname')
        .orderBy('id')
        .execute();
      return rows.map(toUser);
    },

    /** Adds an account; throws EmailTakenError when the address is already used. */
    async create(user: NewUser, now: Date): Promise<User> {
      const row = {
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
        await db.insertInto('users').values(row).execute();
      } catch (error) {
        throw isUniqueViolation(error) ? new EmailTakenError(user.email) : error;
      }
      return toUser({ ...row, blocked: 0 });
    },

    async setBlocked(id: string, blocked: boolean, now: Date): Promise<boolean> {
      const result = await db
        .updateTable('users')
        .set({ blocked: Number(blocked), updated_at: now.toISOString() })
        .where('id', '=', id)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async setPassword(email: string, passwordHash: string, now: Date): Promise<boolean> {
      const result = await db
        .updateTable('users')
        .set({ password_hash: passwordHash, password_changed_at: now.toISOString(), updated_at: now.toISOString() })
        .where('email', '=', email)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}

/** A unique constraint refused the row: SQLite's code, and PostgreSQL's for when it comes. */
function isUniqueViolation(error: unknown): boolean {
  const { errcode, code } = error as { errcode?: number; code?: string };
  return errcode === 2067 || code === '23505';
}

function toUser(row: Pick<Selectable<UsersTable>, (typeof publicColumns)[number]>): User {
  return {
    _id: row.id,
    fname: row.fname,
    email: row.email,
    contact: row.contact,
    position: row.position,
    blocked: Boolean(row.blocked),
  };
}
