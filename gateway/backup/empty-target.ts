import { mkdir, readdir } from 'node:fs/promises';
import type { Store } from '../db/index.ts';
import { RefusedError } from './refused.ts';
import { isStagingFolder } from './staging.ts';

/**
 * Refuses to write a school into a database that already holds rows: a restore or a move
 * would otherwise mix two schools, or fail half-way on a taken id.
 *
 * @param store the target, opened
 * @param where how to name it in the message: a folder, or "The database"
 */
export async function refuseUnlessEmpty(store: Store, where: string): Promise<void> {
  const counts = await store.tables.count();
  const filled = Object.entries(counts).filter(([, rows]) => rows > 0);
  if (filled.length > 0) {
    const tables = filled.map(([table, rows]) => `${table} (${rows})`).join(', ');
    throw new RefusedError(`${where} already holds a school (${tables}): it must be empty.`);
  }
}

/**
 * Makes the uploads folder a school's files go into (readable by the server's account only),
 * and refuses one that already holds files: they would mix with the school's.
 *
 * @param dir the folder, which may not exist yet
 */
export async function refuseUnlessEmptyFolder(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const held = (await readdir(dir)).filter((name) => !isStagingFolder(name));
  if (held.length > 0) throw new RefusedError(`${dir} already holds files: it must be empty.`);
}
