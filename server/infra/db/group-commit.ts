// Group commit for SQLite. A commit writes every page the transaction changed to the WAL, and a lead
// changes about a dozen (the table, its indexes, the job and its indexes), so the commit cost more than
// the lead's own statements. Here a transaction runs in a savepoint of one open transaction, which is
// committed when the event loop next turns: the transactions of every request that arrived meanwhile
// share one COMMIT. Each stays atomic (its savepoint is rolled back alone when it fails) and nobody is told it
// committed before the COMMIT returns, so a killed process loses only work nobody was told was stored.
// PostgreSQL does the same by itself (https://www.postgresql.org/docs/current/wal-configuration.html,
// commit_delay); SQLite leaves it to the application (https://www.sqlite.org/faq.html#q19).
import type SQLite from "better-sqlite3";
import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  SqliteDialect,
  type SqliteDatabase,
} from "kysely";

/** Most transactions one COMMIT ends: enough to share the WAL's pages, few enough to answer promptly. */
export const GROUP_LIMIT = 32;
/**
 * A group open this long is committed at the end of the turn under way rather than handed on: a slow
 * transaction (one that waits on a slow disk or service inside) holds up those already in its group, not
 * those after it.
 */
export const GROUP_MAX_MS = 5;

const ROLLED_BACK = "SQLite rolled back the grouped transaction (see the error before this one)";

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

type Member = { resolve: () => void; reject: (error: unknown) => void };

/** One holder's use of the connection, from acquire to release (Kysely hands it back to each call). */
class Turn implements DatabaseConnection {
  inTransaction = false;
  over = false;
  constructor(private readonly run: (query: CompiledQuery) => QueryResult<unknown>) {}

  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    // A turn that ended has handed the connection on: its statements would run in someone else's.
    if (this.over) return Promise.reject(new Error("this connection was released"));
    return Promise.resolve(this.run(query) as QueryResult<R>);
  }

  async *streamQuery<R>(query: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    yield await this.executeQuery<R>(query);
  }
}

export class GroupCommitDriver implements Driver {
  readonly #database: SqliteDatabase;
  readonly #sqlite: SQLite.Database;
  readonly #limit: number;
  readonly #maxMs: number;
  /** Holders waiting for the connection, first come first served. */
  readonly #waiting: Array<() => void> = [];
  #held = false;
  /** The open transaction: who waits for its COMMIT, and how many transactions it holds. */
  #group: { members: Member[]; transactions: number; openedAt: number } | undefined;
  /** A commit of the open group is scheduled for the event loop's next turn. */
  #flushing = false;
  #closed = false;

