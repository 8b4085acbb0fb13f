// PostgreSQL's part of a backup and a restore, through PostgreSQL's own tools: pg_dump's custom format
// (one consistent snapshot, taken in a repeatable-read transaction while the site goes on writing;
// compressed) and pg_restore into an empty database, in one transaction that either restores all or
// nothing. The password goes in PGPASSWORD, never on a command line other users can read.
import { spawn } from "node:child_process";
import pg from "pg";

/** The URL without its password, and the password, for libpq's tools. */
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = "";
  return { dbname: parsed.toString(), env: { ...process.env, ...(password && { PGPASSWORD: password }) } };
}

/** Runs one of PostgreSQL's client programs; rejects with what it printed when it fails. */
function run(program: "pg_dump" | "pg_restore", args: string[], url: string): Promise<void> {
  const { dbname, env } = connection(url);
  const child = spawn(program, [...args, `--dbname=${dbname}`], { env, stdio: ["ignore", "ignore", "pipe"] });
  let errors = "";
  child.stderr.on("data", (chunk: Buffer) => void (errors += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once("error", (error: NodeJS.ErrnoException) =>
      reject(
        error.code === "ENOENT"
          ? new Error(`${program} is not installed: apt-get install postgresql-client (of the server's major version).`)
          : error,
      ),
    );
    child.once("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${program} failed (exit ${code}): ${errors.trim()}`)),
    );
  });
}

async function query<Row>(url: string, text: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows as Row[];
  } finally {
    await client.end();
  }
}

/** Dumps the database at `url` to `target` in pg_dump's custom format. */
export const dumpPostgres = (url: string, target: string): Promise<void> =>
  run("pg_dump", ["--format=custom", `--file=${target}`], url);

/** The last migration the database had run; null before the first. */
export async function postgresMigration(url: string): Promise<string | null> {
  const [table] = await query<{ name: string | null }>(url, "select to_regclass('public.kysely_migration') as name");
  if (!table?.name) return null;
  const [row] = await query<{ name: string }>(url, "select name from kysely_migration order by name desc limit 1");
  return row?.name ?? null;
}

/** Whether the database has no table of its own (any schema but PostgreSQL's). */
export async function postgresIsEmpty(url: string): Promise<boolean> {
  const rows = await query(
    url,
    "select 1 from pg_tables where schemaname not in ('pg_catalog', 'information_schema') limit 1",
  );
  return rows.length === 0;
}

/** Empties the database: its public schema and all in it, made again empty. */
export async function emptyPostgres(url: string): Promise<void> {
  await query(url, "drop schema if exists public cascade; create schema public");
}

/** Restores a pg_dump custom-format file into the (empty) database at `url`. */
export const restorePostgres = (url: string, source: string): Promise<void> =>
  run("pg_restore", ["--no-owner", "--no-privileges", "--exit-on-error", "--single-transaction", source], url);
