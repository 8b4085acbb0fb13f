// The files of DATA_DIR a backup keeps: uploaded files (quote PDFs in uploads/, deliverables, plan-room
// documents and attachments in files/) when they are on disk rather than in S3_URL's bucket, which keeps
// versions of its own, and the e-mail outbox. Each is copied into the archive's working folder, hashed as
// it is copied, so the manifest describes exactly the bytes archived even if the site writes meanwhile.
// Stored files are written once and never changed, and the database is copied first: a file its copy
// names was complete before the copy began.
import { createHash } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { copyFile, mkdir, readdir, rm } from "node:fs/promises";
import path from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ObjectStore } from "../files/object-store.ts";

/** The object store's folders (see files/): on disk below DATA_DIR, or in the bucket. */
export const STORED_FOLDERS = ["uploads", "files"] as const;
/** Always on this process's disk, whatever stores the uploads. */
export const LOCAL_FOLDERS = ["outbox"] as const;

export type ArchivedFile = { path: string; size: number; sha256: string };

/** The files below `root`'s `folders`, as paths relative to `root`, in a stable order. */
export async function filesIn(root: string, folders: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  for (const folder of folders) {
    const entries = await readdir(path.join(root, folder), { recursive: true, withFileTypes: true }).catch(
      (error: NodeJS.ErrnoException) => {
        if (error.code === "ENOENT") return [];
        throw error;
      },
    );
    for (const entry of entries)
      if (entry.isFile()) found.push(path.relative(root, path.join(entry.parentPath, entry.name)));
  }
  return found.sort();
}

/** The size and SHA-256 of a file. */
export async function hashFile(file: string): Promise<{ size: number; sha256: string }> {
  const hash = createHash("sha256");
  let size = 0;
  for await (const chunk of createReadStream(file)) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { size, sha256: hash.digest("hex") };
}

/** Copies `source` to `target`, answering the size and SHA-256 of the bytes copied. */
export async function copyHashed(source: string, target: string): Promise<{ size: number; sha256: string }> {
  await mkdir(path.dirname(target), { recursive: true });
  const hash = createHash("sha256");
  let size = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  await pipeline(createReadStream(source), tap, createWriteStream(target));
  return { size, sha256: hash.digest("hex") };
}

/** Copies the files of `folders` below `dataDir` to the same paths below `into`. */
export async function copyDataFiles(dataDir: string, folders: readonly string[], into: string) {
  const copied: ArchivedFile[] = [];
  for (const relative of await filesIn(dataDir, folders)) {
    try {
      copied.push({ path: relative, ...(await copyHashed(path.join(dataDir, relative), path.join(into, relative))) });
    } catch (error) {
      // Removed since it was listed (a retention run, an orphan swept): not part of this backup.
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
      await rm(path.join(into, relative), { force: true });
    }
  }
  return copied;
}

/** Whether the stored folders (through the object store) and the local ones hold no file. */
export async function noDataFiles(dataDir: string, objects: ObjectStore): Promise<boolean> {
  for (const folder of STORED_FOLDERS) if ((await objects.list(`${folder}/`)).length) return false;
  return (await filesIn(dataDir, LOCAL_FOLDERS)).length === 0;
}

/** Removes every file of the stored and local folders (a forced restore). */
export async function removeDataFiles(dataDir: string, objects: ObjectStore): Promise<void> {
  for (const folder of STORED_FOLDERS)
    for (const { key } of await objects.list(`${folder}/`)) await objects.remove(key);
  await Promise.all(LOCAL_FOLDERS.map((folder) => rm(path.join(dataDir, folder), { recursive: true, force: true })));
}

/** Puts a restored file back: stored folders through the object store, local ones on disk. */
export async function placeFile(source: string, relative: string, dataDir: string, objects: ObjectStore) {
  if (STORED_FOLDERS.some((folder) => relative.startsWith(`${folder}/`))) {
    const staged = await objects.staging(relative);
    await copyFile(source, staged);
    await objects.commit(relative, staged);
    return;
  }
  const target = path.join(dataDir, relative);
  await mkdir(path.dirname(target), { recursive: true });
  await copyFile(source, target);
}
