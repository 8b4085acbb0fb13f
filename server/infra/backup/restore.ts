// Restores an archive into the database and data folder the configuration names: only when both are empty
// (or `force`, which empties them first), only an archive this version of the site can read, and only once
// every file, the database's copy included, matches the SHA-256 its manifest gives. The server must be
// stopped meanwhile; it runs any newer migrations when it starts again.
import { createReadStream } from "node:fs";
import { mkdir, mkdtemp, open, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import * as v from "valibot";
import { extract as extractTar } from "tar";
import { MIGRATIONS } from "../db/database.ts";
import { diskObjects } from "../files/disk-objects.ts";
import type { ObjectStore } from "../files/object-store.ts";
import type { BackupConfig } from "./backup.ts";
import { isArchiveName } from "./archive-names.ts";
import { databaseIsEmpty, databaseKind, restoreDatabase } from "./database-copy.ts";
import { filesIn, hashFile, noDataFiles, placeFile, removeDataFiles } from "./data-files.ts";
import { openDestination } from "./destination.ts";
import { DATABASE_ENTRY, FILES_ENTRY, MANIFEST, ManifestSchema, type Manifest } from "./manifest.ts";
import { isSealed, unsealing } from "./sealed-stream.ts";

/** A restore that would be wrong, said plainly; nothing was changed. */
export class RestoreRefused extends Error {}

export type RestoreResult = { manifest: Manifest; files: number; notes: string[] };

/** The archive as a local file: `archive` itself, or the archive of that name at the destination. */
async function localArchive(config: BackupConfig, archive: string, work: string): Promise<string> {
  if (
    await stat(archive).then(
      (found) => found.isFile(),
      () => false,
    )
  )
    return archive;
  if (!isArchiveName(archive))
    throw new RestoreRefused(
      `No archive at ${archive}: give a file's path, or a name \`npm run backup -- --list\` shows.`,
    );
  const destination = await openDestination(config.backup);
  try {
    if (!(await destination.list()).includes(archive))
      throw new RestoreRefused(`No archive named ${archive} in ${destination.describe}.`);
    const local = path.join(work, archive);
    await destination.fetch(archive, local);
    return local;
  } finally {
    destination.close();
  }
}

async function startsSealed(file: string): Promise<boolean> {
  const handle = await open(file);
  try {
    const { buffer, bytesRead } = await handle.read({ buffer: Buffer.alloc(16), position: 0 });
    return isSealed(buffer.subarray(0, bytesRead));
  } finally {
    await handle.close();
  }
}

/** Unpacks the archive into `into`, decrypting it on the way when it is encrypted. */
async function unpack(file: string, key: string | undefined, into: string): Promise<void> {
  const sealed = await startsSealed(file);
  if (sealed && !key) throw new RestoreRefused("The archive is encrypted: set BACKUP_KEY to the key it was made with.");
  const allowed = new Set<string>([MANIFEST, ...Object.values(DATABASE_ENTRY)]);
  const unexpected: string[] = [];
  await pipeline([
    createReadStream(file),
    ...(sealed ? [unsealing(key!)] : []),
    // node-tar's streams are Minipass streams, which pipe like Node's.
    extractTar({
      cwd: into,
      strict: true,
      // Files and folders only: a link in a crafted archive could have a file outside it read as its own.
      filter: (entry, stat) => {
        const name = entry.replace(/\/$/, "");
        const kind = "type" in stat ? stat.type : "File";
        const ok =
          (kind === "File" || kind === "Directory") &&
          (allowed.has(name) || name === FILES_ENTRY || name.startsWith(`${FILES_ENTRY}/`));
        if (!ok) unexpected.push(entry);
        return ok;
      },
    }) as unknown as Writable,
  ]);
  if (unexpected.length) throw new RestoreRefused(`Not a backup of this site: it holds ${unexpected.join(", ")}.`);
}

/** The manifest, checked against this code and against every byte unpacked. */
async function checkedManifest(content: string): Promise<Manifest> {
  const raw = await readFile(path.join(content, MANIFEST), "utf8").catch(() => "");
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    json = undefined;
  }
  const parsed = v.safeParse(ManifestSchema, json);
  if (!parsed.success) throw new RestoreRefused("Not a backup of this site, or of a version this code cannot read.");
  const manifest = parsed.output;
  if (manifest.database.migration && !(manifest.database.migration in MIGRATIONS))
    throw new RestoreRefused(
      `The archive comes from a newer version of the site (migration ${manifest.database.migration}): ` +
        "restore it with that version's code.",
    );
  const expected = [
    { path: DATABASE_ENTRY[manifest.database.kind], size: manifest.database.size, sha256: manifest.database.sha256 },
    ...manifest.files.map((file) => ({ ...file, path: `${FILES_ENTRY}/${file.path}` })),
  ];
  const present = new Set([...(await filesIn(content, [FILES_ENTRY])), DATABASE_ENTRY[manifest.database.kind]]);
  for (const file of expected) {
    const found = present.delete(file.path) ? await hashFile(path.join(content, file.path)) : undefined;
    if (found?.sha256 !== file.sha256 || found.size !== file.size)
      throw new RestoreRefused(`The archive was altered or is damaged: ${file.path} is not what its manifest says.`);
  }
  if (present.size)
    throw new RestoreRefused(`The archive was altered: ${[...present].join(", ")} is not in its manifest.`);
  return manifest;
}

/** Restores `archive` (a path, or a name at the destination); `force` empties a database or folder in use. */
export async function restore(
  config: BackupConfig,
  archive: string,
  { force = false }: { force?: boolean } = {},
): Promise<RestoreResult> {
  const work = await mkdtemp(path.join(tmpdir(), "qto-restore-"));
  let objects: (ObjectStore & { destroy?: () => void }) | undefined;
  try {
    const content = path.join(work, "content");
    await mkdir(content);
    await unpack(await localArchive(config, archive, work), config.backup.key, content);
    const manifest = await checkedManifest(content);
    const target = databaseKind(config.databaseUrl);
    if (manifest.database.kind !== target)
      throw new RestoreRefused(
        `The archive holds a ${manifest.database.kind} database and DATABASE_URL names a ${target} one.`,
      );
    objects = config.s3 ? (await import("../files/s3-objects.ts")).s3Objects(config.s3) : diskObjects(config.dataDir);
    const databaseEmpty = await databaseIsEmpty(config.databaseUrl);
    const filesEmpty = await noDataFiles(config.dataDir, objects);
    const inUse = [databaseEmpty ? "" : "database", filesEmpty ? "" : "data folder"].filter(Boolean);
    if (!force && inUse.length)
      throw new RestoreRefused(
        `The ${inUse.join(" and the ")} already hold${inUse.length === 1 ? "s" : ""} data: restore into empty ` +
          "ones, or add --force to replace what is there.",
      );

    await restoreDatabase(config.databaseUrl, path.join(content, DATABASE_ENTRY[manifest.database.kind]), { force });
    if (force) await removeDataFiles(config.dataDir, objects);
    for (const file of manifest.files)
      await placeFile(path.join(content, FILES_ENTRY, file.path), file.path, config.dataDir, objects);

    const notes: string[] = [];
    if (manifest.uploads === "s3")
      notes.push(
        "Uploaded files were in the S3 bucket, not in the archive: point S3_URL at that bucket (its versions).",
      );
    return { manifest, files: manifest.files.length, notes };
  } finally {
    objects?.destroy?.();
    await rm(work, { recursive: true, force: true });
  }
}
