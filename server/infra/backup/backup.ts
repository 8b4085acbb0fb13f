// One backup: the database copied while the site serves (database-copy.ts), then DATA_DIR's files
// (data-files.ts), a manifest naming them with their SHA-256, all in one gzipped tar, encrypted when
// BACKUP_KEY is set (sealed-stream.ts), stored at the destination (destination.ts), and the oldest
// archives beyond BACKUP_KEEP removed. The archive is put together in a temporary folder (TMPDIR), which
// needs room for the database's copy, the files and the archive.
import { createWriteStream } from "node:fs";
import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { create as createTar } from "tar";
import type { S3Location } from "../files/s3-url.ts";
import { archiveName } from "./archive-names.ts";
import { databaseKind, dumpDatabase } from "./database-copy.ts";
import { copyDataFiles, hashFile, LOCAL_FOLDERS, STORED_FOLDERS } from "./data-files.ts";
import { openDestination, type Destination } from "./destination.ts";
import { DATABASE_ENTRY, FILES_ENTRY, MANIFEST, type Manifest } from "./manifest.ts";
import { sealing } from "./sealed-stream.ts";
import type { BackupSettings } from "./settings.ts";

/** What a backup reads of the configuration (server/config.ts). */
export type BackupConfig = { databaseUrl: string; dataDir: string; s3?: S3Location; backup: BackupSettings };

export type BackupResult = {
  name: string;
  /** The folder or bucket it went to. */
  destination: string;
  bytes: number;
  files: number;
  /** The older archives removed to keep BACKUP_KEEP. */
  removed: string[];
  ms: number;
};

/** Removes the oldest archives beyond the newest `keep`; answers their names. */
export async function prune(destination: Destination, keep: number): Promise<string[]> {
  const names = await destination.list();
  const old = names.slice(0, Math.max(0, names.length - keep));
  for (const name of old) await destination.remove(name);
  return old;
}

/** Backs up the database and files `config` names to its destination. */
export async function backUp(config: BackupConfig, { now = new Date() }: { now?: Date } = {}): Promise<BackupResult> {
  const started = performance.now();
  const work = await mkdtemp(path.join(tmpdir(), "qto-backup-"));
  try {
    const content = path.join(work, "content");
    await mkdir(content, { mode: 0o700 });
    // The database first: every file its copy names was complete before the copy began (data-files.ts).
    const kind = databaseKind(config.databaseUrl);
    const dump = path.join(content, DATABASE_ENTRY[kind]);
    const { migration } = await dumpDatabase(config.databaseUrl, dump);
    const database = await hashFile(dump);
    const folders = config.s3 ? LOCAL_FOLDERS : [...STORED_FOLDERS, ...LOCAL_FOLDERS];
    const files = await copyDataFiles(config.dataDir, folders, path.join(content, FILES_ENTRY));
    const manifest: Manifest = {
      format: "qto-backup",
      version: 1,
      createdAt: now.toISOString(),
      database: { kind, migration, ...database },
      uploads: config.s3 ? "s3" : "disk",
      files,
    };
    await writeFile(path.join(content, MANIFEST), JSON.stringify(manifest, null, 2));

    const name = archiveName(now, Boolean(config.backup.key));
    const archive = path.join(work, name);
    const entries = [
      MANIFEST,
      DATABASE_ENTRY[kind],
      ...((await readdir(content)).includes(FILES_ENTRY) ? [FILES_ENTRY] : []),
    ];
    // node-tar's streams are Minipass streams, which pipe like Node's.
    const tar = createTar({ gzip: true, cwd: content, portable: true }, entries) as unknown as Readable;
    await pipeline([
      tar,
      ...(config.backup.key ? [sealing(config.backup.key)] : []),
      createWriteStream(archive, { mode: 0o600 }),
    ]);
    const { size: bytes } = await stat(archive);

    const destination = await openDestination(config.backup);
    try {
      await destination.put(name, archive);
      const removed = await prune(destination, config.backup.keep);
      const ms = Math.round(performance.now() - started);
      return { name, destination: destination.describe, bytes, files: files.length, removed, ms };
    } finally {
      destination.close();
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
