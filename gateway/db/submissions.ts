import { sql, type Kysely, type UpdateObject } from 'kysely';
import type { OwnSubmission, OwnSubmissionOf, StudentSubmission, SubmissionFile, SubmissionStatus } from '../../contract/records/coursework.ts';
import { shownName } from '../files/file-names.ts';
import { uploadPath } from '../files/file-store.ts';
import { audienceCondition, readsRecord } from './audiences.ts';
import { changing } from './content-versions.ts';
import { onPostgres } from './dialect.ts';
import type { DatabaseSchema } from './schema.ts';
import { submissionStatus, submissionStatusSql } from './submission-status.ts';
import type { Upload } from './uploads.ts';
import { peopleByName } from './people-by-name.ts';

/** What a hand-in needs to know of its assignment. */
export interface HandInTerms {
  title: string;
  /** The due instant in UTC, or null for none. */
  dueAt: string | null;
  handInOpen: boolean;
}

/** Where a submission stands before it is changed, read under its lock (`lock`). */
export interface LockedSubmission {
  handedInAt: string | null;
  returnedAt: string | null;
}

/** What a tutor's review changes; each field absent is left as it is. */
export interface SubmissionReview {
  grade?: string | null;
  feedback?: string;
  returned?: boolean;
}

/** A handed-in file as the ZIP of an assignment's submissions lays it out. */
export interface HandedInFile {
  studentId: string;
  admissionNo: string;
  fname: string;
  upload: string;
  fileName: string;
}

type Db = Kysely<DatabaseSchema>;

/**
 * Students' submissions of assignments (school-model.md, issue 26). The students an assignment
 * is for are its audience (`readsRecord`), blocked students left out: they cannot sign in to
 * hand in, and an admin who unblocks one finds their work as it was.
 */
