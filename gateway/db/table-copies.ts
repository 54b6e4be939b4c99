import { sql, type Kysely, type SqlBool } from 'kysely';
import { onPostgres } from './dialect.ts';
import type { DatabaseSchema } from './schema.ts';

export type TableName = keyof DatabaseSchema;
/** A row as the database stores it: text and whole numbers only (schema.ts), the same on SQLite and PostgreSQL. */
export type Row = Record<string, string | number | null>;

/**
 * Every table of the school and its key, in an order rows can be written in: a row comes
 * after the rows it points at. A new table must be added here (a test compares this list
 * with the database's), or backups and moves would leave it behind.
 */
export const TABLES: readonly { name: TableName; key: readonly string[] }[] = [
  { name: 'users', key: ['id'] },
  { name: 'signup_codes', key: ['id'] },
  { name: 'rate_limits', key: ['key'] },
  { name: 'audit_events', key: ['id'] },
  { name: 'uploads', key: ['name'] },
  { name: 'assignments', key: ['id'] },
  { name: 'notes', key: ['id'] },
  { name: 'announcements', key: ['id'] },
  { name: 'announcement_files', key: ['announcement_id'] },
  { name: 'events', key: ['id'] },
  { name: 'attendance_days', key: ['day'] },
  { name: 'absences', key: ['day', 'student_id'] },
  { name: 'photo_sections', key: ['id'] },
  { name: 'photos', key: ['id'] },
  { name: 'photo_renditions', key: ['photo_id', 'width'] },
  { name: 'content_versions', key: ['kind'] },
  { name: 'counters', key: ['name'] },
  { name: 'classes', key: ['id'] },
  { name: 'class_tutors', key: ['class_id', 'tutor_id'] },
  { name: 'class_students', key: ['class_id', 'student_id'] },
  { name: 'audiences', key: ['kind', 'record_id', 'class_id'] },
  { name: 'registers', key: ['class_id', 'day'] },
  { name: 'register_marks', key: ['class_id', 'day', 'student_id'] },
  { name: 'school_settings', key: ['id'] },
  { name: 'invitations', key: ['token_hash'] },
  { name: 'guardian_emails', key: ['student_id', 'email'] },
  { name: 'assignment_terms', key: ['assignment_id'] },
  { name: 'submissions', key: ['assignment_id', 'student_id'] },
  { name: 'submission_files', key: ['assignment_id', 'student_id', 'position'] },
  { name: 'list_reads', key: ['user_id', 'area'] },
  { name: 'mail_queue', key: ['id'] },
  { name: 'guardian_children', key: ['guardian_id', 'student_id'] },
  { name: 'absence_alerts', key: ['student_id', 'day'] },
  { name: 'digest_choices', key: ['kind', 'user_id'] },
  { name: 'digest_runs', key: ['kind', 'period'] },
];

/** Tables whose `id` the database numbers (migrations/portable.ts `withGeneratedId`). */
const NUMBERED_TABLES: readonly TableName[] = ['signup_codes', 'audit_events', 'mail_queue'];

/** Rows read or written at once: well under SQLite's and PostgreSQL's limits on bound values. */
export const ROWS_PER_BATCH = 500;

/** Receives a table's rows, a batch at a time, in key order. */
export type RowsSink = (table: TableName, rows: Row[]) => Promise<void>;

/** Rows a write was to leave in a table and rows it left: the write is rolled back. */
export class RowCountError extends Error {}

// Tables are named from TABLES only, never from input: a loosely typed handle reads them all alike.
type AnyTables = Kysely<Record<string, Row>>;

/**
 * Whole tables, for backups and for moving a school to another database. Rows go out and
 * come back exactly as stored, so ids, password hashes and dates survive unchanged.
 */
