// Kysely builds a query's tree and compiles it to SQL on every run: for the statements every lead writes
// (the lead, its job, its webhook deliveries, its rate-limit count, its idempotency record) that was 14%
// of a lead's CPU, more than any other part of the request but SQLite's own work. A
// query whose shape does not depend on its values is built here once, with a placeholder where each
// value goes, compiled once for each dialect, and run with the values put in the placeholders' places in
// its parameters. The values still travel as bound parameters, never in the SQL text. kysely-params does
// the same (https://github.com/jtlapp/kysely-params) but depends on Kysely 0.24.
import { type Compilable, type CompiledQuery, type Kysely, type QueryResult, createQueryId } from "kysely";
import type { Database } from "./schema.ts";

const misused = (name: string) =>
  new TypeError(`compiledOnce: "${name}" may only be placed in the query as a value, not read or combined`);

/** Where a value goes, as the query is built: Kysely keeps it as a parameter like any other value. */
class Placeholder {
  constructor(readonly name: string) {}
  // Made text or a number while the query is built (`${value}`, JSON.stringify), it would be that text in
  // every run: say so instead.
  toJSON(): never {
    throw misused(this.name);
  }
  [Symbol.toPrimitive](): never {
    throw misused(this.name);
  }
}

/** A query compiled once for a dialect: its SQL, and for each parameter, the value's name or the constant. */
type Compiled = { query: CompiledQuery; parameters: Array<{ name: string } | { constant: unknown }> };

export type CompiledOnce<Values, Row> = (db: Kysely<Database>, values: Values) => Promise<QueryResult<Row>>;

/**
 * `build` makes the query from `values`, each of which it may only place in the query as a value (in
 * `values()`, `set()`, a `where` or an `sql` template): when it is built, each is a placeholder, so it can
 * be neither tested (`??`, `?:`, `is null`) nor spread (name each one). Run with a transaction, the query
 * runs in it; run with a database that has plugins (`withPlugin`, `withSchema`), it is built anew, so
 * they see and change it as they would any query.
 */
export function compiledOnce<Values extends Record<string, unknown>, Row>(
  build: (db: Kysely<Database>, values: Values) => Compilable<Row>,
): CompiledOnce<Values, Row> {
  // By the dialect's adapter, which a database and its transactions share: the SQL differs by dialect.
  const compiled = new WeakMap<object, Compiled>();

  function compile(db: Kysely<Database>): Compiled {
    const handedOut = new Set<string>();
    const placeholders = new Proxy({} as Values, {
      get: (_, key) => {
        const name = String(key);
        handedOut.add(name);
        return new Placeholder(name);
      },
      // Spread or listed, `values` would give no columns at all: say so at once.
      ownKeys: () => {
        throw new TypeError("compiledOnce: name each value; the values cannot be spread or listed");
      },
    });
    const query = build(db, placeholders).compile();
    const parameters = query.parameters.map((parameter) =>
      parameter instanceof Placeholder ? { name: parameter.name } : { constant: parameter },
    );
    // A value read but found in no parameter went somewhere else: into an object, a test, a constant.
    const placed = new Set(parameters.flatMap((parameter) => ("name" in parameter ? [parameter.name] : [])));
    for (const name of handedOut) if (!placed.has(name)) throw misused(name);
    return { query, parameters };
  }

  return async (db, values) => {
    const executor = db.getExecutor();
    if (executor.plugins.length) return db.executeQuery<Row>(build(db, values));
    let query = compiled.get(executor.adapter);
    if (!query) compiled.set(executor.adapter, (query = compile(db)));
    const parameters = query.parameters.map((parameter) => {
      if (!("name" in parameter)) return parameter.constant;
      const value = values[parameter.name];
      // Kysely leaves out a column whose value is undefined; here its place is taken: null must be said.
      if (value === undefined) throw new TypeError(`compiledOnce: no value for "${parameter.name}"`);
      return value;
    });
    return db.executeQuery<Row>({ ...query.query, parameters, queryId: createQueryId() });
  };
}
