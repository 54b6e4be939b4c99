import type { Kysely } from 'kysely';
import { onPostgres } from './dialect.ts';
import type { DatabaseSchema } from './schema.ts';

/** The records whose changes read a file's name before they replace or delete it. */
type LockedTable = 'assignments' | 'notes' | 'announcements' | 'photo_sections';

/**
 * Locks held until the transaction ends. A change that reads a record and then replaces or
 * deletes the files it names must not run beside another change of the same record: under
 * PostgreSQL's read committed, both would read the same old file, and the file one of them
 * put in would be left with a row nothing points at. On SQLite a school's one process runs
 * its transactions one at a time already.
 */
export function rowLocksQueries(db: Kysely<DatabaseSchema>) {
  return {
    /** Waits until no other transaction is changing record `id` of `table`, and keeps others waiting until this one ends. */
    async hold(table: LockedTable, id: string): Promise<void> {
      if (!db.isTransaction) throw new Error('A row lock only means something inside a transaction');
      if (!onPostgres(db)) return;
      await db.selectFrom(table).select('id').where('id', '=', id).forUpdate().execute();
    },
  };
}
