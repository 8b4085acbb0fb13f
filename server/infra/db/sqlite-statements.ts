// Kysely's SQLite driver prepares every query anew (`db.prepare(sql)` on each call), and preparing is a
// good part of a small write's cost. Kysely compiles the same SQL text for the same query shape, so the
// statements are kept by their text and reused: better-sqlite3 binds fresh parameters on every run
// (https://github.com/WiseLibs/better-sqlite3/blob/master/docs/api.md#class-statement), and SQLite
// prepares a kept statement again by itself after the schema changes
// (https://www.sqlite.org/c3ref/prepare.html, sqlite3_prepare_v2). Kysely runs one query at a time on
// its single connection, so a kept statement is never in use twice at once.
//
// A reader's rows come from SQLite as arrays and are made objects here: better-sqlite3 builds each row
// object in C++ a property at a time, which was 40% of reading the board's million rows at start (2.6 s
// against 1.6 s), and reads of a page of cards are faster too. A one-row read costs the same.
import type SQLite from "better-sqlite3";
import type { SqliteDatabase, SqliteStatement } from "kysely";

/**
 * Statements kept at most: enough for every query the server writes and reads often; the project list's
 * filters make more shapes (one per number of `in` values), which come and go, least recently used first.
 */
export const KEPT_STATEMENTS = 500;

/** `database` as Kysely's SqliteDialect takes it, preparing each distinct SQL text once. */
export function preparedOnce(database: SQLite.Database, kept = KEPT_STATEMENTS): SqliteDatabase {
  // A Map iterates in insertion order: deleting and setting again on every use keeps it least recently used first.
  const statements = new Map<string, SqliteStatement>();
  // A schema change, by this connection or another (a migration run by `npm run users` while the server
  // runs), may change what a kept `select *` answers: the statements are prepared anew, their column
  // names read again. SQLite counts schema changes in the header (https://www.sqlite.org/pragma.html#pragma_schema_version).
  const schemaVersion = database.prepare("pragma schema_version").pluck();
  // Run, a statement finds the schema changed and has SQLite load it again; until then, one prepared
  // would still be given the old one's columns.
  const loadSchema = database.prepare("select 1 from sqlite_master limit 1").pluck();
  let preparedAt: unknown;
  return {
    close: () => database.close(),
    prepare(sql: string) {
      const version = schemaVersion.get();
      if (version !== preparedAt) {
        statements.clear();
        loadSchema.get();
        preparedAt = version;
      }
      let statement = statements.get(sql);
      if (statement) statements.delete(sql);
      else statement = rowsAsObjects(database.prepare(sql));
      statements.set(sql, statement);
      if (statements.size > kept) statements.delete(statements.keys().next().value!);
      return statement;
    },
  };
}

/** `statement`, a reader's rows read as arrays and made objects keyed by its column names. */
function rowsAsObjects(statement: SQLite.Statement): SqliteStatement {
  if (!statement.reader) return statement;
  const names = statement.columns().map(({ name }) => name);
  statement.raw(true);
  const toObject = (values: unknown[]) => {
    const row: Record<string, unknown> = {};
    // In column order, so a name given twice keeps the later value, as better-sqlite3's objects do.
    for (let i = 0; i < names.length; i++) row[names[i]!] = values[i];
    return row;
  };
  return {
    reader: true,
    all: (parameters) => (statement.all(parameters) as unknown[][]).map(toObject),
    run: (parameters) => statement.run(parameters),
    *iterate(parameters) {
      for (const values of statement.iterate(parameters) as IterableIterator<unknown[]>) yield toObject(values);
    },
  };
}
