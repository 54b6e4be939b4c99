import { sql, type Kysely } from 'kysely';
import { onPostgres } from '../dialect.ts';

const OLD_CHECK = "position in ('student', 'tutor')";
const NEW_CHECK = "position in ('student', 'tutor', 'guardian')";

/**
 * Guardians (issue 27, school-model.md): a guardian is an account of position `guardian`; each
 * row links one to one of their children, which is all a guardian may read. One guardian may
 * have several children, and a child several guardians. The index serves a child's guardians.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await allowGuardians(db);
  await db.schema
    .createTable('guardian_children')
    .addColumn('guardian_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('student_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('guardian_children_pk', ['guardian_id', 'student_id'])
    .execute();
  await db.schema.createIndex('guardian_children_student').on('guardian_children').columns(['student_id', 'guardian_id']).execute();
}

/**
 * Lets `users.position` be `guardian`: the check 0001 wrote allows only the product's two roles.
 * PostgreSQL swaps the constraint. SQLite cannot alter a check (and its defensive mode, on in
 * Node, forbids editing the schema's text), so `users` is rebuilt as SQLite documents
 * (lang_altertable.html, "Making Other Kinds Of Table Schema Changes"): foreign keys off, then
 * in one transaction a copy with the wider check, its rows, the old table dropped, the copy
 * renamed, its indexes made again, and the foreign keys checked before it commits.
 */
async function allowGuardians(db: Kysely<unknown>): Promise<void> {
  if (onPostgres(db)) {
    await sql`alter table users drop constraint users_position_check`.execute(db);
    await sql`alter table users add constraint users_position_check check (${sql.raw(NEW_CHECK)})`.execute(db);
    return;
  }
  const { rows } = await sql<{ type: string; sql: string }>`select type, sql from sqlite_schema where tbl_name = 'users' and sql is not null`.execute(db);
  const table = rows.find((row) => row.type === 'table')?.sql ?? '';
  if (!table.includes(OLD_CHECK)) throw new Error('users has not the check migration 0001 made');
  const copy = table.replace(OLD_CHECK, NEW_CHECK).replace(/^create table "users"/i, 'create table "users_new"');
  // A no-op inside a transaction: set before it begins.
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (tx) => {
      await sql.raw(copy).execute(tx);
      await sql`insert into users_new select * from users`.execute(tx);
      await sql`drop table users`.execute(tx);
      await sql`alter table users_new rename to users`.execute(tx);
      for (const index of rows.filter((row) => row.type === 'index')) await sql.raw(index.sql).execute(tx);
      const broken = await sql`pragma foreign_key_check`.execute(tx);
      if (broken.rows.length > 0) throw new Error('foreign keys broken by the rebuild of users');
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}
