import type { Kysely } from 'kysely';
import { withGeneratedId } from './portable.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withGeneratedId(db, db.schema.createTable('signup_codes'))
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('code_hash', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('expires_at', 'text', (column) => column.notNull())
    .addColumn('tries', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('spent', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('signup_codes_email_created').on('signup_codes').columns(['email', 'created_at']).execute();
}
