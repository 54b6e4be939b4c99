import type { Kysely } from 'kysely';

/** The housekeeping purge deletes codes by age: without this index it scanned the whole table. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('signup_codes_created').on('signup_codes').column('created_at').execute();
}
