import { sql, type Kysely } from 'kysely';
import { required, withTextId, withTimes } from './columns.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .$call(withTextId)
    .$call(required('text', 'fname'))
    // Addresses are stored in lower case, so uniqueness is case-insensitive on every database.
    .addColumn('email', 'text', (column) => column.notNull().unique())
    .$call(required('text', 'contact'))
    .addColumn('position', 'text', (column) => column.notNull().check(sql`position in ('student', 'tutor')`))
    .addColumn('blocked', 'integer', (column) => column.notNull().defaultTo(0))
    // `password_changed_at`: when the password last changed; sessions end through session_version (0005).
    .$call(required('text', 'password_hash', 'password_changed_at'))
    .$call(withTimes)
    .execute();
  await db.schema.createIndex('users_position_fname').on('users').columns(['position', 'fname']).execute();
}
