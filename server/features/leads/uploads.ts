// Specification files of a quote request: streamed to DATA_DIR/uploads under random names, accepted
// only when their content starts like a PDF, whatever name or type header the browser sent.
import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, open, readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { MultipartFile } from "@fastify/multipart";

export type StoredUpload = { stored_name: string; original_name: string; size: number; path: string };

/** The names `save` gives; the sweep at start touches no other file. */
const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.pdf$/;

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

/** No uploads folder yet: nothing to sweep. */
function noFolder(error: NodeJS.ErrnoException): string[] {
  if (error.code === "ENOENT") return [];
  throw error;
}

export function uploadStore(dataDir: string) {
  const dir = path.join(dataDir, "uploads");
  return {
    /**
     * Writes one uploaded file; rejects (and deletes) it when it is too large or not a PDF. The file is
     * removed on every failure from the moment it is created: a body that ends mid-file or a client
     * that disconnects fails the pipeline, and nothing of it stays in uploads/.
     */
    async save(part: MultipartFile): Promise<StoredUpload> {
      await mkdir(dir, { recursive: true });
      const stored_name = `${randomUUID()}.pdf`;
      const target = path.join(dir, stored_name);
      try {
        await pipeline(part.file, createWriteStream(target, { flags: "wx" }));
        if (part.file.truncated) throw new UploadRejected(413, "Each file must be at most 25 MB.");
        if (!(await startsLikePdf(target))) throw new UploadRejected(400, "Upload PDF files only.");
      } catch (error) {
        await rm(target, { force: true });
        throw error;
      }
      return {
        stored_name,
        original_name: path.basename(part.filename || "file.pdf").slice(0, 200),
        size: part.file.bytesRead,
        path: target,
      };
    },

    async discard(uploads: StoredUpload[]): Promise<void> {
      await Promise.all(uploads.map((upload) => rm(upload.path, { force: true })));
    },

    /**
     * Removes the files no lead references that are older than `minAgeMs`, and answers how many: what
     * a process killed mid-request left behind. A younger file may belong to a request still running,
     * whose lead is not committed yet.
     */
    async sweepOrphans(referenced: (names: string[]) => Promise<Set<string>>, minAgeMs: number): Promise<number> {
      const names = (await readdir(dir).catch(noFolder)).filter((name) => STORED_NAME.test(name));
      const cutoff = Date.now() - minAgeMs;
      const old = [];
      for (const name of names) {
        const stats = await stat(path.join(dir, name)).catch(() => undefined);
        if (stats?.isFile() && stats.mtimeMs < cutoff) old.push(name);
      }
      const kept = old.length ? await referenced(old) : new Set<string>();
      const orphans = old.filter((name) => !kept.has(name));
      await Promise.all(orphans.map((name) => rm(path.join(dir, name), { force: true })));
      return orphans.length;
    },
  };
}

export type UploadStore = ReturnType<typeof uploadStore>;
