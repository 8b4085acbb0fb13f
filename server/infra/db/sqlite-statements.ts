// Kysely's SQLite driver prepares every query anew (`db.prepare(sql)` on each call), and preparing is a
// good part of a small write's cost. Kysely compiles the same SQL text for the same query shape, so the
// statements are kept by their text and reused: better-sqlite3 binds fresh parameters on every run
// (https://github.com/WiseLibs/better-sqlite3/blob/master/docs/api.md#class-statement), and SQLite
// prepares a kept statement again by itself after the schema changes
// (https://www.sqlite.org/c3ref/prepare.html, sqlite3_prepare_v2). Kysely runs one query at a time on
// its single connection, so a kept statement is never in use twice at once.
import type SQLite from "better-sqlite3";
import type { SqliteDatabase } from "kysely";

/**
 * Statements kept at most: enough for every query the server writes and reads often; the project list's
 * filters make more shapes (one per number of `in` values), which come and go, least recently used first.
 */
export const KEPT_STATEMENTS = 500;

/** `database` as Kysely's SqliteDialect takes it, preparing each distinct SQL text once. */
export function preparedOnce(database: SQLite.Database, kept = KEPT_STATEMENTS): SqliteDatabase {
  // A Map iterates in insertion order: deleting and setting again on every use keeps it least recently used first.
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => database.close(),
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (statement) statements.delete(sql);
      else statement = database.prepare(sql);
      statements.set(sql, statement);
      if (statements.size > kept) statements.delete(statements.keys().next().value!);
      return statement;
    },
  };
}
