// The database's part of a backup and a restore, whichever DATABASE_URL names: SQLite's online backup
// (sqlite-copy.ts) or pg_dump and pg_restore (postgres-copy.ts).
import { dumpPostgres, emptyPostgres, postgresIsEmpty, postgresMigration, restorePostgres } from "./postgres-copy.ts";
import { dumpSqlite, restoreSqlite, sqliteIsEmpty, sqliteMigration } from "./sqlite-copy.ts";

export type DatabaseKind = "sqlite" | "postgres";

export const databaseKind = (url: string): DatabaseKind => (url.startsWith("sqlite:") ? "sqlite" : "postgres");

/** Copies the database to `target` while the site serves; answers its kind and last migration. */
export async function dumpDatabase(url: string, target: string) {
  const kind = databaseKind(url);
  if (kind === "sqlite") {
    await dumpSqlite(url, target);
    return { kind, migration: sqliteMigration(target) };
  }
  // Read first: migrations run only when a server starts, so the dump that follows has the same one.
  const migration = await postgresMigration(url);
  await dumpPostgres(url, target);
  return { kind, migration };
}

export const databaseIsEmpty = (url: string): Promise<boolean> =>
  databaseKind(url) === "sqlite" ? Promise.resolve(sqliteIsEmpty(url)) : postgresIsEmpty(url);

/** Restores `source` (a copy of `kind`) as the database at `url`, emptying it first when `force`. */
export async function restoreDatabase(url: string, source: string, { force }: { force: boolean }): Promise<void> {
  if (databaseKind(url) === "sqlite") return restoreSqlite(url, source);
  if (force) await emptyPostgres(url);
  await restorePostgres(url, source);
}
