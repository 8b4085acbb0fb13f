// Files people and staff upload (plans, specifications, videos, deliverables): streamed to
// DATA_DIR/files under random names, refused (and removed) when too large or not of an accepted kind,
// and served back with ranges. Local disk is the embedded default; object storage can take its place
// behind the same three operations.
import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { type Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { type FileKind, sniffKind } from "./sniff.ts";

export type StoredFile = { key: string; size: number; kind: FileKind };

export class FileRejected extends Error {
  constructor(
    readonly statusCode: 400 | 413,
    message: string,
  ) {
    super(message);
  }
}

const KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Passes bytes on until more than `maxBytes` have come, then fails the pipeline. */
function limitTo(maxBytes: number, message: string) {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      done(seen > maxBytes ? new FileRejected(413, message) : null, chunk);
    },
  });
}

export function fileStore(dataDir: string) {
  const dir = path.join(dataDir, "files");
  const pathOf = (key: string) => {
    if (!KEY.test(key)) throw new Error(`Not a stored file's key: ${key}`);
    return path.join(dir, key);
  };

  return {
    /**
     * Stores `source`; rejects it (and removes what was written) when it is over `maxBytes`, is not one
     * of the `accepted` kinds by its content, or the stream fails (a client that disconnects mid-file).
     */
    async save(
      source: Readable,
      {
        maxBytes,
        accepted,
        tooLarge,
        wrongKind,
      }: { maxBytes: number; accepted: readonly FileKind[]; tooLarge: string; wrongKind: string },
    ): Promise<StoredFile> {
      await mkdir(dir, { recursive: true });
      const key = randomUUID();
      const target = pathOf(key);
      let size = 0;
      try {
        const count = new Transform({
          transform(chunk: Buffer, _encoding, done) {
            size += chunk.length;
            done(null, chunk);
          },
        });
        await pipeline(source, limitTo(maxBytes, tooLarge), count, createWriteStream(target, { flags: "wx" }));
        // @fastify/multipart stops a file at its size limit and marks it truncated rather than failing.
        if ((source as Readable & { truncated?: boolean }).truncated) throw new FileRejected(413, tooLarge);
        const kind = await sniffKind(target, accepted);
        if (!kind) throw new FileRejected(400, wrongKind);
        return { key, size, kind };
      } catch (error) {
        await rm(target, { force: true });
        throw error;
      }
    },

    /** Where the file with `key` is on disk, for serving it (see send-stored.ts). */
    pathOf,

    async remove(key: string): Promise<void> {
      await rm(pathOf(key), { force: true });
    },
  };
}

export type FileStore = ReturnType<typeof fileStore>;
