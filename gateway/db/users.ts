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
    async findById(id: string): Promise<User | undefined> {
      const row = await db.selectFrom('users').select(publicColumns).where('id', '=', id).executeTakeFirst();
      return row && toUser(row);
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

    async create(user: NewUser, now: Date): Promise<User> {
      const row = {
        id: randomUUID(),
        fname: user.fname,
        email: user.email,
        contact: user.contact,
        position: user.position,
        password_hash: user.passwordHash,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      };
      await db.insertInto('users').values(row).execute();
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
        .set({ password_hash: passwordHash, updated_at: now.toISOString() })
        .where('email', '=', email)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
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
