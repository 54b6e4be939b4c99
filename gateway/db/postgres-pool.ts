import pg from 'pg';

/**
 * A pool of connections to the PostgreSQL database at `url`, at most `size` at once. Whole
 * numbers that PostgreSQL keeps as bigint (counts, epoch milliseconds) come back as numbers,
 * as SQLite gives them: none of ours comes near 2^53.
 */
export function openPostgresPool(url: string, size: number): pg.Pool {
  const types = new pg.TypeOverrides();
  types.setTypeParser(pg.types.builtins.INT8, Number);
  const pool = new pg.Pool({ connectionString: url, max: size, types });
  // An idle connection the server drops (a restart) is replaced at the next query; not a crash.
  pool.on('error', () => {});
  return pool;
}
