import { sql, type Kysely } from 'kysely';
import { required, withTextId, withTimes } from './columns.ts';

/** The first admission number the school gives on its own; imported numbers may be anything. */
export const FIRST_ADMISSION_NUMBER = 10001;

/**
 * The school model (school-model.md): admins and admission numbers on accounts; classes, who
 * teaches them and who is in them; the audience of every content record; class registers; the
 * school's settings; and counters, which hand out numbers that are never given twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await accounts(db);
  await classes(db);
  await audiences(db);
  await registers(db);
  await db.schema
    .createTable('school_settings')
    // One row, whose id is always 1: the settings are one record, written whole.
    .addColumn('id', 'integer', (column) => column.primaryKey())
    .$call(required('text', 'name', 'helpline', 'time_zone', 'closed_weekdays', 'holidays', 'language', 'updated_at'))
    .execute();
  await givePastAccountsTheirNumbers(db);
}

async function accounts(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('admin', 'integer', (column) => column.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('users').addColumn('admission_no', 'text').execute();
  // Unique among students; tutors have none (NULL is never equal to NULL, on either database).
  await db.schema.createIndex('users_admission_no').on('users').column('admission_no').unique().execute();
  await db.schema
    .createTable('counters')
    .addColumn('name', 'text', (column) => column.primaryKey())
    .addColumn('value', 'integer', (column) => column.notNull())
    .execute();
}

async function classes(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('classes').$call(withTextId).$call(required('text', 'name')).addColumn('archived', 'integer', (column) => column.notNull().defaultTo(0)).$call(withTimes).execute();
  // A name is taken once among the classes in use, whatever its case; archived ones keep theirs.
  await db.schema.createIndex('classes_name_in_use').on('classes').expression(sql`lower(name)`).unique().where(sql.ref('archived'), '=', 0).execute();
  for (const [table, person] of [
    ['class_tutors', 'tutor_id'],
    ['class_students', 'student_id'],
  ] as const) {
    await db.schema
      .createTable(table)
      .addColumn('class_id', 'text', (column) => column.notNull().references('classes.id').onDelete('cascade'))
      .addColumn(person, 'text', (column) => column.notNull().references('users.id'))
      .addPrimaryKeyConstraint(`${table}_pk`, ['class_id', person])
      .execute();
    // A person's classes are read by person: a student's on every list they read.
    await db.schema.createIndex(`${table}_${person}`).on(table).columns([person, 'class_id']).execute();
  }
}

/**
 * Who a record is for: one row per class it is meant for; a record without any row is for the
 * whole school, as every record written before classes existed.
 */
async function audiences(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('audiences')
    // The table the record is in: assignments, notes, announcements, events, photo_sections.
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('record_id', 'text', (column) => column.notNull())
    .addColumn('class_id', 'text', (column) => column.notNull().references('classes.id'))
    .addPrimaryKeyConstraint('audiences_pk', ['kind', 'record_id', 'class_id'])
    .execute();
  await db.schema.createIndex('audiences_class').on('audiences').columns(['class_id', 'kind', 'record_id']).execute();
}

/** A register is one class on one day; each of its students has one mark, kept as it was taken. */
async function registers(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('registers')
    .addColumn('class_id', 'text', (column) => column.notNull().references('classes.id'))
    .addColumn('day', 'text', (column) => column.notNull())
    .addColumn('taken_by', 'text', (column) => column.notNull().references('users.id'))
    .$call(withTimes)
    .addPrimaryKeyConstraint('registers_pk', ['class_id', 'day'])
    .execute();
  await db.schema
    .createTable('register_marks')
    .addColumn('class_id', 'text', (column) => column.notNull())
    .addColumn('day', 'text', (column) => column.notNull())
    .addColumn('student_id', 'text', (column) => column.notNull().references('users.id'))
    // present, absent, late or excused
    .$call(required('text', 'status', 'note'))
    .addPrimaryKeyConstraint('register_marks_pk', ['class_id', 'day', 'student_id'])
    .addForeignKeyConstraint('register_marks_register', ['class_id', 'day'], 'registers', ['class_id', 'day'], (constraint) => constraint.onDelete('cascade'))
    .execute();
  // A student's month of marks, read by student and day; the whole school's month, by day.
  await db.schema.createIndex('register_marks_student_day').on('register_marks').columns(['student_id', 'day']).execute();
  await db.schema.createIndex('register_marks_day').on('register_marks').column('day').execute();
}

/** Students who signed up before admission numbers get theirs in the order they joined; the first tutor is the admin. */
async function givePastAccountsTheirNumbers(db: Kysely<unknown>): Promise<void> {
  const users = db as Kysely<{ users: { id: string; position: string; created_at: string; admission_no: string | null; admin: number }; counters: { name: string; value: number } }>;
  const students = await users.selectFrom('users').select('id').where('position', '=', 'student').orderBy('created_at').orderBy('id').execute();
  let next = FIRST_ADMISSION_NUMBER;
  for (const { id } of students) await users.updateTable('users').set({ admission_no: String(next++) }).where('id', '=', id).execute();
  // An empty school gets its counter at its first student: rows copied in from another database bring theirs.
  if (students.length > 0) await users.insertInto('counters').values({ name: 'admission_no', value: next }).execute();
  const firstTutor = await users.selectFrom('users').select('id').where('position', '=', 'tutor').orderBy('created_at').orderBy('id').executeTakeFirst();
  if (firstTutor) await users.updateTable('users').set({ admin: 1 }).where('id', '=', firstTutor.id).execute();
}
