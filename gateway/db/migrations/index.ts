import type { Migration, MigrationProvider } from 'kysely/migration';
import * as users from './0001-users.ts';
import * as signupCodes from './0002-signup-codes.ts';

/** Every migration, in order. Names never change once released: the database records them. */
const migrations: Record<string, Migration> = {
  '0001-users': users,
  '0002-signup-codes': signupCodes,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
