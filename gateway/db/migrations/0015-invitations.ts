import type { Kysely } from 'kysely';

/**
 * Invitations: one-time links that set an account's password (an invited tutor or student, a
 * reset a tutor started for a student) or make the school's first admin (`setup`, no account
 * yet). Only a hash of each link's secret is kept. Guardians' addresses, as an import names
 * them, are kept per student until guardians have accounts of their own.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('invitations')
    .addColumn('token_hash', 'text', (column) => column.primaryKey())
    .addColumn('purpose', 'text', (column) => column.notNull())
    .addColumn('user_id', 'text', (column) => column.references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('expires_at', 'text', (column) => column.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('invitations_user').on('invitations').columns(['user_id', 'purpose']).execute();
  await db.schema
    .createTable('guardian_emails')
    .addColumn('student_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('email', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('guardian_emails_pk', ['student_id', 'email'])
    .execute();
}
