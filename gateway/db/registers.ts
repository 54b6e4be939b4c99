import { sql, type Kysely } from 'kysely';
import { isClosedDay } from '../../contract/attendance/school-days.ts';
import type { CalendarDay } from '../../contract/dates/codecs.ts';
import type { RegisterEntry, RegisterStatus } from '../../contract/records/register.ts';
import { compiledOnce } from './compiled-once.ts';
import { changing } from './content-versions.ts';
import type { DatabaseSchema } from './schema.ts';
import { schoolCalendarOf } from './school-settings.ts';
import { peopleByName } from './people-by-name.ts';

/** A register as it was last saved: its marks in name order, when, and by which tutor (their name). */
export interface TakenRegister {
  entries: RegisterEntry[];
  takenAt: string;
  takenBy: string;
}

/** What a register's page needs before its entries, read in one query (`heading`). */
export interface RegisterHeading {
  /** Whether the school is closed on the day (its closed weekdays and holidays). */
  closed: boolean;
  /** When and by whom it was taken; undefined until it is. */
  taken?: Omit<TakenRegister, 'entries'>;
}

/** One student's mark to write. */
export interface RegisterMark {
  studentId: string;
  status: RegisterStatus;
  note: string;
}

/** One mark of one student on one day, in whichever class's register: what a month's reads are made of. */
export interface DayMark {
  day: CalendarDay;
  studentId: string;
  status: RegisterStatus;
}

/** Rows per insert (or students per read): well under either database's limit on bound values per statement. */
const MARKS_PER_INSERT = 400;

/** A register's heading (`heading`); its values: the day, then the class. */
const headingQuery = compiledOnce((db) =>
  db
    .selectFrom('classes')
    .leftJoin('registers', (join) => join.onRef('registers.class_id', '=', 'classes.id').on('registers.day', '=', ''))
    .leftJoin('users', 'users.id', 'registers.taken_by')
    .leftJoin('school_settings', (join) => join.on('school_settings.id', '=', sql.lit(1)))
    .select(['registers.updated_at', 'users.fname', 'school_settings.closed_weekdays', 'school_settings.holidays'])
    .where('classes.id', '=', ''),
);

/** A taken register's marks in name order (`marks`); its values: the class, then the day. */
const marksQuery = compiledOnce((db) =>
  db
    .selectFrom('register_marks')
    .innerJoin('users', 'users.id', 'register_marks.student_id')
    .select(['users.id', 'users.fname', 'users.admission_no', 'register_marks.status', 'register_marks.note'])
    .where('register_marks.class_id', '=', '')
    .where('register_marks.day', '=', '')
    .$call(peopleByName),
);

/**
 * Class registers: one class on one day, each of its students marked, kept as taken even when
 * the roster changes after. Taking one counts as a change of `registers`.
 */
export function registersQueries(db: Kysely<DatabaseSchema>) {
  return {
    /**
     * The class's register of `day` short of its entries, in one query: whether the day is a
     * closed one and whether (and when, by whom) it was taken; undefined when there is no such
     * class, archived or not. A read over the network pays per query, and this was four.
     */
    async heading(classId: string, day: CalendarDay): Promise<RegisterHeading | undefined> {
      const [row] = (await headingQuery(db, [day, classId])).rows;
      if (!row) return undefined;
      const closed = isClosedDay(day, schoolCalendarOf(row));
      return row.updated_at === null ? { closed } : { closed, taken: { takenAt: row.updated_at, takenBy: row.fname ?? '' } };
    },

    /** The marks of the class's register of `day`, in name order: empty until it is taken. */
    async marks(classId: string, day: CalendarDay): Promise<RegisterEntry[]> {
      const { rows } = await marksQuery(db, [classId, day]);
      return rows.map(toEntry);
    },

    /** The class's students now, in name order, each present: a register before it is taken. */
    async untaken(classId: string): Promise<RegisterEntry[]> {
      const rows = await db
        .selectFrom('class_students')
        .innerJoin('users', 'users.id', 'class_students.student_id')
        .select(['users.id', 'users.fname', 'users.admission_no'])
        .where('class_students.class_id', '=', classId)
        .$call(peopleByName)
        .execute();
      return rows.map((row) => toEntry({ ...row, status: 'present', note: '' }));
    },

    /** The students the class's register of `day` has marks for, by id: none until it is taken. */
    async markedIds(classId: string, day: CalendarDay): Promise<string[]> {
      const rows = await db.selectFrom('register_marks').select('student_id').where('class_id', '=', classId).where('day', '=', day).execute();
      return rows.map((row) => row.student_id);
    },

    /**
     * Takes the class's register of `day` again with exactly `marks`, in one transaction (the
     * caller's, or its own). The register's row is written first, so on PostgreSQL a second
     * tutor saving the same register waits for the first instead of mixing their marks.
     */
    async replace(classId: string, day: CalendarDay, takenBy: string, marks: readonly RegisterMark[], now: Date): Promise<void> {
      const at = now.toISOString();
      await changing(db, 'registers', async (tx) => {
        await tx
          .insertInto('registers')
          .values({ class_id: classId, day, taken_by: takenBy, created_at: at, updated_at: at })
          .onConflict((conflict) => conflict.columns(['class_id', 'day']).doUpdateSet({ taken_by: takenBy, updated_at: at }))
          .execute();
        await tx.deleteFrom('register_marks').where('class_id', '=', classId).where('day', '=', day).execute();
        const rows = marks.map((mark) => ({ class_id: classId, day, student_id: mark.studentId, status: mark.status, note: mark.note }));
        for (let start = 0; start < rows.length; start += MARKS_PER_INSERT) await tx.insertInto('register_marks').values(rows.slice(start, start + MARKS_PER_INSERT)).execute();
      });
    },

    /** Every mark of these students on `day`, in any class's register. */
    async marksOn(day: CalendarDay, studentIds: readonly string[]): Promise<DayMark[]> {
      const marks: DayMark[] = [];
      for (let start = 0; start < studentIds.length; start += MARKS_PER_INSERT) {
        const some = studentIds.slice(start, start + MARKS_PER_INSERT);
        const rows = await db.selectFrom('register_marks').select(['day', 'student_id', 'status']).where('day', '=', day).where('student_id', 'in', some).execute();
        marks.push(...rows.map((row) => ({ day: row.day, studentId: row.student_id, status: row.status })));
      }
      return marks;
    },

    /**
     * Every mark from `first` to `last` (both included) in any class's register, by day: with
     * `studentId`, only that student's (a student's month); with `classId`, only that class's.
     */
    async marksBetween(first: CalendarDay, last: CalendarDay, { studentId, classId }: { studentId?: string; classId?: string } = {}): Promise<DayMark[]> {
      let query = db.selectFrom('register_marks').select(['day', 'student_id', 'status']).where('day', '>=', first).where('day', '<=', last);
      if (studentId) query = query.where('student_id', '=', studentId);
      if (classId) query = query.where('class_id', '=', classId);
      const rows = await query.orderBy('day').execute();
      return rows.map((row) => ({ day: row.day, studentId: row.student_id, status: row.status }));
    },
  };
}

type EntryRow = { id: string; fname: string; admission_no: string | null; status: RegisterStatus; note: string };

function toEntry(row: EntryRow): RegisterEntry {
  return { studentId: row.id, admissionNo: row.admission_no ?? '', fname: row.fname, status: row.status, note: row.note };
}
