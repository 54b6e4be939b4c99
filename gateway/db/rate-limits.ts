import type { DatabaseSync } from 'node:sqlite';
import type { Kysely } from 'kysely';
import type pg from 'pg';
import { RateLimiterPostgres, RateLimiterSQLite, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { DatabaseSchema } from './schema.ts';

const TABLE = 'rate_limits';

/** One limit: at most `points` in `durationSeconds`, counted per key under `keyPrefix`. */
export interface LimitRule {
  keyPrefix: string;
  points: number;
  durationSeconds: number;
}

/** Where the limiters keep their counters: the SQLite file, or the PostgreSQL pool. */
export type LimitStore = { sqlite: DatabaseSync } | { postgres: pg.Pool };

/**
 * Rate limiters whose counters live in the database (table `rate_limits`, made by the
 * migrations), so every process sharing it sees the same counts.
 */
export function rateLimitsOn(store: LimitStore, db: Kysely<DatabaseSchema>) {
  const limiterOf = 'sqlite' in store ? sqliteLimiter(store.sqlite) : postgresLimiter(store.postgres);
  return {
    limiter: limiterOf,

    /** Forgets counters whose window has closed. */
    async clearExpired(now: Date): Promise<void> {
      await db.deleteFrom(TABLE).where('expire', '<', now.getTime()).execute();
    },
  };
}

function sqliteLimiter(database: DatabaseSync) {
  const client = asBetterSqlite(database);
  return ({ keyPrefix, points, durationSeconds }: LimitRule): RateLimiterAbstract =>
    new RateLimiterSQLite({
      storeClient: client,
      storeType: 'better-sqlite3',
      tableName: TABLE,
      tableCreated: true,
      keyPrefix,
      points,
      duration: durationSeconds,
    });
}

function postgresLimiter(pool: pg.Pool) {
  return ({ keyPrefix, points, durationSeconds }: LimitRule): RateLimiterAbstract =>
    new RateLimiterPostgres({ storeClient: pool, tableName: TABLE, tableCreated: true, keyPrefix, points, duration: durationSeconds });
}

/**
 * node:sqlite in the better-sqlite3 shape the limiter's SQLite store drives. Its writes are
 * single upsert statements, atomic by themselves, so `transaction` need only run them.
 */
function asBetterSqlite(database: DatabaseSync) {
  return {
    prepare: (sql: string) => database.prepare(sql),
    transaction:
      <Args extends unknown[], Result>(work: (...args: Args) => Result) =>
      (...args: Args) =>
        work(...args),
  };
}
