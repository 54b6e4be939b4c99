import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { CalendarDay } from '../../contract/dates/codecs.ts';
import type { WithAudience } from '../../contract/records/audience.ts';
import { audienceCondition, audiencesQueries, type AudienceFilter } from './audiences.ts';
import { changing } from './content-versions.ts';
import { rowLocksQueries } from './row-locks.ts';
import type { DatabaseSchema, UploadsTable } from './schema.ts';
import type { StoredRecord } from './uploads.ts';

/** The tables of records that are a dated text a tutor writes, some with one file. */
export type DatedTable = 'assignments' | 'notes' | 'announcements' | 'events';

/** The columns every dated table has, whatever it holds. */
type CommonColumn = 'id' | 'date_text' | 'day' | 'upload' | 'created_at' | 'updated_at';

/** What a tutor writes in a table besides the date: its texts. */
export type TextColumn<Table extends DatedTable> = Exclude<keyof DatabaseSchema[Table], CommonColumn> & string;

/** Whether the table's records each have a file: an `upload` column naming its `uploads` row. */
type HasFile<Table extends DatedTable> = 'upload' extends keyof DatabaseSchema[Table] ? true : false;

/** A record's texts. */
export type DatedTexts<Table extends DatedTable> = Pick<DatabaseSchema[Table], TextColumn<Table>>;

/**
 * What a tutor writes: the date as sent, the day it names, the texts, and who the record is for
 * (class ids; none: the whole school). Without `classes`, a new record is for the whole school
 * and an edit leaves its classes as they were.
 */
type DatedDetails<Table extends DatedTable> = { date: string; day: CalendarDay; classes?: readonly string[] } & DatedTexts<Table>;

/** A new record's file, when its table has files: the name of its `uploads` row. */
export type FileColumns<Table extends DatedTable> = HasFile<Table> extends true ? { upload: string } : unknown;

/** A new record: what the tutor wrote, and its file. */
type NewDatedRecord<Table extends DatedTable> = DatedDetails<Table> & FileColumns<Table>;

/** The `uploads` names of a record's files: its one file's, or none. */
type FileUploads<Table extends DatedTable> = HasFile<Table> extends true ? [upload: string] : [];

/** A record as read: the id, the date as sent and the texts; the file's `uploads` name and the name it was uploaded under. */
type DatedRow<Table extends DatedTable> = { id: string; date_text: string } & DatedTexts<Table> &
  (HasFile<Table> extends true ? { upload: string; file_name: string } : unknown);

/**
 * What differs between the areas of dated records: everything else is `datedRecordsQueries`.
 *
 * @example { table: 'events', texts: ['event', 'club', 'description'], order: 'in date order', hasFile: false, answer: (row) => … }
 */
export interface DatedArea<Table extends DatedTable, Answer extends WithAudience> {
  table: Table;
  /** The texts, as the tutor writes them. */
  texts: ReadonlyArray<TextColumn<Table>>;
  /**
   * By the day each names, the latest first (`newest first`) or the earliest; then by when it was
   * made, the same way round, then by id: the order of the table's list index (0011).
   */
  order: 'newest first' | 'in date order';
  /** Whether each record has a file, read with its `uploads` row. */
  hasFile: HasFile<Table>;
  /** A record as the API answers it, but for its `classes`, which every area answers alike. */
  answer: (row: DatedRow<Table>) => Omit<Answer, 'classes'>;
}

/** The queries of one area of dated records; `DatedArea` says what is the area's own. */
export type DatedRecordsQueries<Table extends DatedTable, Answer extends WithAudience> = ReturnType<typeof datedRecordsQueries<Table, Answer>>;

/**
 * The dated tables as these queries see them, all of one shape: Kysely cannot follow a table and
 * columns chosen at run time, so each area's description is what is checked against its table.
 */
type DatedView = Record<string, Record<string, string>> & { uploads: Pick<UploadsTable, 'name' | 'file_name'> };

/**
 * An area's records: each a dated text, some with a file whose `uploads` row the caller writes in
 * the same transaction. Every write counts as a change of the table (`changing`), so kept lists
 * are made again.
 *
 * @param db the database, or a transaction
 * @param area what is the area's own
 * @example const events = datedRecordsQueries(db, { table: 'events', texts: ['event', 'club', 'description'], order: 'in date order', hasFile: false, answer })
 */
