// node-postgres sends a query without a name as PostgreSQL's unnamed statement, which the server parses,
// analyses and plans anew on every run. A named statement is parsed once per connection and from then on
// only bound and executed (https://www.postgresql.org/docs/current/protocol-flow.html#PROTOCOL-FLOW-EXT-QUERY,
// https://node-postgres.com/features/queries#prepared-statements). Naming the writes took PostgreSQL's
// CPU for a create-contact from 750–850 to 480–550 µs (statements prepared once).
//
// Only writes are named: they are the hot path and a fixed set the code writes. Reads are left unnamed,
// as a named statement may be given a generic plan after five runs, and the board's filters deserve a plan
// for their own values (https://www.postgresql.org/docs/current/sql-prepare.html, plan_cache_mode). A
// statement answering `*` is not named either: after a migration adds a column (another process's, in a
// rolling deploy) PostgreSQL refuses to run it ("cached plan must not change result type"). Nor is a bulk
// write of many rows (an import's batch, a seed): its text changes with its row count, runs rarely, and
// would hold its parse tree on every connection.
import type { PostgresPool, PostgresPoolClient } from "kysely";
import type pg from "pg";

/**
 * Distinct statements named at most; those beyond run unnamed. A named statement lives as long as its
 * connection, so the names are never reused for other texts.
 */
export const KEPT_PG_STATEMENTS = 200;

/** Parameters a named write has at most: a lead's insert has 10, a bulk insert hundreds. */
export const NAMED_MAX_PARAMETERS = 64;

/**
 * Errors after which the connection itself is gone: none has a SQLSTATE (node-postgres raised it, the
 * socket closed), or PostgreSQL said so as it ended the connection, classes 08 (connection exception) and
 * 57P (the administrator or a crash ended it: pg_terminate_backend, a restart). The FATAL can reach a
 * query in flight before the socket's end reaches the client, which would otherwise go back to the pool
 * still looking usable (https://www.postgresql.org/docs/current/errcodes-appendix.html).
 */
const lostConnection = (error: { code?: string }) => !error.code || /^(08|57P)/.test(error.code);

/**
 * Errors after which a connection's named statements cannot be trusted either: one is missing or its
 * answer changed shape. An error with no SQLSTATE came from node-postgres itself, such as a value it could
 * not send, after which it has closed the statement yet counts it as parsed. The connection is dropped,
 * not reused; the query still fails.
 */
const staleAfter = (error: { code?: string }) => lostConnection(error) || ["26000", "0A000"].includes(error.code!);

/** Whether `sql` (as Kysely writes it, lower case) is a write whose answer keeps its shape. */
export const isNamedWrite = (sql: string, parameters: number) =>
  /^(insert|update|delete)\b/.test(sql) && !sql.includes("*") && parameters <= NAMED_MAX_PARAMETERS;

/** `pool` as Kysely's PostgresDialect takes it, its clients naming each write's SQL text. */
export function preparedWritesOnce(pool: pg.Pool, kept = KEPT_PG_STATEMENTS): PostgresPool {
  const names = new Map<string, string>();
  const nameOf = (sql: string) => {
    let name = names.get(sql);
    if (!name && names.size < kept) names.set(sql, (name = `qto_${names.size}`));
    return name;
  };
  // One wrapper a client, so Kysely's own cache of connections (a WeakMap keyed by client) holds.
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    let stale: Error | undefined;
    // A connection that fails while in use (PostgreSQL restarted mid-request) fails its query, which its
    // caller hears; its `error` event, unheard, would end the process, as the pool stops listening to a
    // client it hands out (https://node-postgres.com/apis/pool#releasing-clients). It is dropped.
    client.on("error", (error) => void (stale = error));
    const dropIf = (test: (error: { code?: string }) => boolean) => (error: Error & { code?: string }) => {
      if (test(error)) stale = error;
      throw error;
    };
    return {
      // Kysely passes a string and its parameters, or a cursor (a Submittable) for a streamed read.
      query: ((query: string | pg.Submittable, parameters: unknown[] = []) => {
        if (typeof query !== "string") return client.query(query);
        const name = isNamedWrite(query, parameters.length) ? nameOf(query) : undefined;
        // Unnamed, as Kysely sends it: node-postgres copies a config object (descriptors and all) first.
        // A read whose connection ended fails before the client's `error` event marks it, if that comes
        // at all: the failure itself marks it, so the pool never hands it out again.
        if (!name) return client.query(query, parameters).catch(dropIf(lostConnection));
        return client.query({ name, text: query, values: parameters }).catch(dropIf(staleAfter));
      }) as unknown as PostgresPoolClient["query"],
      // Given an error, the pool closes the connection instead of keeping it.
      release: () => client.release(stale),
    };
  };
  return {
    async connect() {
      const client = await pool.connect();
      let wrapper = wrappers.get(client);
      if (!wrapper) wrappers.set(client, (wrapper = wrap(client)));
      return wrapper;
    },
    end: () => pool.end(),
  };
}
