// Reads a document upload (multipart: `kind`, `file`, for videos an optional `captions`) into the file
// store, each file checked by its content. Whatever fails, nothing read is kept: the answer is a field
// error ({ file: [message] }) for the console to show beside its picker.
import type { FastifyReply, FastifyRequest } from "fastify";
import * as v from "valibot";
import type { DocumentKind } from "../../../contract/choices/document-kinds.ts";
import {
  DOCUMENT_REFUSALS,
  DocumentKindSchema,
  MAX_DOCUMENT_BYTES,
} from "../../../contract/staff/project-documents.ts";
import { FileRejected, type FileStore, type StoredFile } from "../../infra/files/file-store.ts";
import { uploadedName } from "../../infra/files/uploaded-name.ts";
import { boundaryFault, fieldText, multipartFault } from "../../infra/http/multipart-faults.ts";

export type DocumentUpload = {
  kind: DocumentKind;
  name: string;
  file: StoredFile;
  captions?: StoredFile;
};

/** Which content each kind takes, and the refusal when the file is something else. */
const wrongKindOf = (kind: unknown) => (kind === "videos" ? DOCUMENT_REFUSALS.notVideo : DOCUMENT_REFUSALS.notPdf);
const fits = (kind: DocumentKind, file: StoredFile) => (kind === "videos") === (file.kind !== "pdf");

/** The upload, or undefined after answering 400/413 with the field at fault. */
export async function readUpload(
  files: FileStore,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<DocumentUpload | undefined> {
  if (!request.isMultipart()) return void reply.code(400).send({ file: [DOCUMENT_REFUSALS.noFile] });
  const badBoundary = boundaryFault(request.headers["content-type"]);
  if (badBoundary) return void reply.code(badBoundary.statusCode).send(badBoundary.body);
  const fields: Record<string, string> = Object.create(null);
  let file: StoredFile | undefined;
  let captions: StoredFile | undefined;
  let name = "";
  let reading = "file";
  const discard = () => Promise.all([file, captions].map((stored) => stored && files.remove(stored.key)));
  const refuse = async (statusCode: number, field: string, message: string) => {
    await discard();
    reply.code(statusCode).send({ [field]: [message] });
    return undefined;
  };

  try {
    for await (const part of request.parts()) {
      if (part.type === "field") {
        fields[part.fieldname] = fieldText(part);
        continue;
      }
      reading = part.fieldname;
      if (part.fieldname === "file" && !file) {
        name = uploadedName(part.filename, "document");
        file = await files.save(part.file, {
          maxBytes: MAX_DOCUMENT_BYTES,
          accepted: ["pdf", "mp4", "webm"],
          tooLarge: DOCUMENT_REFUSALS.tooLarge,
          wrongKind: wrongKindOf(fields.kind),
        });
      } else if (part.fieldname === "captions" && !captions && part.filename) {
        captions = await files.save(part.file, {
          maxBytes: MAX_DOCUMENT_BYTES,
          accepted: ["vtt"],
          tooLarge: DOCUMENT_REFUSALS.tooLarge,
          wrongKind: DOCUMENT_REFUSALS.notCaptions,
        });
      } else {
        part.file.resume();
      }
    }
  } catch (error) {
    if (error instanceof FileRejected) return refuse(error.statusCode, reading, error.message);
    await discard();
    const fault = multipartFault(error);
    if (!fault) throw error;
    return void reply.code(fault.statusCode).send(fault.body);
  }

  const kind = v.safeParse(DocumentKindSchema, fields.kind);
  if (!kind.success) return refuse(400, "kind", kind.issues[0].message);
  if (!file) return refuse(400, "file", DOCUMENT_REFUSALS.noFile);
  if (!fits(kind.output, file)) return refuse(400, "file", wrongKindOf(kind.output));
  if (captions && kind.output !== "videos") return refuse(400, "captions", DOCUMENT_REFUSALS.captionsOnlyForVideos);
  return { kind: kind.output, name, file, captions };
}
