import type {
  CompiledQuery,
  DatabaseConnection,
  DatabaseIntrospector,
  Dialect,
  DialectAdapter,
  Driver,
  Kysely,
  QueryCompiler,
  QueryResult,
  TransactionSettings,
} from 'kysely';

/** Told of the statements of one kind (`concerns`) from the first until its connection is released. */
export interface WriteWatch {
  concerns(sqlText: string): boolean;
  writeStarted(): void;
  writeEnded(): void;
}

/** A connection handed out by the watched driver: notes whether it ran a statement the watch concerns. */
class WatchedConnection implements DatabaseConnection {
  wrote = false;

  constructor(
    readonly inner: DatabaseConnection,
    private readonly watch: WriteWatch,
  ) {}

  #note(query: CompiledQuery): void {
    if (this.wrote || !this.watch.concerns(query.sql)) return;
    this.wrote = true;
    this.watch.writeStarted();
  }

  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    this.#note(query);
    return this.inner.executeQuery<R>(query);
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    this.#note(query);
    return this.inner.streamQuery<R>(query, chunkSize);
  }
}

/**
 * Kysely releases a connection after its one query, or after its transaction's COMMIT or ROLLBACK: so a
 * watched write "ends" only once what it wrote is committed (or gone), which is what the session cache
 * needs to know before it serves again.
 */
class WatchedDriver implements Driver {
  constructor(
    private readonly inner: Driver,
    private readonly watch: WriteWatch,
  ) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new WatchedConnection(await this.inner.acquireConnection(), this.watch);
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.inner.beginTransaction(innerOf(connection), settings);
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.commitTransaction(innerOf(connection));
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.rollbackTransaction(innerOf(connection));
  }

  async savepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ): Promise<void> {
    await this.#savepoints('savepoint').call(this.inner, innerOf(connection), name, compile);
  }

  async rollbackToSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ): Promise<void> {
    await this.#savepoints('rollbackToSavepoint').call(this.inner, innerOf(connection), name, compile);
  }

  async releaseSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ): Promise<void> {
    await this.#savepoints('releaseSavepoint').call(this.inner, innerOf(connection), name, compile);
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    try {
      await this.inner.releaseConnection(innerOf(connection));
    } finally {
      if (connection instanceof WatchedConnection && connection.wrote) {
        connection.wrote = false;
        this.watch.writeEnded();
      }
    }
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }

  #savepoints(method: 'savepoint' | 'rollbackToSavepoint' | 'releaseSavepoint') {
    const run = this.inner[method];
    if (!run) throw new Error(`this database driver has no ${method}`);
    return run;
  }
}

function innerOf(connection: DatabaseConnection): DatabaseConnection {
  return connection instanceof WatchedConnection ? connection.inner : connection;
}

/** `inner` with every connection watched for the statements `watch` concerns. */
export class WatchedDialect implements Dialect {
  constructor(
    private readonly inner: Dialect,
    private readonly watch: WriteWatch,
  ) {}

  createDriver(): Driver {
    return new WatchedDriver(this.inner.createDriver(), this.watch);
  }

  createQueryCompiler(): QueryCompiler {
    return this.inner.createQueryCompiler();
  }

  createAdapter(): DialectAdapter {
    return this.inner.createAdapter();
  }

  // biome-ignore lint/suspicious/noExplicitAny: Kysely's own Dialect signature
  createIntrospector(db: Kysely<any>): DatabaseIntrospector {
    return this.inner.createIntrospector(db);
  }
}
