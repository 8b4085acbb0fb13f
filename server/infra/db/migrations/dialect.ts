// What differs between the two dialects in a migration, for the migrations from 013 on: the
// auto-increment id column, and whether raw SQL must be PostgreSQL's.
import { type CreateTableBuilder, type Kysely, PostgresAdapter, sql } from "kysely";

export const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

/** Adds an auto-increment integer primary key `id` (serial on PostgreSQL). */
export function withId<T extends string>(db: Kysely<unknown>, table: CreateTableBuilder<T, never>) {
  return isPostgres(db)
    ? table.addColumn("id", "serial", (c) => c.primaryKey())
    : table.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement());
}

/**
 * Makes the database refuse every UPDATE and DELETE of `table`'s rows with `message` (a function and a
 * trigger `<table>_append_only` on PostgreSQL, triggers `<table>_no_update|delete` on SQLite).
 */
export async function appendOnly(db: Kysely<unknown>, table: string, message: string): Promise<void> {
  if (isPostgres(db)) {
    await sql
      .raw(
        `create function ${table}_append_only() returns trigger language plpgsql as $$
      begin raise exception '${message}'; end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${table}_append_only before update or delete on ${table}
      for each row execute function ${table}_append_only()`,
      )
      .execute(db);
  } else {
    for (const event of ["update", "delete"])
      await sql
        .raw(
          `create trigger ${table}_no_${event} before ${event} on ${table}
           begin select raise(abort, '${message}'); end`,
        )
        .execute(db);
  }
}
