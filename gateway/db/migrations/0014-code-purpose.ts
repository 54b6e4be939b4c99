import type { Kysely } from 'kysely';

/**
 * One table holds every mailed code: `purpose` says what a code opens (a sign-up, or a
 * password reset of a student's or a tutor's account), so a code made for one never opens
 * another. Codes issued before this are sign-up codes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('signup_codes')
    .addColumn('purpose', 'text', (column) => column.notNull().defaultTo('signup'))
    .execute();
}
