import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('fname', 'text', (column) => column.notNull())
    // Addresses are stored in lower case, so uniqueness is case-insensitive on every database.
    .addColumn('email', 'text', (column) => column.notNull().unique())
    .addColumn('contact', 'text', (column) => column.notNull())
    .addColumn('position', 'text', (column) => column.notNull().check(sql`position in ('student', 'tutor')`))
    .addColumn('blocked', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('password_hash', 'text', (column) => column.notNull())
    // When the password last changed; sessions end through session_version (0005).
    .addColumn('password_changed_at', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('users_position_fname').on('users').columns(['position', 'fname']).execute();
}