export function submissionsQueries(db: Db) {
  return {
    /** The hand-in terms of an assignment, if it exists and, given `studentId`, is for that student. */
    async terms(assignmentId: string, studentId?: string): Promise<HandInTerms | undefined> {
      const row = await db
        .selectFrom('assignments')
        .leftJoin('assignment_terms', 'assignment_terms.assignment_id', 'assignments.id')
        .select(['assignments.title', 'assignment_terms.due_at', 'assignment_terms.hand_in_open'])
        .where('assignments.id', '=', assignmentId)
        .$if(studentId !== undefined, (query) => query.where((eb) => eb.exists(audience(db, assignmentId).select('users.id').where('users.id', '=', studentId ?? ''))))
        .executeTakeFirst();
      return row && { title: row.title, dueAt: row.due_at, handInOpen: row.hand_in_open !== 0 };
    },

    /** The student's own submission: grade and feedback only once it is returned (until then they are the tutor's draft). */
    async own(assignmentId: string, studentId: string, dueAt: string | null, now: Date): Promise<OwnSubmission> {
      const row = await db
        .selectFrom('submissions')
        .selectAll()
        .where('assignment_id', '=', assignmentId)
        .where('student_id', '=', studentId)
        .executeTakeFirst();
      const files = (await filesOf(db, assignmentId, studentId)).get(studentId) ?? [];
      return ownView(row, submissionStatus({ handedInAt: row?.handed_in_at, returnedAt: row?.returned_at, dueAt }, now), files);
    },

    /**
     * The student's own submission of every assignment that is for them (the whole school's and
     * their classes', `audienceCondition`), as `own` answers each, in the order of their
     * assignments list: by due time, the soonest first, then those without one; each group newest
     * first. Two queries however many assignments: the rows with their status, then every file the
     * student handed in.
     *
     * @param studentId the student, whose submissions alone are read
     * @param readerClasses the student's classes (`classes.idsOfStudent`)
     */
    async ownOfEach(studentId: string, readerClasses: readonly string[], now: Date): Promise<OwnSubmissionOf[]> {
      const rows = await db
        .selectFrom('assignments')
        .leftJoin('assignment_terms', 'assignment_terms.assignment_id', 'assignments.id')
        .leftJoin('submissions', (join) => join.onRef('submissions.assignment_id', '=', 'assignments.id').on('submissions.student_id', '=', studentId))
        .where(audienceCondition('assignments', 'assignments.id', { readerClasses }))
        .select([
          'assignments.id',
          'submissions.handed_in_at',
          'submissions.returned_at',
          'submissions.text',
          'submissions.grade',
          'submissions.feedback',
          submissionStatusSql({ handedInAt: 'submissions.handed_in_at', returnedAt: 'submissions.returned_at', dueAt: 'assignment_terms.due_at' }, now).as('status'),
        ])
        // Spelled out because the databases differ on where nulls sort.
        .orderBy(sql`case when ${sql.ref('assignment_terms.due_at')} is null then 1 else 0 end`)
        .orderBy('assignment_terms.due_at')
        .orderBy('assignments.day', 'desc')
        .orderBy('assignments.created_at', 'desc')
        .orderBy('assignments.id')
        .execute();
      const files = await filesOfStudent(db, studentId);
      return rows.map((row) => ({ assignmentId: row.id, ...ownView(row, row.status, files.get(row.id) ?? []) }));
    },

    /**
     * Makes sure the submission's row exists and keeps any other change of it waiting until this
     * transaction ends (on PostgreSQL; SQLite runs one write at a time): two hand-ins from two
     * tabs then replace the files one after the other, never both the same old ones.
     */
    async lock(assignmentId: string, studentId: string, now: Date): Promise<LockedSubmission> {
      if (!db.isTransaction) throw new Error('A submission is locked only inside a transaction');
      const at = now.toISOString();
      await db
        .insertInto('submissions')
        .values({ assignment_id: assignmentId, student_id: studentId, handed_in_at: null, returned_at: null, grade: null, created_at: at, updated_at: at })
        .onConflict((conflict) => conflict.columns(['assignment_id', 'student_id']).doNothing())
        .execute();
      const row = await db
        .selectFrom('submissions')
        .select(['handed_in_at', 'returned_at'])
        .where('assignment_id', '=', assignmentId)
        .where('student_id', '=', studentId)
        .$if(onPostgres(db), (query) => query.forUpdate())
        .executeTakeFirstOrThrow();
      return { handedInAt: row.handed_in_at, returnedAt: row.returned_at };
    },

    /** Hands in `text` and `files` (their `uploads` rows written already) in place of what was handed in; answers the replaced files' `uploads` names. Run it under `lock`. */
    handIn(assignmentId: string, studentId: string, work: { text: string; files: readonly Upload[] }, now: Date): Promise<string[]> {
      return changing(db, 'submissions', async (tx) => {
        const replaced = await removeFiles(tx, assignmentId, studentId);
        const at = now.toISOString();
        await updateSubmission(tx, assignmentId, studentId, { text: work.text, handed_in_at: at, updated_at: at });
        if (work.files.length > 0) {
          const rows = work.files.map((file, position) => ({ assignment_id: assignmentId, student_id: studentId, upload: file.name, file_name: file.fileName, position }));
          await tx.insertInto('submission_files').values(rows).execute();
        }
        return replaced;
      });
    },

    /** Takes the submission back: nothing is handed in any more. Answers its files' `uploads` names. Run it under `lock`. */
    takeBack(assignmentId: string, studentId: string, now: Date): Promise<string[]> {
      return changing(db, 'submissions', async (tx) => {
        const removed = await removeFiles(tx, assignmentId, studentId);
        await updateSubmission(tx, assignmentId, studentId, { text: '', handed_in_at: null, updated_at: now.toISOString() });
        return removed;
      });
    },

    /** A tutor's grade, feedback and return. Run it under `lock`. */
    async review(assignmentId: string, studentId: string, review: SubmissionReview, now: Date): Promise<void> {
      const at = now.toISOString();
      const returnedAt = review.returned === undefined ? {} : { returned_at: review.returned ? sql<string>`coalesce(returned_at, ${at})` : null };
      await changing(db, 'submissions', (tx) =>
        updateSubmission(tx, assignmentId, studentId, {
          ...(review.grade !== undefined ? { grade: review.grade || null } : {}),
          ...(review.feedback !== undefined ? { feedback: review.feedback } : {}),
          ...returnedAt,
          updated_at: at,
        }),
      );
    },

    /**
     * The hand-in table: one row per student the assignment is for, by name, in two queries
     * whatever the number of students (the assignment's classes, then the rows with their files,
     * a row per file); undefined when there is no such assignment. Over the network each query
     * costs a round trip, and this was four.
     *
     * @param studentId only this student's row (a review's answer)
     */
    async table(assignmentId: string, now: Date, studentId?: string): Promise<StudentSubmission[] | undefined> {
      const classIds = await audienceClassesOf(db, assignmentId);
      if (!classIds) return undefined;
      const rows = await peopleByName(
        audienceOfAll(db, classIds)
          .leftJoin('submissions', (join) => join.onRef('submissions.student_id', '=', 'users.id').on('submissions.assignment_id', '=', assignmentId))
          .leftJoin('assignment_terms', (join) => join.on('assignment_terms.assignment_id', '=', assignmentId))
          .leftJoin('submission_files', (join) => join.onRef('submission_files.student_id', '=', 'users.id').on('submission_files.assignment_id', '=', assignmentId))
          .select([
            'users.id',
            'users.admission_no',
            'users.fname',
            'submissions.handed_in_at',
            'submissions.text',
            'submissions.grade',
            'submissions.feedback',
            submissionStatusSql({ handedInAt: 'submissions.handed_in_at', returnedAt: 'submissions.returned_at', dueAt: 'assignment_terms.due_at' }, now).as('status'),
            'submission_files.upload',
            'submission_files.file_name',
          ])
          .$if(studentId !== undefined, (query) => query.where('users.id', '=', studentId ?? '')),
      )
        .orderBy('submission_files.position')
        .execute();
      // A student's rows are together (by name, then id), their files in the order sent.
      return [...Map.groupBy(rows, (row) => row.id).values()].map((own) => {
        const row = own[0] as (typeof own)[number];
        return {
          studentId: row.id,
          admissionNo: row.admission_no ?? '',
          fname: row.fname,
          status: row.status,
          ...(row.handed_in_at ? { handedInAt: row.handed_in_at } : {}),
          files: own.flatMap((file) => (file.upload === null ? [] : [{ filePath: uploadPath(file.upload), fileName: shownName(file.file_name ?? '', file.upload) }])),
          text: row.text ?? '',
          ...(row.grade !== null ? { grade: row.grade } : {}),
          feedback: row.feedback ?? '',
        };
      });
    },

    /**
     * The `uploads` names of every file handed in for the assignment, by anyone: what goes with
     * it when it is removed (its submissions go by cascade, their files' `uploads` rows do not).
     */
    async uploadsOf(assignmentId: string): Promise<string[]> {
      const rows = await db.selectFrom('submission_files').select('upload').where('assignment_id', '=', assignmentId).execute();
      return rows.map((row) => row.upload);
    },

    /** Every file handed in (or handed in and returned) by the assignment's students, by student then in the order sent. */
    async handedInFiles(assignmentId: string): Promise<HandedInFile[]> {
      const rows = await peopleByName(
        audienceOfAll(db, (await audienceClassesOf(db, assignmentId)) ?? [])
          .innerJoin('submission_files', (join) => join.onRef('submission_files.student_id', '=', 'users.id').on('submission_files.assignment_id', '=', assignmentId))
          .select(['users.id', 'users.admission_no', 'users.fname', 'submission_files.upload', 'submission_files.file_name']),
      )
        .orderBy('submission_files.position')
        .execute();
      return rows.map((row) => ({ studentId: row.id, admissionNo: row.admission_no ?? '', fname: row.fname, upload: row.upload, fileName: shownName(row.file_name, row.upload) }));
    },
  };
}

