import { sql, type Kysely } from 'kysely';
import { required } from './columns.ts';

/**
 * Absence alerts (issue 27): one row per student and day a register marked them absent or late
 * today, due `due_at` (the mark's time plus the grace time); `told_status` stays null until the
 * alert is queued to the guardians, then holds what they were last told. `tutors_told` is 1 once
 * the day's note of a three-day absence went to the tutors. The school may turn alerts off
 * (`school_settings.absence_alerts`, on by default). The index serves the worker's pick.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('school_settings').addColumn('absence_alerts', 'integer', (column) => column.notNull().defaultTo(1)).execute();
  await db.schema
    .createTable('absence_alerts')
    .addColumn('student_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .$call(required('text', 'day', 'status', 'due_at', 'created_at'))
    .addColumn('told_status', 'text')
    .addColumn('tutors_told', 'integer', (column) => column.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('absence_alerts_pk', ['student_id', 'day'])
    .execute();
  await db.schema.createIndex('absence_alerts_due').on('absence_alerts').column('due_at').where(sql.ref('told_status'), 'is', null).execute();
  await db.schema.createIndex('absence_alerts_day').on('absence_alerts').columns(['day', 'student_id']).execute();
}
