// Specification files of a quote request: streamed under random names to the object store's uploads/
// (DATA_DIR/uploads on local disk, or the S3_URL bucket every process shares), accepted only when
// their content starts like a PDF, whatever name or type header the browser sent.
import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { open } from "node:fs/promises";
import { pipeline } from "node:stream/promises";
import type { MultipartFile } from "@fastify/multipart";
import type { ObjectStore } from "../../infra/files/object-store.ts";
import { uploadedName } from "../../infra/files/uploaded-name.ts";

export type StoredUpload = { stored_name: string; original_name: string; size: number };

/** The names `save` gives; the sweep at start touches no other file. */
const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.pdf$/;
const FOLDER = "uploads/";

/** Every PDF starts with these bytes (ISO 32000-1, 7.5.2). */
const PDF_MAGIC = Buffer.from("%PDF-");

export class UploadRejected extends Error {
  constructor(
    readonly statusCode: 400 | 413,
    message: string,
  ) {
    super(message);
  }
}

async function startsLikePdf(file: string): Promise<boolean> {
  const handle = await open(file, "r");
  try {
    const head = Buffer.alloc(PDF_MAGIC.length);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return bytesRead === head.length && head.equals(PDF_MAGIC);
  } finally {
    await handle.close();
  }
}

/** The object key of a stored upload's name (as leads' files record it); undefined for any other name. */
export function uploadKey(storedName: string): string | undefined {
  return STORED_NAME.test(storedName) ? FOLDER + storedName : undefined;
}

export function uploadStore(objects: ObjectStore) {
  return {
    /**
     * Writes one uploaded file; rejects (and deletes) it when it is too large or not a PDF. The file is
     * removed on every failure from the moment it is created: a body that ends mid-file or a client
     * that disconnects fails the pipeline, and nothing of it stays in uploads/.
     */
    async save(part: MultipartFile): Promise<StoredUpload> {
      const stored_name = `${randomUUID()}.pdf`;
      const key = FOLDER + stored_name;
      const staged = await objects.staging(key);
      try {
        await pipeline(part.file, createWriteStream(staged, { flags: "wx" }));
        if (part.file.truncated) throw new UploadRejected(413, "Each file must be at most 25 MB.");
        if (!(await startsLikePdf(staged))) throw new UploadRejected(400, "Upload PDF files only.");
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
