import { PostgresAdapter, type Kysely } from 'kysely';

/** Whether `db` talks to PostgreSQL: the few places SQL differs between the two databases ask this. Any schema will do: only the adapter is read. */
export function onPostgres<Schema>(db: Kysely<Schema>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
