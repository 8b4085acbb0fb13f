// Reads a multipart body of text fields and at most one file (a deliverable, a message's PDF) into
// app.files: the file is checked by its content and size there, and removed again when the body turns
// out broken. A refusal is the sender's fault (400/413) with the file field named, never a 500.
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FileStore, StoredFile } from "../../infra/files/file-store.ts";
import { FileRejected } from "../../infra/files/file-store.ts";
import type { FileKind } from "../../infra/files/sniff.ts";
import { uploadedName } from "../../infra/files/uploaded-name.ts";
import { boundaryFault, fieldText, multipartFault } from "../../infra/http/multipart-faults.ts";

export type FileRules = { maxBytes: number; accepted: readonly FileKind[]; tooLarge: string; wrongKind: string };
export type Upload = { fields: Record<string, string>; file?: StoredFile & { name: string } };

/** The body, or undefined after answering the refusal. */
export async function readUpload(
  request: FastifyRequest,
  reply: FastifyReply,
  files: FileStore,
  { field, rules, fallbackName }: { field: string; rules: FileRules; fallbackName: string },
): Promise<Upload | undefined> {
  const badBoundary = boundaryFault(request.headers["content-type"]);
  if (badBoundary) return void reply.code(badBoundary.statusCode).send(badBoundary.body);
  const fields: Record<string, string> = Object.create(null);
  let file: Upload["file"];
  try {
    for await (const part of request.parts()) {
      if (part.type !== "file") {
        fields[part.fieldname] = fieldText(part);
      } else if (part.fieldname !== field || file || !part.filename) {
        part.file.resume();
      } else {
        const stored = await files.save(part.file, rules);
        file = { ...stored, name: uploadedName(part.filename, fallbackName) };
      }
    }
  } catch (error) {
    if (file) await files.remove(file.key);
    if (error instanceof FileRejected) return void reply.code(error.statusCode).send({ [field]: [error.message] });
    const fault = multipartFault(error);
    if (!fault) throw error;
    return void reply.code(fault.statusCode).send(fault.body);
  }
  return { fields, file };
}
