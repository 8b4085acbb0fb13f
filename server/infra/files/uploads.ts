// Specification files of a quote request: streamed under random names to the object store's uploads/
// (DATA_DIR/uploads on local disk, or the S3_URL bucket every process shares), accepted only when
// their content is a PDF's (infra/files/sniff.ts), whatever name or type header the browser sent.
import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { pipeline } from "node:stream/promises";
import type { MultipartFile } from "@fastify/multipart";
import type { ObjectStore } from "./object-store.ts";
import { sniffKind } from "./sniff.ts";
import { uploadedName } from "./uploaded-name.ts";

export type StoredUpload = { stored_name: string; original_name: string; size: number };

/** The names `save` gives; the sweep at start touches no other file. */
const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.pdf$/;
const FOLDER = "uploads/";

export class UploadRejected extends Error {
  constructor(
    readonly statusCode: 400 | 413,
    message: string,
  ) {
    super(message);
  }
}

/** The object key of a stored upload's name (as leads' files record it); undefined for any other name. */
export function uploadKey(storedName: string): string | undefined {
  return STORED_NAME.test(storedName) ? FOLDER + storedName : undefined;
}

export function uploadStore(objects: ObjectStore) {
  return {
    /**
     * Writes one uploaded file; rejects (and deletes) it when it is too large or not a PDF, or when
     * `admit`, told its size once it passed those checks, throws (a storage budget). The file is removed
     * on every failure from the moment it is created: a body that ends mid-file or a client that
     * disconnects fails the pipeline, and nothing of it stays in uploads/.
     */
    async save(part: MultipartFile, admit: (bytes: number) => Promise<void> = async () => {}): Promise<StoredUpload> {
      const stored_name = `${randomUUID()}.pdf`;
      const key = FOLDER + stored_name;
      const staged = await objects.staging(key);
      try {
        await pipeline(part.file, createWriteStream(staged, { flags: "wx" }));
        if (part.file.truncated) throw new UploadRejected(413, "Each file must be at most 25 MB.");
        if (!(await sniffKind(staged, ["pdf"]))) throw new UploadRejected(400, "Upload PDF files only.");
        await admit(part.file.bytesRead);
      } catch (error) {
        await objects.discard(key, staged);
        throw error;
      }
      await objects.commit(key, staged);
      return {
        stored_name,
        original_name: uploadedName(part.filename, "file.pdf"),
        size: part.file.bytesRead,
      };
    },

    async discard(uploads: StoredUpload[]): Promise<void> {
      await Promise.all(uploads.map((upload) => objects.remove(FOLDER + upload.stored_name)));
    },

    /**
     * Removes the files no lead references that are older than `minAgeMs`, and answers how many: what
     * a process killed mid-request left behind. A younger file may belong to a request still running,
     * whose lead is not committed yet.
     */
    async sweepOrphans(referenced: (names: string[]) => Promise<Set<string>>, minAgeMs: number): Promise<number> {
      const cutoff = Date.now() - minAgeMs;
      const old = (await objects.list(FOLDER))
        .map(({ key, modifiedMs }) => ({ name: key.slice(FOLDER.length), modifiedMs }))
        .filter(({ name, modifiedMs }) => STORED_NAME.test(name) && modifiedMs < cutoff)
        .map(({ name }) => name);
      const kept = old.length ? await referenced(old) : new Set<string>();
      const orphans = old.filter((name) => !kept.has(name));
      await Promise.all(orphans.map((name) => objects.remove(FOLDER + name)));
      return orphans.length;
    },
  };
}

export type UploadStore = ReturnType<typeof uploadStore>;
