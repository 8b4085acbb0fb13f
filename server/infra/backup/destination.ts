// Where archives go: a folder (BACKUP_DIR), or an S3-compatible bucket (BACKUP_S3_URL, the same forms as
// S3_URL), best another machine's or provider's than the site's. Either keeps finished archives only: a
// folder's are written under a hidden name and renamed when complete; a bucket's appear once uploaded.
import { randomUUID } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { copyFile, mkdir, readdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { S3Location } from "../files/s3-url.ts";
import type { BackupSettings } from "./settings.ts";
import { archivesOldestFirst } from "./archive-names.ts";

export type Destination = {
  /** For people: the folder's path, or the bucket's address without its keys. */
  describe: string;
  /** Stores the finished archive `file` as `name`. */
  put(name: string, file: string): Promise<void>;
  /** The archives there, oldest first. */
  list(): Promise<string[]>;
  /** Copies archive `name` to the local file `target`. */
  fetch(name: string, target: string): Promise<void>;
  remove(name: string): Promise<void>;
  /** Writes and removes a small object, or fails saying why: whether a backup could be stored there. */
  probe(): Promise<void>;
  /** Frees its connections. */
  close(): void;
};

function folder(dir: string): Destination {
  return {
    describe: dir,
    async put(name, file) {
      // Archives hold every account's data: readable by the site's user only.
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const partial = path.join(dir, `.${name}.partial`);
      await copyFile(file, partial);
      await rename(partial, path.join(dir, name));
    },
    async list() {
      const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
        if (error.code === "ENOENT") return [];
        throw error;
      });
      return archivesOldestFirst(names);
    },
    fetch: (name, target) => copyFile(path.join(dir, name), target),
    remove: (name) => rm(path.join(dir, name), { force: true }),
    async probe() {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const probe = path.join(dir, `.probe-${randomUUID()}`);
      await writeFile(probe, "probe");
      await rm(probe);
    },
    close() {},
  };
}

async function bucket(location: S3Location): Promise<Destination> {
  // The AWS SDK loads only for a process that backs up to a bucket.
  const { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand } =
    await import("@aws-sdk/client-s3");
  const { Upload } = await import("@aws-sdk/lib-storage");
  const { s3Client } = await import("../files/s3-client.ts");
  const client = s3Client(location);
  const Bucket = location.bucket;
  const Key = (name: string) => `${location.prefix}${name}`;
  return {
    describe: `${location.endpoint}/${Bucket}/${location.prefix}`,
    async put(name, file) {
      // Multipart past 5 MB, so an archive of any size goes up (one PutObject stops at 5 GB).
      const upload = new Upload({ client, params: { Bucket, Key: Key(name), Body: createReadStream(file) } });
      await upload.done();
    },
    async list() {
      const names: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: location.prefix, ContinuationToken }),
        );
        for (const object of page.Contents ?? []) names.push(object.Key!.slice(location.prefix.length));
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return archivesOldestFirst(names);
    },
    async fetch(name, target) {
      const answer = await client.send(new GetObjectCommand({ Bucket, Key: Key(name) }));
      await pipeline(answer.Body as Readable, createWriteStream(target));
    },
    async remove(name) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: Key(name) }));
    },
    async probe() {
      const probe = Key(`.probe-${randomUUID()}`);
      await client.send(new PutObjectCommand({ Bucket, Key: probe, Body: "probe" }));
      await client.send(new DeleteObjectCommand({ Bucket, Key: probe }));
    },
    close: () => client.destroy(),
  };
}

/** The destination the settings name: the bucket when BACKUP_S3_URL is set, else the folder. */
export const openDestination = (settings: Pick<BackupSettings, "dir" | "s3">): Promise<Destination> =>
  settings.s3 ? bucket(settings.s3) : Promise.resolve(folder(settings.dir));
