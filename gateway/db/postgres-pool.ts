import pg from 'pg';

/** PostgreSQL's type ids whose text the pg driver would hand over as strings. */
const INT8 = 20;

/**
 * A pool of connections to the PostgreSQL database at `url`, at most `size` at once. Whole
 * numbers that PostgreSQL keeps as bigint (counts, epoch milliseconds) come back as numbers,
 * as SQLite gives them: none of ours comes near 2^53.
 */
export function openPostgresPool(url: string, size: number): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: size,
    types: { getTypeParser: (id, format) => (id === INT8 ? (value: string) => Number(value) : pg.types.getTypeParser(id, format)) },
  });
  // An idle connection the server drops (a restart) is replaced at the next query; not a crash.
  pool.on('error', () => {});
  return pool;
}
