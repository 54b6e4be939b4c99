import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMigrateDataCommand } from '../cli/data-commands.ts';
import { openStore, type TableName } from '../db/index.ts';
import { TABLES } from '../db/table-copies.ts';
import { fillDemoSchool, type DemoSchool } from '../demo/school.ts';
import { apiOverFolder } from '../testing/api-over-folder.ts';
import { testStoreOptions } from '../testing/test-database.ts';

let scratch: string;
let dataDir: string;
let school: DemoSchool;
let sqliteCounts: Partial<Record<TableName, number>>;

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'studyhall-move-'));
  dataDir = join(scratch, 'data');
  school = await fillDemoSchool({ dataDir, students: 4, seed: 'move' });
  const sqlite = await openStore(dataDir);
  sqliteCounts = await sqlite.tables.count();
  await sqlite.close();
}, 120_000);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** `npm run migrate-data -- …` on the demo school's folder; answers what it printed. */
async function migrateData(argv: string[]): Promise<string[]> {
  const printed: string[] = [];
  await runMigrateDataCommand(argv, { place: { dataDir, uploadsDir: join(dataDir, 'uploads'), database: { poolSize: 10 } }, print: (line) => printed.push(line) });
  return printed;
}

describe('npm run migrate-data', () => {
  it('moves a demo school into PostgreSQL, where every count matches and its people log in and download their files', async () => {
    const { databaseUrl } = await testStoreOptions();
    const uploadsTo = join(scratch, 'shared-uploads');

    const printed = await migrateData(['--to', databaseUrl ?? '', '--uploads-to', uploadsTo]);

    expect(printed[0]).toMatch(new RegExp(`^Moved [\\d,]+ rows in ${TABLES.length} tables to postgres://.* in [\\d.]+ s; every table's count matches\\.$`));
    expect(printed[1]).toBe(`Copied ${school.counts.files} files to ${uploadsTo}.`);
    expect(readdirSync(uploadsTo)).toHaveLength(school.counts.files);
    const moved = await apiOverFolder(join(scratch, 'no-sqlite-here'), { uploadsDir: uploadsTo, database: { databaseUrl } });
    try {
      expect(await moved.store.tables.count()).toEqual(sqliteCounts);
      // Ids, password hashes and dates as they were.
      const sqlite = await openStore(dataDir);
      expect(await moved.store.users.listByPosition('student')).toEqual(await sqlite.users.listByPosition('student'));
      expect(await moved.store.users.findByEmail(school.logins.tutor.email)).toEqual(await sqlite.users.findByEmail(school.logins.tutor.email));
      await sqlite.close();
      const student = await moved.login('student', school.logins.student);
      const tutor = await moved.login('tutor', school.logins.tutor);
      expect([student.status, tutor.status]).toEqual([200, 200]);
      const { notes } = (await (await moved.call('GET', '/student/home/notes', { token: student.token })).json()) as { notes: { filePath: string }[] };
      const [note] = notes;
      const download = await moved.call('GET', `/${note?.filePath}`, { token: tutor.token });
      expect(download.status).toBe(200);
      expect(Buffer.from(await download.arrayBuffer())).toEqual(readFileSync(join(dataDir, note?.filePath ?? '')));
    } finally {
      await moved.close();
    }
  });

  it('refuses to write into a database that already holds a school', async () => {
    const { databaseUrl } = await testStoreOptions();
    await migrateData(['--to', databaseUrl ?? '']);

    await expect(migrateData(['--to', databaseUrl ?? ''])).rejects.toThrow(/^The target database already holds a school \(users \(13\)/); // 4 students, their 4 guardians and 5 tutors
  });

  it('refuses a target that is not PostgreSQL', async () => {
    await expect(migrateData(['--to', 'mysql://db.school.test/studyhall'])).rejects.toThrow(/^--to must be a postgres:\/\/ URL/);
  });
});
