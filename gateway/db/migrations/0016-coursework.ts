import type { Kysely } from 'kysely';
import { withTimes } from './columns.ts';

/**
 * Coursework (issue 26): an assignment's terms (due time, points, whether hand-in is open); each
 * student's submission of an assignment, its text, times, grade and feedback; and the files
 * handed in with it, each an `uploads` row like every other file.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Beside the assignment, as its audience is: an assignment without terms is as the product's.
  await db.schema
    .createTable('assignment_terms')
    .addColumn('assignment_id', 'text', (column) => column.primaryKey().references('assignments.id').onDelete('cascade'))
    // As the tutor's device sent it (ISO 8601 with its offset), and the instant it names in UTC for sorting and lateness.
    .addColumn('due_text', 'text')
    .addColumn('due_at', 'text')
    .addColumn('points', 'integer')
    .addColumn('hand_in_open', 'integer', (column) => column.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createTable('submissions')
    .addColumn('assignment_id', 'text', (column) => column.notNull().references('assignments.id').onDelete('cascade'))
    .addColumn('student_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('text', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('handed_in_at', 'text')
    .addColumn('returned_at', 'text')
    .addColumn('grade', 'text')
    .addColumn('feedback', 'text', (column) => column.notNull().defaultTo(''))
    .$call(withTimes)
    .addPrimaryKeyConstraint('submissions_pk', ['assignment_id', 'student_id'])
    .execute();
  // A student's own submissions, read on their assignments list.
  await db.schema.createIndex('submissions_student').on('submissions').columns(['student_id', 'assignment_id']).execute();
  await db.schema
    .createTable('submission_files')
    .addColumn('assignment_id', 'text', (column) => column.notNull())
    .addColumn('student_id', 'text', (column) => column.notNull())
    .addColumn('upload', 'text', (column) => column.notNull().references('uploads.name'))
    .addColumn('file_name', 'text', (column) => column.notNull())
    .addColumn('position', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('submission_files_pk', ['assignment_id', 'student_id', 'position'])
    .addForeignKeyConstraint('submission_files_submission', ['assignment_id', 'student_id'], 'submissions', ['assignment_id', 'student_id'], (constraint) => constraint.onDelete('cascade'))
    .execute();
  // A file's submission, found from the file when it is fetched.
  await db.schema.createIndex('submission_files_upload').on('submission_files').column('upload').unique().execute();
}
