import type { Kysely } from 'kysely';

/**
 * Each account's own language (issue 28, school-model.md): one of the shipped languages, or
 * null to follow the school's.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('language', 'text').execute();
}
