import type {
  CompiledQuery,
  DatabaseConnection,
  Dialect,
  Driver,
  OperationNode,
  QueryCompiler,
  QueryResult,
  RootOperationNode,
  TransactionSettings,
} from "kysely";

/**
 * Tells listeners which table an insert, update or delete through the portal's Kysely instance
 * writes: before it runs, and again once other connections can see it — when the statement has
 * run outside a transaction, or when its transaction has committed (or rolled back). What a
 * process keeps of the database for a while (app/page/shared-reads.server.ts) forgets it both
 * times: a read on another connection between the statement and the commit (PostgreSQL's pool)
 * still sees the past, and would otherwise be kept for its whole time (issue 37).
 * Writes in raw SQL, or by another process, are not seen; a keeper bounds those by its own time.
 *
 * Wired as a wrapper of the dialect's driver (`tellingWrites`, app/db/db.server.ts): the driver is
 * where a statement meets its connection and a transaction its end.
 */
type Listener = (table: string) => void;
const listeners: Listener[] = [];

export function onTableWritten(listener: Listener): void {
  listeners.push(listener);
}

function tableName(node: OperationNode | undefined): string | null {
  if (!node) return null;
  if (node.kind === "AliasNode") return tableName((node as unknown as { node: OperationNode }).node);
  if (node.kind === "TableNode") return (node as unknown as { table: { identifier: { name: string } } }).table.identifier.name;
  return null;
}

function writtenTable(node: RootOperationNode): string | null {
  switch (node.kind) {
    case "InsertQueryNode":
      return tableName(node.into);
    case "UpdateQueryNode":
      return tableName(node.table);
    case "DeleteQueryNode":
      return tableName(node.from.froms[0]);
    default:
      return null;
  }
}

function tell(table: string) {
  for (const listener of listeners) listener(table);
}

class TellingConnection implements DatabaseConnection {
  /** The tables written in the open transaction, told again when it ends; null outside one. */
  pending: Set<string> | null = null;

  constructor(readonly inner: DatabaseConnection) {}

  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const table = listeners.length ? writtenTable(query.query) : null;
    // A read goes straight through, with no promise of its own: a page runs some twenty.
    return table ? this.#write<R>(table, query) : this.inner.executeQuery<R>(query);
  }

  async #write<R>(table: string, query: CompiledQuery): Promise<QueryResult<R>> {
    tell(table);
    try {
      return await this.inner.executeQuery<R>(query);
    } finally {
      if (this.pending) this.pending.add(table);
      else tell(table);
    }
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(query, chunkSize);
  }
}

const innerOf = (connection: DatabaseConnection) => (connection instanceof TellingConnection ? connection.inner : connection);

class TellingDriver implements Driver {
  readonly #wrapped = new WeakMap<DatabaseConnection, TellingConnection>();

  constructor(readonly inner: Driver) {}

  init() {
    return this.inner.init();
  }

  acquireConnection(): Promise<DatabaseConnection> {
    return this.inner.acquireConnection().then(this.#wrap);
  }

  /** Each of the inner driver's connections has one wrapper, made the first time it is lent. */
  readonly #wrap = (connection: DatabaseConnection): DatabaseConnection => {
    let wrapped = this.#wrapped.get(connection);
    if (!wrapped) this.#wrapped.set(connection, (wrapped = new TellingConnection(connection)));
    return wrapped;
  };

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    await this.inner.beginTransaction(innerOf(connection), settings);
    if (connection instanceof TellingConnection) connection.pending = new Set();
  }

  async commitTransaction(connection: DatabaseConnection) {
    try {
      await this.inner.commitTransaction(innerOf(connection));
    } finally {
      this.#ended(connection);
    }
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    try {
      await this.inner.rollbackTransaction(innerOf(connection));
    } finally {
      this.#ended(connection);
    }
  }

  /** The transaction is over: what it wrote is now what everyone reads. */
  #ended(connection: DatabaseConnection) {
    if (!(connection instanceof TellingConnection) || !connection.pending) return;
    const written = connection.pending;
    connection.pending = null;
    for (const table of written) tell(table);
  }

  async savepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler["compileQuery"]) {
    if (!this.inner.savepoint) throw new Error("the driver has no savepoints");
    await this.inner.savepoint(innerOf(connection), name, compile);
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler["compileQuery"]) {
    if (!this.inner.rollbackToSavepoint) throw new Error("the driver has no savepoints");
    await this.inner.rollbackToSavepoint(innerOf(connection), name, compile);
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler["compileQuery"]) {
    if (!this.inner.releaseSavepoint) throw new Error("the driver has no savepoints");
    await this.inner.releaseSavepoint(innerOf(connection), name, compile);
  }

  releaseConnection(connection: DatabaseConnection) {
    return this.inner.releaseConnection(innerOf(connection));
  }

  destroy() {
    return this.inner.destroy();
  }
}

/** `dialect` whose connections tell the listeners of each table written (see above). */
export function tellingWrites(dialect: Dialect): Dialect {
  return {
    createDriver: () => new TellingDriver(dialect.createDriver()),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createAdapter: () => dialect.createAdapter(),
    createIntrospector: (db) => dialect.createIntrospector(db),
  };
}
