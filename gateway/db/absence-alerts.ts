import type { Kysely } from 'kysely';
import type { Language } from '../../contract/languages.ts';
import type { CalendarDay } from '../../contract/dates/codecs.ts';
import type { RegisterStatus } from '../../contract/records/register.ts';
import { onPostgres } from './dialect.ts';
import type { DatabaseSchema } from './schema.ts';

/** A student's alert of one day, as the registers left it. */
export interface AbsenceAlert {
  studentId: string;
  day: CalendarDay;
  /** The day's status now: the worst mark of its registers. */
  status: RegisterStatus;
  /** What the guardians were last told; undefined while the alert waits out its grace time. */
  toldStatus?: RegisterStatus;
}

/** Someone an alert or a note goes to. */
export interface Recipient {
  email: string;
  fname: string;
  /** The account's own language; null follows the school's. */
  language: Language | null;
}

/** Rows in one statement: well under SQLite's and PostgreSQL's limits on bound values. */
const ROWS_PER_STATEMENT = 200;

/**
 * Absence alerts (0021): a row per student and day a register of that day marked them absent or
 * late, waiting its grace time (`due_at`), then told. Every change is conditional on the row's
 * state, and the pick of due alerts locks the rows it takes, so a register saved while another
 * process queues the alert either changes it before it is told or sees it told.
 */
export function absenceAlertsQueries(db: Kysely<DatabaseSchema>) {
  return {
    /** The alerts of `day` for these students; on PostgreSQL locked until the transaction ends (one in progress elsewhere is waited for). */
    async ofDay(day: CalendarDay, studentIds: readonly string[]): Promise<AbsenceAlert[]> {
      const found: AbsenceAlert[] = [];
      for (const some of slices(studentIds)) {
        // In id order: two registers of one day lock a shared student's alert in the same order, never waiting on each other in a circle.
        let query = db.selectFrom('absence_alerts').select(['student_id', 'day', 'status', 'told_status']).where('day', '=', day).where('student_id', 'in', some).orderBy('student_id');
        if (onPostgres(db)) query = query.forUpdate();
        found.push(...(await query.execute()).map(toAlert));
      }
      return found;
    },

    /** A new alert of `day`, due at `dueAt`; an alert another register made meanwhile stays as it is. */
    async add(studentId: string, day: CalendarDay, status: RegisterStatus, dueAt: Date, now: Date): Promise<void> {
      await db
        .insertInto('absence_alerts')
        .values({ student_id: studentId, day, status, due_at: dueAt.toISOString(), created_at: now.toISOString() })
        .onConflict((conflict) => conflict.columns(['student_id', 'day']).doNothing())
        .execute();
    },

    /** A waiting alert now says `status` (absent ↔ late), still due when it was. */
    async restate(studentId: string, day: CalendarDay, status: RegisterStatus): Promise<void> {
      await db.updateTable('absence_alerts').set({ status }).where('student_id', '=', studentId).where('day', '=', day).where('told_status', 'is', null).execute();
    },

    /** A waiting alert goes unsent: the mark was corrected within the grace time. */
    async withdraw(studentId: string, day: CalendarDay): Promise<void> {
      await db.deleteFrom('absence_alerts').where('student_id', '=', studentId).where('day', '=', day).where('told_status', 'is', null).execute();
    },

    /** The guardians were told the day's status is now `status` (a follow-up). */
    async retold(studentId: string, day: CalendarDay, status: RegisterStatus): Promise<void> {
      await db.updateTable('absence_alerts').set({ status, told_status: status }).where('student_id', '=', studentId).where('day', '=', day).execute();
    },

    /**
     * Takes up to `limit` alerts due by `now` and marks them told, in the caller's transaction:
     * the mails queued in it are the alert. PostgreSQL skips rows another transaction holds
     * (a register being saved, or another process's pick); SQLite runs one writer at a time.
     */
    async takeDue(now: Date, limit: number): Promise<AbsenceAlert[]> {
      let due = db.selectFrom('absence_alerts').select(['student_id', 'day', 'status']).where('told_status', 'is', null).where('due_at', '<=', now.toISOString()).orderBy('due_at').limit(limit);
      if (onPostgres(db)) due = due.forUpdate().skipLocked();
      const rows = await due.execute();
      for (const row of rows) {
        await db.updateTable('absence_alerts').set({ told_status: row.status }).where('student_id', '=', row.student_id).where('day', '=', row.day).where('told_status', 'is', null).execute();
      }
      return rows.map((row) => ({ studentId: row.student_id, day: row.day, status: row.status, toldStatus: row.status }));
    },

    /** Alerts due by `now` go unsent: the school turned alerts off while they waited. */
    async dropDue(now: Date): Promise<void> {
      await db.deleteFrom('absence_alerts').where('told_status', 'is', null).where('due_at', '<=', now.toISOString()).execute();
    },

    /** Notes that the tutors were told of a three-day absence ending on `day`; false when they had been. */
    async markTutorsTold(studentId: string, day: CalendarDay): Promise<boolean> {
      const result = await db.updateTable('absence_alerts').set({ tutors_told: 1 }).where('student_id', '=', studentId).where('day', '=', day).where('tutors_told', '=', 0).executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** The student's guardians who can be mailed (not blocked). */
    async guardiansOf(studentId: string): Promise<Recipient[]> {
      return db
        .selectFrom('guardian_children')
        .innerJoin('users', 'users.id', 'guardian_children.guardian_id')
        .select(['users.email', 'users.fname', 'users.language'])
        .where('guardian_children.student_id', '=', studentId)
        .where('users.position', '=', 'guardian')
        .where('users.blocked', '=', 0)
        .orderBy('users.email')
        .execute();
    },

    /** The tutors (not blocked) of the student's classes in use, each once. */
    async tutorsOf(studentId: string): Promise<Recipient[]> {
      return db
        .selectFrom('class_students')
        .innerJoin('classes', 'classes.id', 'class_students.class_id')
        .innerJoin('class_tutors', 'class_tutors.class_id', 'classes.id')
        .innerJoin('users', 'users.id', 'class_tutors.tutor_id')
        .select(['users.email', 'users.fname', 'users.language'])
        .distinct()
        .where('class_students.student_id', '=', studentId)
        .where('classes.archived', '=', 0)
        .where('users.blocked', '=', 0)
        .orderBy('users.email')
        .execute();
    },

    /** Alerts of days before `day` are let go: a day's alerts matter on that day (and the next two, for a three-day absence). */
    async purgeBefore(day: CalendarDay): Promise<void> {
      await db.deleteFrom('absence_alerts').where('day', '<', day).execute();
    },
  };
}

type AlertRow = { student_id: string; day: string; status: RegisterStatus; told_status: RegisterStatus | null };

function toAlert(row: AlertRow): AbsenceAlert {
  return { studentId: row.student_id, day: row.day, status: row.status, ...(row.told_status ? { toldStatus: row.told_status } : {}) };
}

function slices<Item>(items: readonly Item[]): Item[][] {
  const all: Item[][] = [];
  for (let start = 0; start < items.length; start += ROWS_PER_STATEMENT) all.push(items.slice(start, start + ROWS_PER_STATEMENT));
  return all;
}