export function datedRecordsQueries<Table extends DatedTable, Answer extends WithAudience>(db: Kysely<DatabaseSchema>, area: DatedArea<Table, Answer>) {
  const table: string = area.table;
  const direction = area.order === 'newest first' ? 'desc' : 'asc';
  const textsOf = (details: DatedDetails<Table>) => Object.fromEntries(area.texts.map((column) => [column, details[column] as string]));

  return {
    /** The records `audience` passes (all of them without one), in the area's order. */
    async list(audience?: AudienceFilter): Promise<Answer[]> {
      const rows = await reading(db, area)
        .$if(audience !== undefined, (query) => query.where(audienceCondition(area.table, `${table}.id`, audience as AudienceFilter)))
        .orderBy(`${table}.day`, direction)
        .orderBy(`${table}.created_at`, direction)
        .orderBy(`${table}.id`)
        .execute();
      const classes = await audiencesQueries(db).classesOf(area.table);
      return rows.map((row) => answerOf(area, row as unknown as DatedRow<Table>, classes));
    },

    /** The record, and its file's `uploads` name when it has one. */
    find: (id: string) => findOn(db, area, id),

    /** Answers the new record's id. */
    async create(record: NewDatedRecord<Table>, now: Date): Promise<string> {
      const id = randomUUID();
      const at = now.toISOString();
      const file: Record<string, string> = area.hasFile ? { upload: (record as DatedDetails<Table> & { upload: string }).upload } : {};
      const row = { id, date_text: record.date, day: record.day, ...textsOf(record), ...file, created_at: at, updated_at: at };
      await changing(db, area.table, async (tx) => {
        await viewOf(tx).insertInto(table).values(row).execute();
        await audiencesQueries(tx).set(area.table, id, record.classes ?? []);
      });
      return id;
    },

    /** Changes the texts and the date, and the classes when given, keeping any file. Whether the record existed. */
    update(id: string, details: DatedDetails<Table>, now: Date): Promise<boolean> {
      return changing(db, area.table, async (tx) => {
        const existed = await changeDatedRecord(tx, area.table, id, { date_text: details.date, day: details.day, ...textsOf(details) }, now);
        if (existed && details.classes) await audiencesQueries(tx).set(area.table, id, details.classes);
        return existed;
      });
    },

    /**
     * Removes the record, held first when it has a file so that no change replacing the file runs
     * beside. Answers what was removed with its file's `uploads` name, whose row and file the
     * caller removes after; undefined when there was no such record.
     */
    remove(id: string): Promise<StoredRecord<Answer, FileUploads<Table>> | undefined> {
      return changing(db, area.table, async (tx) => {
        // Only the tables with files are ever held.
        if (area.hasFile) await rowLocksQueries(tx).hold(area.table as Exclude<DatedTable, 'events'>, id);
        const found = await findOn(tx, area, id);
        if (found) {
          await viewOf(tx).deleteFrom(table).where('id', '=', id).execute();
          await audiencesQueries(tx).set(area.table, id, []);
        }
        return found;
      });
    },
  };
}

/** The area's records as read for the answer: with their file's uploaded name when they have files. */
function reading<Table extends DatedTable, Answer extends WithAudience>(db: Kysely<DatabaseSchema>, area: DatedArea<Table, Answer>) {
  const table: string = area.table;
  const columns = ['id', 'date_text', ...area.texts, ...(area.hasFile ? ['upload'] : [])].map((column) => `${table}.${column}`);
  const query = viewOf(db).selectFrom(table).select(columns);
  return area.hasFile ? query.innerJoin('uploads', 'uploads.name', `${table}.upload`).select('uploads.file_name') : query;
}

async function findOn<Table extends DatedTable, Answer extends WithAudience>(
  db: Kysely<DatabaseSchema>,
  area: DatedArea<Table, Answer>,
  id: string,
): Promise<StoredRecord<Answer, FileUploads<Table>> | undefined> {
  const table: string = area.table;
  const row = await reading(db, area).where(`${table}.id`, '=', id).executeTakeFirst();
  if (!row) return undefined;
  const uploads = (area.hasFile ? [row.upload] : []) as FileUploads<Table>;
  return { record: answerOf(area, row as unknown as DatedRow<Table>, await audiencesQueries(db).classesOf(area.table, id)), uploads };
}

/** The record as the API answers it: the area's shape, and who it is for. */
function answerOf<Table extends DatedTable, Answer extends WithAudience>(area: DatedArea<Table, Answer>, row: DatedRow<Table>, classes: Map<string, string[]>): Answer {
  return { ...area.answer(row), classes: classes.get(row.id) ?? [] } as Answer;
}

/**
 * Sets `values` on record `id` of `table`, and its time of change; counted as a change of the table.
 * Whether the record existed.
 *
 * @example await changeDatedRecord(db, 'notes', id, { upload: name }, now)
 */
export async function changeDatedRecord(db: Kysely<DatabaseSchema>, table: DatedTable, id: string, values: Record<string, string>, now: Date): Promise<boolean> {
  const result = await changing(db, table, (tx) =>
    viewOf(tx)
      .updateTable(table)
      .set({ ...values, updated_at: now.toISOString() })
      .where('id', '=', id)
      .executeTakeFirst(),
  );
  return result.numUpdatedRows > 0n;
}

function viewOf(db: Kysely<DatabaseSchema>): Kysely<DatedView> {
  return db as unknown as Kysely<DatedView>;
}
