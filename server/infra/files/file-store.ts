// Files people and staff upload (plans, specifications, videos, deliverables): streamed under random
// names to the object store (DATA_DIR/files on local disk, or the S3_URL bucket's files/), refused (and
// removed) when too large or not of an accepted kind, and served back with ranges (send-stored.ts).
import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import type { IncomingMessage } from "node:http";
import { type Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ObjectStore } from "./object-store.ts";
import { type FileKind, sniffKind } from "./sniff.ts";

export type StoredFile = { key: string; size: number; kind: FileKind };

/** What a file field takes, by content and size, and the words of each refusal (contract/ holds them). */
export type FileRules = { maxBytes: number; accepted: readonly FileKind[]; tooLarge: string; wrongKind: string };

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

/**
 * The files under `folder` of the object store, each named by a random key (and `extension`, which the
 * quote PDFs' store keeps: uploads/<uuid>.pdf).
 */
export function fileStore(objects: ObjectStore, { folder = "files/", extension = "" } = {}) {
  const objectKey = (key: string) => {
    if (!KEY.test(key)) throw new Error(`Not a stored file's key: ${key}`);
    return `${folder}${key}${extension}`;
  };

  return {
    /**
     * Stores `source`; rejects it (and removes what was written) when it is over `maxBytes`, is not one
     * of the `accepted` kinds by its content, the stream fails (a client that disconnects mid-file), or
     * `admit`, told its size once it passed those checks, throws (a storage budget).
     */
    async save(
      source: Readable,
      { maxBytes, accepted, tooLarge, wrongKind }: FileRules,
      admit?: (bytes: number) => Promise<void>,
    ): Promise<StoredFile> {
      const key = randomUUID();
      const target = await objects.staging(objectKey(key));
      let size = 0;
      let kind: FileKind | undefined;
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
        kind = await sniffKind(target, accepted);
        if (!kind) throw new FileRejected(400, wrongKind);
        await admit?.(size);
      } catch (error) {
        await objects.discard(objectKey(key), target);
        throw error;
      }
      await objects.commit(objectKey(key), target);
      return { key, size, kind };
    },

    /** The whole file (an import's CSV, a PDF whose pages are counted). */
    read: (key: string): Promise<Buffer> => objects.read(objectKey(key)),

    /** The file for a browser's GET, with ranges and validators (see send-stored.ts). */
    serve: (key: string, request: IncomingMessage) => objects.serve(objectKey(key), request),

    remove: (key: string): Promise<void> => objects.remove(objectKey(key)),
  };
}

export type FileStore = ReturnType<typeof fileStore>;