/** The students an assignment is for: its audience, blocked students left out. */
function audience(db: Db, assignmentId: string) {
  return db.selectFrom('users').where('users.position', '=', 'student').where('users.blocked', '=', 0).where(readsRecord('assignments', assignmentId, 'users.id'));
}

/**
 * The classes an assignment is for, none for the whole school's; undefined when there is no such
 * assignment. One query: its row beside its audience's rows.
 */
async function audienceClassesOf(db: Db, assignmentId: string): Promise<string[] | undefined> {
  const rows = await db
    .selectFrom('assignments')
    .leftJoin('audiences', (join) => join.onRef('audiences.record_id', '=', 'assignments.id').on('audiences.kind', '=', 'assignments'))
    .select('audiences.class_id')
    .where('assignments.id', '=', assignmentId)
    .execute();
  if (rows.length === 0) return undefined;
  return rows.flatMap((row) => (row.class_id === null ? [] : [row.class_id]));
}

/**
 * `audience` for a whole table of it, given its classes (`audienceClassesOf`): a class's
 * assignment reads its rosters' students by id. Testing the audience rule against every student
 * instead cost 20,000 look-ups a table in a school of 20,000, whatever the class.
 */
function audienceOfAll(db: Db, classIds: readonly string[]) {
  const unblocked = db.selectFrom('users').where('users.blocked', '=', 0);
  if (classIds.length === 0) return unblocked.where('users.position', '=', 'student');
  const rosters = db
    .selectFrom('class_students')
    .select('class_students.student_id')
    .where(
      'class_students.class_id',
      'in',
      classIds,
    );
  // Rosters hold students only. Asking for the position too makes SQLite read every student
  // through its index on position and test each against the rosters, instead of looking the
  // rosters' students up by id.
  return unblocked.where('users.id', 'in', rosters);
}

