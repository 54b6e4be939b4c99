import {
  CompiledQuery,
  SelectQueryNode,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  type SqliteDatabase,
  type TransactionSettings,
} from 'kysely';

/**
 * SQLite on two connections to one file: a writer, which runs every write and every transaction
 * one at a time, and a reader, which answers reads made outside a transaction. In WAL mode a
 * reader sees the last commit and never waits for a writer, so a long transaction (a 20,000-row
 * import) does not hold up the pages other people are reading. Kysely's own SQLite dialect keeps
 * one connection for everything, so every read queued behind such a transaction.
 *
 * @param writer the connection that writes (the rate limits share it)
 * @param reader a second connection to the same file, opened read-only (`query_only`)
 * @example new Kysely({ dialect: new ReaderWriterSqliteDialect(asKyselySqlite(writer), asKyselySqlite(reader)) })
 */
export class ReaderWriterSqliteDialect implements Dialect {
  readonly #writer: SqliteDatabase;
  readonly #reader: SqliteDatabase;

  constructor(writer: SqliteDatabase, reader: SqliteDatabase) {
    this.#writer = writer;
    this.#reader = reader;
  }

  createAdapter() {
    return new ManyConnectionsAdapter();
  }

  createDriver(): Driver {
    return new ReaderWriterDriver(this.#writer, this.#reader);
  }

  createIntrospector(db: Kysely<unknown>) {
    return new SqliteIntrospector(db);
  }

  createQueryCompiler() {
    return new SqliteQueryCompiler();
  }
}

/** Lets Kysely hand out a connection per query: the driver, not one lock for all, decides who waits. */
class ManyConnectionsAdapter extends SqliteAdapter {
  override get supportsMultipleConnections(): boolean {
    return true;
  }
}

type Release = () => void;

class ReaderWriterDriver implements Driver {
  readonly writer: SqliteDatabase;
  readonly reader: SqliteDatabase;
  /** Settles when the writer is free: each taker chains on the one before. */
  #writerFree: Promise<void> = Promise.resolve();

  constructor(writer: SqliteDatabase, reader: SqliteDatabase) {
    this.writer = writer;
    this.reader = reader;
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return new ReaderWriterConnection(this);
  }

  /** Waits until no one else holds the writer; answers how to give it back. */
  async takeWriter(): Promise<Release> {
    let release: Release = () => {};
    const before = this.#writerFree;
    this.#writerFree = new Promise<void>((resolve) => (release = resolve));
    await before;
    return release;
  }

  async beginTransaction(connection: ReaderWriterConnection, settings: TransactionSettings): Promise<void> {
    await connection.begin(settings.accessMode === 'read only');
  }

  async commitTransaction(connection: ReaderWriterConnection): Promise<void> {
    connection.end('commit');
  }

  async rollbackTransaction(connection: ReaderWriterConnection): Promise<void> {
    connection.end('rollback');
  }

  async releaseConnection(): Promise<void> {}

  async destroy(): Promise<void> {
    this.reader.close();
    this.writer.close();
  }
}

/** One query's or one transaction's connection: the writer while in a transaction or writing, else the reader. */
class ReaderWriterConnection implements DatabaseConnection {
  readonly #driver: ReaderWriterDriver;
  /** Set while this connection runs a transaction on the writer. */
  #release: Release | undefined;

  constructor(driver: ReaderWriterDriver) {
    this.#driver = driver;
  }

  /**
   * A transaction that writes takes the write lock at once (`immediate`), waiting the busy
   * timeout for another process's writer: a deferred one that read first could not wait, and
   * its first write failed "database is locked" once another process (the tutor tool) had
   * committed meanwhile. A read-only one (a backup's snapshot) stays deferred, so other
   * processes go on writing while it reads.
   */
  async begin(readOnly: boolean): Promise<void> {
    this.#release = await this.#driver.takeWriter();
    run(this.#driver.writer, CompiledQuery.raw(readOnly ? 'begin' : 'begin immediate'));
  }

  end(how: 'commit' | 'rollback'): void {
    try {
      run(this.#driver.writer, CompiledQuery.raw(how));
    } finally {
      this.#release?.();
      this.#release = undefined;
    }
  }

  async executeQuery<Row>(query: CompiledQuery): Promise<QueryResult<Row>> {
    // A transaction reads its own writes; raw SQL (a pragma, `select 1`) is not known to read only.
    if (this.#release) return run(this.#driver.writer, query);
    if (SelectQueryNode.is(query.query)) return run(this.#driver.reader, query);
    const release = await this.#driver.takeWriter();
    try {
      return run(this.#driver.writer, query);
    } finally {
      release();
    }
  }

  // eslint-disable-next-line require-yield -- nothing in the app streams; Kysely's interface asks for the method.
  async *streamQuery(): AsyncIterableIterator<QueryResult<never>> {
    throw new Error('Queries are not streamed from SQLite here.');
  }
}

/** One statement on one connection, answered as Kysely's own SQLite driver answers it. */
function run<Row>(database: SqliteDatabase, { sql, parameters }: CompiledQuery): QueryResult<Row> {
  const statement = database.prepare(sql);
  if (statement.reader) return { rows: statement.all(parameters) as Row[] };
  const { changes, lastInsertRowid } = statement.run(parameters);
  return {
    rows: [],
    numAffectedRows: changes == null ? undefined : BigInt(changes),
    insertId: lastInsertRowid == null ? undefined : BigInt(lastInsertRowid),
  };
}
