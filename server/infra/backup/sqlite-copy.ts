// SQLite's part of a backup and a restore. The copy is SQLite's online backup API
// (https://www.sqlite.org/backup.html) through better-sqlite3, run on a connection of its own in a worker
// thread: all pages in one step, so one read transaction sees one state of the database while the site
// goes on writing (WAL: readers and the writer do not wait on each other), and the server's event loop is
// not held while the pages are copied. better-sqlite3's default, 100 pages a step, starts over whenever
// another connection writes between two steps, which a busy site may do forever.
import { existsSync } from "node:fs";
import { copyFile, mkdir, rename, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { Worker } from "node:worker_threads";
import SQLite from "better-sqlite3";

const WORKER = `
const { workerData } = require("node:worker_threads");
const Database = require(workerData.module);
const source = new Database(workerData.source, { fileMustExist: true });
source.pragma("busy_timeout = 5000");
source
  .backup(workerData.target, { progress: () => 0x7fffffff })
  .finally(() => source.close());
`;

/** The file of a `sqlite:PATH` URL. */
export const sqliteFile = (url: string): string => path.resolve(url.replace(/^sqlite:/, ""));

/** Copies the database at `url` to `target` while it is in use. */
export function dumpSqlite(url: string, target: string): Promise<void> {
  if (!existsSync(sqliteFile(url)))
    return Promise.reject(new Error(`There is no SQLite database at ${sqliteFile(url)}: check DATABASE_URL.`));
  const worker = new Worker(WORKER, {
    eval: true,
    workerData: { module: createRequire(import.meta.url).resolve("better-sqlite3"), source: sqliteFile(url), target },
  });
  return new Promise((resolve, reject) => {
    worker.once("error", reject);
    worker.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`the SQLite backup ended with ${code}`))));
  });
}

/** The last migration a copy (or any SQLite file) had run; null before the first. */
export function sqliteMigration(file: string): string | null {
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const table = db.prepare("select 1 from sqlite_master where type = 'table' and name = 'kysely_migration'").get();
    if (!table) return null;
    const row = db.prepare("select name from kysely_migration order by name desc limit 1").get() as
      { name: string } | undefined;
    return row?.name ?? null;
  } finally {
    db.close();
  }
}

/** Whether the database at `url` has no table: a file not there yet, or one with nothing in it. */
export function sqliteIsEmpty(url: string): boolean {
  const file = sqliteFile(url);
  if (!existsSync(file)) return true;
  const db = new SQLite(file, { fileMustExist: true });
  try {
    return !db.prepare("select 1 from sqlite_master where type = 'table' limit 1").get();
  } finally {
    db.close();
  }
}

/** Puts the copy `source` in place of the database at `url` (the server stopped). */
export async function restoreSqlite(url: string, source: string): Promise<void> {
  const file = sqliteFile(url);
  await mkdir(path.dirname(file), { recursive: true });
  const incoming = `${file}.restoring`;
  await copyFile(source, incoming);
  // The write-ahead log and its index belong to the database being replaced: left, SQLite would replay
  // the old database's last writes onto the restored one.
  await Promise.all(["", "-wal", "-shm"].map((suffix) => rm(file + suffix, { force: true })));
  await rename(incoming, file);
}