/** A submission's columns as read: all null when the student has none (a left join), or no row at all. */
interface OwnRow {
  handed_in_at: string | null;
  returned_at: string | null;
  text: string | null;
  grade: string | null;
  feedback: string | null;
}

/** What the student sees of their submission: grade and feedback only once it is returned (until then they are the tutor's draft). */
function ownView(row: OwnRow | undefined, status: SubmissionStatus, files: SubmissionFile[]): OwnSubmission {
  const returned = status === 'returned';
  return {
    status,
    ...(row?.handed_in_at ? { handedInAt: row.handed_in_at } : {}),
    ...(row?.returned_at ? { returnedAt: row.returned_at } : {}),
    files,
    text: row?.text ?? '',
    ...(returned && row?.grade ? { grade: row.grade } : {}),
    feedback: (returned && row?.feedback) || '',
  };
}

/** The one submission's row. */
function updateSubmission(db: Db, assignmentId: string, studentId: string, changes: UpdateObject<DatabaseSchema, 'submissions'>) {
  return db.updateTable('submissions').set(changes).where('assignment_id', '=', assignmentId).where('student_id', '=', studentId).execute();
}

/** Deletes the submission's file rows; answers their `uploads` names, whose rows the caller removes in the same transaction. */
async function removeFiles(db: Db, assignmentId: string, studentId: string): Promise<string[]> {
  const rows = await db.selectFrom('submission_files').select('upload').where('assignment_id', '=', assignmentId).where('student_id', '=', studentId).execute();
  await db.deleteFrom('submission_files').where('assignment_id', '=', assignmentId).where('student_id', '=', studentId).execute();
  return rows.map((row) => row.upload);
}

/** The files handed in for an assignment, by student, each in the order sent; all students', or one's. */
async function filesOf(db: Db, assignmentId: string, studentId?: string): Promise<Map<string, SubmissionFile[]>> {
  const rows = await db
    .selectFrom('submission_files')
    .select(['student_id', 'upload', 'file_name'])
    .where('assignment_id', '=', assignmentId)
    .$if(studentId !== undefined, (query) => query.where('student_id', '=', studentId ?? ''))
    .orderBy('student_id')
    .orderBy('position')
    .execute();
  return groupedFiles(rows, (row) => row.student_id);
}

/** The files a student handed in, by assignment, each in the order sent: read through their submissions, by the `submissions_student` index. */
async function filesOfStudent(db: Db, studentId: string): Promise<Map<string, SubmissionFile[]>> {
  const rows = await db
    .selectFrom('submissions')
    .innerJoin('submission_files', (join) =>
      join.onRef('submission_files.assignment_id', '=', 'submissions.assignment_id').onRef('submission_files.student_id', '=', 'submissions.student_id'),
    )
    .select(['submission_files.assignment_id', 'submission_files.upload', 'submission_files.file_name'])
    .where('submissions.student_id', '=', studentId)
    .orderBy('submission_files.assignment_id')
    .orderBy('submission_files.position')
    .execute();
  return groupedFiles(rows, (row) => row.assignment_id);
}

/** File rows grouped by `key`, each as the API answers a handed-in file. */
function groupedFiles<Row extends { upload: string; file_name: string }>(rows: Row[], key: (row: Row) => string): Map<string, SubmissionFile[]> {
  const groups = Map.groupBy(rows, key);
  return new Map([...groups].map(([id, files]) => [id, files.map((file) => ({ filePath: uploadPath(file.upload), fileName: shownName(file.file_name, file.upload) }))]));
}
