import { join } from 'node:path';
import { openSqliteFile } from '../../gateway/db/sqlite-driver.ts';

/** What SQLite says is wrong with the database file (named as in gateway/db/index.ts); empty when all is well. */
export function integrityProblems(dataDir: string): string[] {
  const database = openSqliteFile(join(dataDir, 'studyhall.sqlite'));
  try {
    const answers = database.prepare('PRAGMA integrity_check').all().map((row) => String(row.integrity_check));
    const brokenLinks = database.prepare('PRAGMA foreign_key_check').all().map((row) => `broken foreign key in ${String(row.table)}`);
    return [...answers.filter((answer) => answer !== 'ok'), ...brokenLinks];
  } finally {
    database.close();
  }
}
