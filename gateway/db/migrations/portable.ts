import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from 'kysely';
import { onPostgres } from '../dialect.ts';

/**
 * Adds `id`, a whole number the database gives each new row in order: SQLite's
 * `integer primary key autoincrement`, PostgreSQL's identity column. Released migrations
 * write exactly what they wrote before on SQLite.
 */
export function withGeneratedId<Table extends string>(db: Kysely<unknown>, table: CreateTableBuilder<Table, never>): CreateTableBuilder<Table, 'id'> {
  return onPostgres(db)
    ? table.addColumn('id', 'bigint', (column: ColumnDefinitionBuilder) => column.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn('id', 'integer', (column: ColumnDefinitionBuilder) => column.primaryKey().autoIncrement());
}
