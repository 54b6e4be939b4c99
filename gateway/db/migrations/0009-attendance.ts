import type { Kysely } from 'kysely';
import { required, withTimes } from './columns.ts';

/**
 * Attendance: one row per day the tutor marked (even with nobody absent, so "marked, all
 * present" differs from "not marked"), and one row per student absent that day. Re-marking a
 * day replaces its absences; the primary key keeps a student from being absent twice a day.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('attendance_days')
    // The real day, `YYYY-MM-DD`, and the date exactly as the tutor's device sent it (`Mon Nov 23 2026`).
    .addColumn('day', 'text', (column) => column.primaryKey())
    .$call(required('text', 'date_text'))
    .$call(withTimes)
    .execute();

  await db.schema
    .createTable('absences')
    .addColumn('day', 'text', (column) => column.notNull().references('attendance_days.day').onDelete('cascade'))
    .addColumn('student_id', 'text', (column) => column.notNull().references('users.id'))
    .addPrimaryKeyConstraint('absences_pk', ['day', 'student_id'])
    .execute();
  // A student's own attendance is read by student.
  await db.schema.createIndex('absences_student_day').on('absences').columns(['student_id', 'day']).execute();
}
