import type { Kysely } from 'kysely';

/**
 * Counters of rate-limiter-flexible, in the shape its SQLite and PostgreSQL stores use, so the
 * limits hold across every process that shares the database. `expire` is in epoch milliseconds.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'varchar(255)', (column) => column.primaryKey())
    .addColumn('points', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('expire', 'bigint')
    .execute();
  await db.schema.createIndex('rate_limits_expire').on('rate_limits').column('expire').execute();
}
