import { constants } from 'node:fs';
import { copyFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Store, TableName } from '../db/index.ts';
import { syncToDisk } from '../files/file-store.ts';
import { refuseUnlessEmpty, refuseUnlessEmptyFolder } from './empty-target.ts';
import { RefusedError } from './refused.ts';

export interface MoveOptions {
  /** The school's database now (SQLite in DATA_DIR). */
  from: Store;
  /** The empty database it moves to (PostgreSQL). */
  to: Store;
  /** Where the files are now. */
  uploadsFrom: string;
  /** Where to copy them, if they are to move too: a folder that is empty or missing. */
  uploadsTo?: string;
}

export interface MoveReport {
  /** Rows copied per table: the same on both sides, or the move fails. */
  rows: Partial<Record<TableName, number>>;
  /** Files copied to `uploadsTo`; 0 when the files stay where they are. */
  files: number;
}

/**
 * Copies a school into an empty database, row for row (ids, password hashes and dates as they
 * are, so every account logs in afterwards), and its files if they move too. Checks every
 * table's count on both sides afterwards: a school changed during the copy (the server left
 * running) fails the check rather than losing what changed.
 *
 * @param options both databases, and where the files are and go
 * @throws Error when the target is not empty or the counts differ
 * @example await moveSchool({ from: sqliteStore, to: postgresStore, uploadsFrom: config.uploadsDir })
 */
export async function moveSchool({ from, to, uploadsFrom, uploadsTo }: MoveOptions): Promise<MoveReport> {
  await refuseUnlessEmpty(to, 'The target database');
  const files = uploadsTo ? await copyFiles(from, uploadsFrom, uploadsTo) : 0;
  const copied: Partial<Record<TableName, number>> = {};
  await to.tables.write((put) =>
    from.tables.read(async (table, rows) => {
      copied[table] = (copied[table] ?? 0) + rows.length;
      await put(table, rows);
    }),
  );
  const [source, target] = [await from.tables.count(), await to.tables.count()];
  const differ = (Object.keys(source) as TableName[]).filter((table) => source[table] !== (copied[table] ?? 0) || target[table] !== source[table]);
  if (differ.length > 0) {
    const counts = differ.map((table) => `${table}: ${source[table]} now, ${copied[table] ?? 0} copied, ${target[table]} in the target`).join('; ');
    throw new RefusedError(`The row counts differ (${counts}). Stop the server while the school moves, empty the target and run again.`);
  }
  return { rows: source, files };
}

/** Copies every file the school's rows name; the files are in place before the rows that point at them. */
async function copyFiles(from: Store, uploadsFrom: string, uploadsTo: string): Promise<number> {
  await refuseUnlessEmptyFolder(uploadsTo);
  const names = await from.uploads.allNames();
  // COPYFILE_EXCL: never overwrite a file that appeared meanwhile.
  for (const name of names) {
    await copyFile(join(uploadsFrom, name), join(uploadsTo, name), constants.COPYFILE_EXCL);
    await syncToDisk(join(uploadsTo, name));
  }
  await syncToDisk(uploadsTo);
  return names.size;
}