export function tableCopies(db: Kysely<DatabaseSchema>) {
  const tables = db as unknown as AnyTables;
  return {
    /**
     * Hands every row of every table to `sink` from one snapshot: a school in use is copied as
     * it stood at one moment (PostgreSQL's repeatable read; SQLite's read transaction in WAL).
     */
    async read(sink: RowsSink): Promise<void> {
      await tables
        .transaction()
        .setIsolationLevel('repeatable read')
        .setAccessMode('read only')
        .execute(async (trx) => {
          for (const { name, key } of TABLES) await readTable(trx, name, key, sink);
        });
    },

    /**
     * Writes rows into this database in one transaction: `fill` calls `put` for each batch, in
     * TABLES order. Numbered ids then continue after the highest one written. With `expected`,
     * the tables must then hold exactly those counts, or nothing is written.
     *
     * @throws RowCountError when a table holds other than `expected` says
     */
    async write(fill: (put: RowsSink) => Promise<void>, expected?: Partial<Record<TableName, number>>): Promise<void> {
      const present = await existingTables(db);
      await tables.transaction().execute(async (trx) => {
        await fill(async (table, rows) => {
          for (let start = 0; start < rows.length; start += ROWS_PER_BATCH) {
            await trx.insertInto(table).values(rows.slice(start, start + ROWS_PER_BATCH)).execute();
          }
        });
        for (const table of NUMBERED_TABLES.filter((name) => present.has(name))) await continueNumbering(trx, table);
        if (expected) await checkCounts(trx, present, expected);
      });
    },

    /** How many rows each table holds (of those the database has: an older schema lacks the newer). */
    async count(): Promise<Partial<Record<TableName, number>>> {
      return countRows(tables, await existingTables(db));
    },

    /** The tables the database holds, but for the migrator's own. */
    async names(): Promise<string[]> {
      return [...(await existingTables(db))].sort();
    },
  };
}

async function existingTables(db: Kysely<DatabaseSchema>): Promise<Set<string>> {
  const found = await db.introspection.getTables();
  return new Set(found.map((table) => table.name).filter((name) => !name.startsWith('kysely_')));
}

async function countRows(db: AnyTables, present: ReadonlySet<string>): Promise<Partial<Record<TableName, number>>> {
  const counts: Partial<Record<TableName, number>> = {};
  for (const { name } of TABLES.filter((table) => present.has(table.name))) {
    const row = await db.selectFrom(name).select((eb) => eb.fn.countAll<number | string>().as('rows')).executeTakeFirstOrThrow();
    counts[name] = Number(row.rows);
  }
  return counts;
}

async function checkCounts(trx: AnyTables, present: ReadonlySet<string>, expected: Partial<Record<TableName, number>>): Promise<void> {
  const counts = await countRows(trx, present);
  const wrong = (Object.keys(expected) as TableName[]).filter((table) => counts[table] !== expected[table]);
  if (wrong.length > 0) {
    throw new RowCountError(`These tables would not hold the rows expected, so nothing was written: ${wrong.map((table) => `${table} (${counts[table] ?? 'missing'}, not ${expected[table]})`).join(', ')}`);
  }
}

/**
 * Reads a table in key order a batch at a time, each batch after the last key of the one
 * before (a row-value comparison, on SQLite and PostgreSQL alike): an offset would skip past
 * every earlier row again, and a year of audit events is a million of them.
 */
async function readTable(trx: AnyTables, table: TableName, key: readonly string[], sink: RowsSink): Promise<void> {
  for (let last: Row | undefined; ; ) {
    let query = trx.selectFrom(table).selectAll();
    if (last) query = query.where(afterKey(key, last));
    for (const column of key) query = query.orderBy(column);
    const rows = await query.limit(ROWS_PER_BATCH).execute();
    if (rows.length > 0) await sink(table, rows);
    if (rows.length < ROWS_PER_BATCH) return;
    last = rows.at(-1);
  }
}

function afterKey(key: readonly string[], last: Row) {
  return sql<SqlBool>`(${sql.join(key.map((column) => sql.ref(column)))}) > (${sql.join(key.map((column) => last[column]))})`;
}

/**
 * PostgreSQL's identity keeps its own counter, which rows written with their ids do not move:
 * without this, the next code or audit event would collide with a copied one. SQLite's
 * autoincrement follows the highest id by itself.
 */
async function continueNumbering(trx: AnyTables, table: TableName): Promise<void> {
  if (!onPostgres(trx)) return;
  await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.table(table)}), 0) + 1, false)`.execute(trx);
}
