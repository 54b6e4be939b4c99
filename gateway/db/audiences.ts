import { expressionBuilder, sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import { WHOLE_SCHOOL } from '../../contract/records/audience.ts';
import type { ContentKind } from './content-versions.ts';
import type { AudienceKind, DatabaseSchema } from './schema.ts';

/**
 * Whose records a list holds (school-model.md, Audience). A student's view: the whole school's
 * records and those of any of the student's classes. A tutor's `?class=`: one class's records,
 * or (`WHOLE_SCHOOL`) the whole school's only. No filter: every record, as tutors read them.
 */
export type AudienceFilter = { readerClasses: readonly string[] } | { classFilter: string };

/** The content a kind of record is counted as when its classes change: kept lists of it are made again. */
export const CONTENT_OF_AUDIENCE: Readonly<Record<AudienceKind, ContentKind>> = {
  assignments: 'assignments',
  notes: 'notes',
  announcements: 'announcements',
  events: 'events',
  photo_sections: 'photos',
};

/**
 * The rule of who reads a record, as a condition on a query: the record whose id is the column
 * `idColumn` (of kind `kind`) passes `filter`. Every list, count and file check applies this
 * one condition, so the rule is written once.
 *
 * @param kind the record's table, or a column holding it (a query over several tables)
 * @param idColumn the column holding the record's id: `assignments.id`, `photos.section_id`
 * @param filter whose records pass
 * @example query.where(audienceCondition('events', 'events.id', { readerClasses: ['7a'] }))
 */
export function audienceCondition(kind: AudienceKind | Expression<AudienceKind>, idColumn: string, filter: AudienceFilter): Expression<SqlBool> {
  const eb = expressionBuilder<DatabaseSchema, 'audiences'>();
  const classesOfRecord = (classIds?: readonly string[]) =>
    eb
      .selectFrom('audiences')
      .select('audiences.class_id')
      .where('audiences.kind', '=', kind)
      .where('audiences.record_id', '=', sql.ref<string>(idColumn))
      .$if(classIds !== undefined, (query) => query.where('audiences.class_id', 'in', [...(classIds ?? [])]));
  const wholeSchool = eb.not(eb.exists(classesOfRecord()));
  if ('classFilter' in filter) return filter.classFilter === WHOLE_SCHOOL ? wholeSchool : eb.exists(classesOfRecord([filter.classFilter]));
  if (filter.readerClasses.length === 0) return wholeSchool;
  return eb.or([wholeSchool, eb.exists(classesOfRecord(filter.readerClasses))]);
}

/**
 * The same rule seen from the other side: the student whose id is the column `studentColumn`
 * reads record `recordId` of `kind` (it is for the whole school, or for one of the student's
 * classes). A record's audience of students (a hand-in table, a ZIP of submissions) is the
 * students passing this.
 *
 * @param kind the record's table
 * @param recordId the record
 * @param studentColumn the column holding a student's id: `users.id`
 * @example db.selectFrom('users').where('position', '=', 'student').where(readsRecord('assignments', id, 'users.id'))
 */
export function readsRecord(kind: AudienceKind, recordId: string, studentColumn: string): Expression<SqlBool> {
  const eb = expressionBuilder<DatabaseSchema, 'audiences'>();
  const classesOfRecord = eb.selectFrom('audiences').where('audiences.kind', '=', kind).where('audiences.record_id', '=', recordId);
  const ofStudentsClass = classesOfRecord
    .innerJoin('class_students', 'class_students.class_id', 'audiences.class_id')
    .where('class_students.student_id', '=', sql.ref<string>(studentColumn));
  return eb.or([eb.not(eb.exists(classesOfRecord.select('audiences.class_id'))), eb.exists(ofStudentsClass.select('audiences.class_id'))]);
}

/** Who asks for a file: a student, by id, and the classes they are in. */
export interface FileReader {
  studentId: string;
  readerClasses: readonly string[];
  /**
   * Only files of records of these kinds (and the student's own hand-ins) count: a guardian reads
   * a child's assignments and announcements, not all the child reads. Absent: every kind.
   */
  kinds?: readonly AudienceKind[];
}

/**
 * The classes each record is for. Writes run inside the record's own write (`changing` of its
 * area), so a record and its audience land together and count as one change of the area.
 */
export function audiencesQueries(db: Kysely<DatabaseSchema>) {
  return {
    /** Makes the record's classes exactly `classIds` (none: the whole school, and what a removed record leaves). Run it in the record's transaction. */
    async set(kind: AudienceKind, recordId: string, classIds: readonly string[]): Promise<void> {
      await db.deleteFrom('audiences').where('kind', '=', kind).where('record_id', '=', recordId).execute();
      const rows = [...new Set(classIds)].map((classId) => ({ kind, record_id: recordId, class_id: classId }));
      if (rows.length > 0) await db.insertInto('audiences').values(rows).execute();
    },

    /** The classes of each record of `kind` that has any, by record id, each list in id order; all records, or one. */
    async classesOf(kind: AudienceKind, recordId?: string): Promise<Map<string, string[]>> {
      const rows = await db
        .selectFrom('audiences')
        .select(['record_id', 'class_id'])
        .where('kind', '=', kind)
        .$if(recordId !== undefined, (query) => query.where('record_id', '=', recordId ?? ''))
        .orderBy('record_id')
        .orderBy('class_id')
        .execute();
      return new Map([...Map.groupBy(rows, (row) => row.record_id)].map(([id, own]) => [id, own.map((row) => row.class_id)]));
    },

    /**
     * Whether a student may fetch the uploaded file `name`: a file handed in with a submission
     * only when it is their own; any other when a record it belongs to (an assignment's or a
     * note's file, an announcement's image or PDF, a photo or a rendition of a section) is for them, or
     * when it belongs to none of these. With `kinds`, only records of those kinds count, and a file
     * of no record is refused.
     */
    async fileIsFor(name: string, { studentId, readerClasses, kinds }: FileReader): Promise<boolean> {
      // Handed-in work is its student's and the tutors', whoever else the assignment is for.
      const handedIn = await db.selectFrom('submission_files').select('student_id').where('upload', '=', name).executeTakeFirst();
      if (handedIn) return handedIn.student_id === studentId;
      const owners = ownersOfFile(db, name);
      const readable = await db
        .selectFrom(owners.as('owners'))
        .select('owners.record_id')
        .where(audienceCondition(sql.ref<AudienceKind>('owners.kind'), 'owners.record_id', { readerClasses }))
        .$if(kinds !== undefined, (query) => query.where('owners.kind', 'in', [...(kinds ?? [])]))
        .executeTakeFirst();
      if (readable) return true;
      if (kinds !== undefined) return false;
      return !(await db.selectFrom(owners.as('owners')).select('owners.record_id').executeTakeFirst());
    },
  };
}

/** The records whose file `name` is, as `(kind, record_id)`: at most one in practice. */
function ownersOfFile(db: Kysely<DatabaseSchema>, name: string) {
  const ofTable = (table: 'assignments' | 'notes') =>
    db.selectFrom(table).select([sql.lit<AudienceKind>(table).as('kind'), 'id as record_id']).where('upload', '=', name);
  return ofTable('assignments')
    .unionAll(ofTable('notes'))
    .unionAll(db.selectFrom('announcement_files').select([sql.lit<AudienceKind>('announcements').as('kind'), 'announcement_id as record_id']).where('upload', '=', name))
    .unionAll(db.selectFrom('photos').select([sql.lit<AudienceKind>('photo_sections').as('kind'), 'section_id as record_id']).where('upload', '=', name))
    .unionAll(
      db
        .selectFrom('photo_renditions')
        .innerJoin('photos', 'photos.id', 'photo_renditions.photo_id')
        .select([sql.lit<AudienceKind>('photo_sections').as('kind'), 'photos.section_id as record_id'])
        .where('photo_renditions.upload', '=', name),
    );
}

