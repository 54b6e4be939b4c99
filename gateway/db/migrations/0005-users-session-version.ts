import type { Kysely } from 'kysely';

/**
 * Every token carries the version current when it was issued; a password change, a block or
 * a logout bumps it, which ends every earlier session at once, whatever the clock says.
 * `password_changed_at` stays as a record of the change; sessions no longer read it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('session_version', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
}
