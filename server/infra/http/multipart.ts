// The one reader of multipart/form-data bodies (over @fastify/multipart), for every upload route: one
// declaration of a form (its file fields, how many text fields, how long each) gives busboy's limits and
// the reader's checks. Files stream into a sink (app.files, or the quote PDFs' store) that checks each by
// its size and content; a refusal is the sender's fault (400/413, or 429 from a storage budget) with the
// field named, never a 500; and nothing read is kept when the body is refused, nor, through `discard()`,
// when the route refuses it later (validation, a replayed key, a transaction that throws).
import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Readable } from "node:stream";
import { FileRejected, type FileRules, type StoredFile } from "../files/file-store.ts";
import { uploadedName } from "../files/uploaded-name.ts";
import { boundaryFault, fieldText, multipartFault } from "./multipart-faults.ts";
import { closeIfBodyUnread } from "./unread-body.ts";

export type FormFields = Record<string, string | string[]>;

/** A refusal a sink's `admit` throws (a storage budget spent): its status and, for 429, when to retry. */
export class UploadRefused extends Error {
  constructor(
    readonly statusCode: 400 | 413 | 429,
    message: string,
    readonly retryAt?: number,
  ) {
    super(message);
  }
}

export type FileField = {
  rules: FileRules;
  /** The refusal of a file of the wrong kind, chosen from the fields read before it (the plan room's `kind`). */
  wrongKindFor?: (fields: FormFields) => string;
  /** Files this field keeps (default 1). Past it: 413 with `tooMany` when given, else the file is skipped. */
  max?: number;
  tooMany?: string;
  /** The name kept when the browser sent none usable ("take-off", "attachment.pdf", "document"). */
  fallbackName: string;
};

/** One upload form: its file fields, how many text fields, how long each may be. */
export type MultipartForm = {
  files: Record<string, FileField>;
  fields: number;
  fieldSize?: number;
  /** The body of a refusal naming `field` (default `{ [field]: [message] }`, as Django REST Framework answers). */
  refusal?: (field: string, message: string) => Record<string, unknown>;
};

/** Where files go: app.files, or the quote PDFs' store (infra/files/uploads.ts); both are fileStore()s. */
export type FileSink = {
  save(source: Readable, rules: FileRules, admit?: (bytes: number) => Promise<void>): Promise<StoredFile>;
  remove(key: string): Promise<void>;
};

/**
 * Per request: checked before a file's first byte is stored, and told each file's size once it passed the
 * sink's checks (a storage budget per client address); either throws an UploadRefused to refuse it.
 */
export type Admission = { before(): Promise<void>; after(bytes: number): Promise<void> };

export type UploadedFile = StoredFile & { field: string; name: string };
export type MultipartBody = { fields: FormFields; files: UploadedFile[]; discard(): Promise<void> };

const DEFAULT_FIELD_SIZE = 64 * 1024;

/** Registers @fastify/multipart in this (encapsulated) route plugin, busboy's limits derived from `form`. */
export async function acceptMultipart(app: FastifyInstance, form: MultipartForm): Promise<void> {
  const declared = Object.values(form.files);
  const files = declared.reduce((sum, field) => sum + (field.max ?? 1), 0);
  await app.register(multipart, {
    limits: {
      fileSize: Math.max(0, ...declared.map((field) => field.rules.maxBytes)),
      files,
      fields: form.fields,
      fieldSize: form.fieldSize ?? DEFAULT_FIELD_SIZE,
      parts: files + form.fields,
    },
  });
}

/** The form's fields and stored files; undefined after answering 400/413/429, with nothing kept. */
export async function readMultipart(
  request: FastifyRequest,
  reply: FastifyReply,
  sink: FileSink,
  form: MultipartForm,
  admission?: Admission,
): Promise<MultipartBody | undefined> {
  const refusal = form.refusal ?? ((field: string, message: string) => ({ [field]: [message] }));
  const badBoundary = boundaryFault(request.headers["content-type"]);
  if (badBoundary) return void reply.code(badBoundary.statusCode).send(badBoundary.body);
  const fields: FormFields = Object.create(null);
  const files: UploadedFile[] = [];
  let kept = true;
  const discard = async () => {
    if (kept) await Promise.all(files.map((file) => sink.remove(file.key)));
    kept = false;
  };
  let reading = "";
  try {
    for await (const part of request.parts()) {
      reading = part.fieldname;
      if (part.type !== "file") {
        const value = fieldText(part);
        const earlier = fields[part.fieldname];
        fields[part.fieldname] = earlier === undefined ? value : [earlier, value].flat();
        continue;
      }
      const field = Object.hasOwn(form.files, part.fieldname) ? form.files[part.fieldname]! : undefined;
      if (!field) {
        // A file where text was expected: the form's schema refuses it by its value.
        part.file.resume();
        fields[part.fieldname] = "(file)";
        continue;
      }
      if (!part.filename) {
        part.file.resume();
        continue;
      }
      if (files.filter((file) => file.field === part.fieldname).length >= (field.max ?? 1)) {
        if (field.tooMany) throw new UploadRefused(413, field.tooMany);
        part.file.resume();
        continue;
      }
      await admission?.before();
      const wrongKind = field.wrongKindFor?.(fields) ?? field.rules.wrongKind;
      const stored = await sink.save(part.file, { ...field.rules, wrongKind }, admission?.after);
      files.push({ ...stored, field: part.fieldname, name: uploadedName(part.filename, field.fallbackName) });
    }
  } catch (error) {
    await discard();
    const answer = refusalOf(error, reading, form, refusal);
    if (!answer) throw error;
    // The rest of a refused body is not read: the connection closes after the answer.
    closeIfBodyUnread(request, reply);
    if (answer.retryAt)
      reply.header("retry-after", String(Math.max(1, Math.ceil((answer.retryAt - Date.now()) / 1000))));
    return void reply.code(answer.statusCode).send(answer.body);
  }
  return { fields, files, discard };
}

type Answer = { statusCode: number; body: Record<string, unknown>; retryAt?: number };

/** The answer to a failure while reading the body, when the sender is to blame; undefined if we are. */
function refusalOf(
  error: unknown,
  field: string,
  form: MultipartForm,
  refusal: (field: string, message: string) => Record<string, unknown>,
): Answer | undefined {
  // busboy counts every file part against the form's total: past it, the field that says so names it.
  if ((error as { code?: unknown }).code === "FST_FILES_LIMIT") {
    const [named, { tooMany }] = Object.entries(form.files).find(([, f]) => f.tooMany) ?? ["", {}];
    if (tooMany) return { statusCode: 413, body: refusal(named, tooMany) };
  }
  if (error instanceof UploadRefused)
    return { statusCode: error.statusCode, body: refusal(field, error.message), retryAt: error.retryAt };
  if (error instanceof FileRejected) return { statusCode: error.statusCode, body: refusal(field, error.message) };
  return multipartFault(error);
}
