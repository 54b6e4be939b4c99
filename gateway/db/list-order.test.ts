import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import { Kysely, SqliteDialect } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NEWS_AREAS } from '../../contract/records/news.ts';
import { attendanceQueries } from './attendance.ts';
import { eventsQueries } from './events.ts';
import { fileRecordsQueries } from './file-records.ts';
import { listReadsQueries } from './list-reads.ts';
import { announcementsQueries } from './announcements.ts';
import { migrationProvider } from './migrations/index.ts';
import { photosQueries } from './photos.ts';
import type { DatabaseSchema } from './schema.ts';
import { asKyselySqlite, openSqliteFile } from './sqlite-driver.ts';
import { usersQueries } from './users.ts';

let folder: string;
let database: DatabaseSync;
let db: Kysely<DatabaseSchema>;
/** Every statement the queries sent, with its parameters, as SQLite received it. */
let sent: Array<{ sql: string; parameters: readonly unknown[] }>;

beforeEach(async () => {
  folder = mkdtempSync(join(tmpdir(), 'studyhall-list-order-'));
  database = openSqliteFile(join(folder, 'studyhall.sqlite'));
  sent = [];
  db = new Kysely<DatabaseSchema>({
    dialect: new SqliteDialect({ database: asKyselySqlite(database) }),
    log: (event) => {
      if (event.level === 'query') sent.push({ sql: event.query.sql, parameters: event.query.parameters });
    },
  });
  const { error } = await new Migrator({ db, provider: migrationProvider }).migrateToLatest();
  if (error) throw new Error('the migrations failed', { cause: error });
});
afterEach(async () => {
  await db.destroy();
  rmSync(folder, { recursive: true, force: true });
});

/** SQLite's plan for each statement `read` sends: one line per table it reads, and any sort. */
async function plansOf(read: () => Promise<unknown>): Promise<string[][]> {
  sent = [];
  await read();
  return sent.map(({ sql, parameters }) =>
    database
      .prepare(`EXPLAIN QUERY PLAN ${sql}`)
      .all(...(parameters as SQLInputValue[]))
      .map((step) => String(step.detail)),
  );
}

describe('migration 0011: an index for every list order', () => {
  it('replaces the day and creation indexes with ones ending in the id, and adds the students’ order by name', () => {
    const indexes = database.prepare("SELECT name, tbl_name AS tableName FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL ORDER BY name").all();
    expect(indexes).toEqual(
      expect.arrayContaining([
        { name: 'announcements_list_order', tableName: 'announcements' },
        { name: 'assignments_list_order', tableName: 'assignments' },
        { name: 'events_list_order', tableName: 'events' },
        { name: 'notes_list_order', tableName: 'notes' },
        { name: 'photo_sections_list_order', tableName: 'photo_sections' },
        { name: 'users_position_name', tableName: 'users' },
      ]),
    );
    const names = indexes.map((index) => index.name);
    for (const replaced of ['assignments_day_created', 'notes_day_created', 'announcements_day_created', 'events_day_created', 'photo_sections_created', 'users_position_fname']) {
      expect(names).not.toContain(replaced);
    }
  });
});

/** Each list's second statement: the classes of its records, off the audiences' key. */
const AUDIENCES = 'audiences USING INDEX sqlite_autoindex_audiences_1 (kind=?)';

