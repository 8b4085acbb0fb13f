// What differs between the two dialects in a migration, for the migrations from 013 on: the
// auto-increment id column, and whether raw SQL must be PostgreSQL's.
import { type CreateTableBuilder, type Kysely, PostgresAdapter } from "kysely";

export const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

/** Adds an auto-increment integer primary key `id` (serial on PostgreSQL). */
export function withId<T extends string>(db: Kysely<unknown>, table: CreateTableBuilder<T, never>) {
  return isPostgres(db)
    ? table.addColumn("id", "serial", (c) => c.primaryKey())
    : table.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement());
}
