// Specification files of a quote request: a fileStore over the object store's uploads/ (DATA_DIR/uploads
// on local disk, or the S3_URL bucket every process shares), each named <uuid>.pdf, accepted only when its
// content is a PDF's (sniff.ts), whatever name or type header the browser sent. Leads record each file's
// stored name; the lead desk and the customer's Drive read them back through uploadKey.
import { QUOTE_FILES } from "../../../contract/schemas/quote-files.ts";
import type { FileRules } from "./file-store.ts";
import { fileStore } from "./file-store.ts";
import type { ObjectStore } from "./object-store.ts";

export type StoredUpload = { stored_name: string; original_name: string; size: number };

/** The names the store gives; the sweep at start touches no other file. */
const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.pdf$/;
const FOLDER = "uploads/";
const EXTENSION = ".pdf";

/** What the quote form's `specification_files` take. */
export const QUOTE_FILE_RULES: FileRules = {
  maxBytes: QUOTE_FILES.maxBytes,
  accepted: ["pdf"],
  tooLarge: "Each file must be at most 25 MB.",
  wrongKind: "Upload PDF files only.",
};

/** The object key of a stored upload's name (as leads' files record it); undefined for any other name. */
export function uploadKey(storedName: string): string | undefined {
  return STORED_NAME.test(storedName) ? FOLDER + storedName : undefined;
}

/** A stored file's name as a lead records it. */
export const storedName = (key: string) => key + EXTENSION;

export function uploadStore(objects: ObjectStore) {
  const files = fileStore(objects, { folder: FOLDER, extension: EXTENSION });
  return {
    save: files.save,
    remove: files.remove,

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