describe('every list is read in its order straight off an index, never sorted per request', () => {
  it.each([
    ['assignments', () => fileRecordsQueries(db, 'assignments').list(), ['assignments USING INDEX assignments_list_order', AUDIENCES]],
    ['notes', () => fileRecordsQueries(db, 'notes').list(), ['notes USING INDEX notes_list_order', AUDIENCES]],
    // Then their files (0017), each found by its `uploads` key.
    ['announcements', () => announcementsQueries(db).list(), ['announcements USING INDEX announcements_list_order', AUDIENCES, 'uploads USING INDEX sqlite_autoindex_uploads_1 (name=?)']],
    ['events', () => eventsQueries(db).list(), ['events USING INDEX events_list_order', AUDIENCES]],
    ['students', () => usersQueries(db).listByPosition('student'), ['users USING INDEX users_position_name (position=?)']],
    [
      'photo sections, their photos and renditions',
      () => photosQueries(db).list(),
      ['photo_sections USING INDEX photo_sections_list_order', 'photos USING INDEX photos_section_position', 'photo_renditions USING INDEX', AUDIENCES],
    ],
  ] as const)('%s', async (_list, read, indexes) => {
    const plans = await plansOf(read);
    expect(plans).toHaveLength(indexes.length);
    plans.forEach((plan, statement) => {
      // COVERING when the index holds every column read; either way no sort follows.
      expect(plan.join('\n').replace('USING COVERING INDEX', 'USING INDEX')).toContain(indexes[statement]);
      expect(plan.join('\n')).not.toContain('TEMP B-TREE');
    });
  });

  it('a student’s list keeps its order and finds each record’s classes by the audiences’ key', async () => {
    const [list] = await plansOf(() => fileRecordsQueries(db, 'assignments').list({ readerClasses: ['7a', '7b'] }));
    const steps = (list ?? []).join('\n').replace(/USING COVERING INDEX/g, 'USING INDEX');
    expect(steps).toContain('assignments USING INDEX assignments_list_order');
    expect(steps).toMatch(/SEARCH audiences USING INDEX sqlite_autoindex_audiences_1 \(kind=\? AND record_id=\?/);
    expect(steps).not.toContain('TEMP B-TREE');
  });

  it('one photo section reads its photos and renditions by the section, not the whole table', async () => {
    const plans = await plansOf(() => photosQueries(db).find('some-section'));
    const steps = plans.flat().join('\n').replace(/USING COVERING INDEX/g, 'USING INDEX');
    expect(steps).toContain('photos USING INDEX photos_section_position (section_id=?)');
    expect(steps).toMatch(/SEARCH photo_renditions USING INDEX \S+ \(photo_id=\?\)/);
    expect(steps).not.toContain('SCAN');
    expect(steps).not.toContain('TEMP B-TREE');
  });

  it('the month’s absences and a student’s own days are searched by index, not scanned', async () => {
    const attendance = attendanceQueries(db);
    const month = (await plansOf(() => attendance.absencesBetween('2026-11-01', '2026-11-30'))).flat().join('\n');
    expect(month).toMatch(/SEARCH absences USING (COVERING )?INDEX \S+ \(day>\? AND day<\?\)/);
    const own = (await plansOf(() => attendance.list({ studentId: 'some-student' }))).flat().join('\n');
    expect(own).toMatch(/SEARCH absences USING (COVERING )?INDEX absences_student_day \(student_id=\?\)/);
  });
});

describe('a student’s news', () => {
  it('is one statement a list, each reading the records made since off a creation index, never sorted or scanned', async () => {
    const plans = (await plansOf(() => listReadsQueries(db).news('some-student', ['7a', '7b']))).map((steps) => steps.join('\n'));
    expect(plans).toHaveLength(NEWS_AREAS.length);
    const indexes = ['assignments_created', 'notes_created', 'announcements_created', 'events_created', 'photo_sections_list_order'];
    plans.forEach((plan, statement) => {
      expect(plan).toMatch(new RegExp(`^SEARCH \\w+ USING (COVERING )?INDEX ${indexes[statement]} \\(created_at>\\?\\)`));
      // The last read and the account's creation by their keys; the audience rule by the audiences' key.
      expect(plan).toContain('list_reads USING INDEX sqlite_autoindex_list_reads_1 (user_id=? AND area=?)');
      expect(plan).toMatch(/SEARCH audiences USING (COVERING )?INDEX sqlite_autoindex_audiences_1 \(kind=\? AND record_id=\?/);
      expect(plan).not.toContain('SCAN');
      expect(plan).not.toContain('TEMP B-TREE');
    });
  });
});