  constructor(database: SqliteDatabase, sqlite: SQLite.Database, { limit = GROUP_LIMIT, maxMs = GROUP_MAX_MS } = {}) {
    this.#database = database;
    this.#sqlite = sqlite;
    this.#limit = limit;
    this.#maxMs = maxMs;
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    if (this.#held) await new Promise<void>((resolve) => this.#waiting.push(resolve));
    if (this.#closed) throw new Error("the database is closed");
    this.#held = true;
    return new Turn((query) => this.#execute(query));
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    if (!this.#group) {
      // IMMEDIATE takes the write lock now, waiting out busy_timeout while another process writes. A
      // deferred BEGIN would take it at the group's first write, and if another process wrote after the
      // group's first read, every later write of the group would fail at once with SQLITE_BUSY_SNAPSHOT
      // (https://www.sqlite.org/lang_transaction.html#deferred_immediate_and_exclusive_transactions).
      this.#run("begin immediate");
      this.#group = { members: [], transactions: 0, openedAt: performance.now() };
    }
    this.#run("savepoint grouped");
    (connection as Turn).inTransaction = true;
  }

  /** Resolves once the COMMIT that includes this transaction has returned; rejects if it did not. */
  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const turn = connection as Turn;
    if (!this.#checkGroup()) throw new Error(ROLLED_BACK);
    this.#run("release grouped");
    turn.inTransaction = false;
    this.#group!.transactions += 1;
    await this.#endTurn(turn);
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const turn = connection as Turn;
    // Kysely rolls back after a failed commit too: by then the turn is over and the group is not its own.
    if (turn.over) return;
    turn.inTransaction = false;
    if (this.#checkGroup()) {
      try {
        this.#run("rollback to grouped");
        this.#run("release grouped");
      } catch (error) {
        this.#rollbackQuietly();
        this.#lost(error);
      }
    }
    // Nothing of this transaction is kept, so it need not wait for the others' commit.
    this.#endTurn(turn).catch(() => {});
  }

  // Kysely's own savepoints (`trx.savepoint(name)`), nested in the transaction's own.
  async savepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`savepoint ${quoted(name)}`));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`rollback to ${quoted(name)}`));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`release ${quoted(name)}`));
  }

  /**
   * A holder that ran single statements while a group was open wrote them into it: it is answered once
   * the group commits, as it would have been by its own commit.
   */
  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const turn = connection as Turn;
    if (turn.over) return;
    this.#checkGroup();
    await this.#endTurn(turn);
  }

  /** Waits for the holder of the connection, commits what is open, and closes. */
  async destroy(): Promise<void> {
    await this.acquireConnection();
    if (this.#group) this.#commit();
    this.#closed = true;
    this.#database.close();
    // Whoever still waits is told the database is closed.
    for (const next of this.#waiting.splice(0)) next();
  }

  #execute(query: CompiledQuery): QueryResult<unknown> {
    const statement = this.#database.prepare(query.sql);
    if (statement.reader) return { rows: statement.all(query.parameters) as unknown[] };
    const { changes, lastInsertRowid } = statement.run(query.parameters);
    return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
  }

  #rollbackQuietly(): void {
    try {
      if (this.#sqlite.inTransaction) this.#run("rollback");
    } catch {
      // SQLite has already ended the transaction, or cannot: either way nothing of the group is kept.
    }
  }

  #run(command: string): void {
    this.#execute(CompiledQuery.raw(command));
  }

  /**
   * Hands the connection to the next holder, who continues the group. With nobody waiting the group stays
   * open until the event loop's next turn: requests whose bodies arrived in this turn join it.
   */
  #endTurn(turn: Turn): Promise<void> {
    turn.over = true;
    const group = this.#group;
    let committed = Promise.resolve();
    if (group) {
      committed = new Promise<void>((resolve, reject) => group.members.push({ resolve, reject }));
      if (group.transactions >= this.#limit || performance.now() - group.openedAt >= this.#maxMs) this.#commit();
      else if (!this.#flushing) {
        this.#flushing = true;
        setImmediate(() => this.#flush());
      }
    }
    const next = this.#waiting.shift();
    if (next) next();
    else this.#held = false;
    return committed;
  }

  /** Commits the open group, unless a holder is in it (its turn's end schedules the next look). */
  #flush(): void {
    this.#flushing = false;
    // A holder is in the group: the end of its turn looks again.
    if (this.#group && !this.#held) this.#commit();
  }

  #commit(): void {
    const group = this.#group!;
    this.#group = undefined;
    try {
      this.#run("commit");
    } catch (error) {
      // What the members hear is the COMMIT's error; a failing rollback after it adds nothing to that.
      this.#rollbackQuietly();
      for (const member of group.members) member.reject(error);
      return;
    }
    for (const member of group.members) member.resolve();
  }

  /**
   * Whether the group is still open. Some errors (a full disk, an I/O error) make SQLite roll back the
   * whole transaction by itself (https://www.sqlite.org/lang_transaction.html, "Response To Errors Within
   * A Transaction"): then everyone in the group is told their work was not stored.
   */
  #checkGroup(): boolean {
    if (!this.#group) return false;
    if (this.#sqlite.inTransaction) return true;
    this.#lost(new Error(ROLLED_BACK));
    return false;
  }

  #lost(error: unknown): void {
    const group = this.#group;
    this.#group = undefined;
    for (const member of group?.members ?? []) member.reject(error);
  }
}

/** Kysely's SQLite dialect, its driver grouping commits. */
export class GroupCommitDialect extends SqliteDialect {
  readonly #database: SqliteDatabase;
  readonly #sqlite: SQLite.Database;
  readonly #grouping: { limit?: number; maxMs?: number };

  /** `grouping` overrides GROUP_LIMIT and GROUP_MAX_MS (tests of the grouping itself, on a busy machine). */
  constructor(database: SqliteDatabase, sqlite: SQLite.Database, grouping: { limit?: number; maxMs?: number } = {}) {
    super({ database });
    this.#database = database;
    this.#sqlite = sqlite;
    this.#grouping = grouping;
  }

  override createDriver(): Driver {
    return new GroupCommitDriver(this.#database, this.#sqlite, this.#grouping);
  }
}
