// The console's plan room: GET/POST /reactapp/staff/projects/:id/documents/ (list, upload), PATCH and
// DELETE …/:doc/ (rename, remove: the administrators'), GET …/:doc/file/ (preview, whatever the project's
// publication).
// Every change is audited in its own transaction; an upload also emits project.document_added, and an
// addendum posted to a published project is kept in its change history.
import type { FastifyInstance, FastifyReply } from "fastify";
import * as v from "valibot";
import type { DocumentKind } from "../../../../contract/choices/document-kinds.ts";
import {
  DOCUMENT_REFUSALS,
  DocumentKindSchema,
  MAX_DOCUMENT_BYTES,
  RenameDocumentSchema,
} from "../../../../contract/staff/project-documents.ts";
import type { StoredFile } from "../../../infra/files/file-store.ts";
import { sendStored } from "../../../infra/files/send-stored.ts";
import {
  acceptMultipart,
  readMultipart,
  type MultipartBody,
  type MultipartForm,
} from "../../../infra/http/multipart.ts";
import { parseOr400 } from "../../../infra/http/validate.ts";
import { COUNT_PAGES_JOB } from "../page-count.ts";

const Id = v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.toNumber());
const ProjectParams = v.object({ id: Id });
const DocumentParams = v.object({ id: Id, doc: Id });
const NO_PROJECT = { detail: "No such project." };
const NO_DOCUMENT = { detail: "No such document." };
const PATH = "/reactapp/staff/projects/:id/documents/";

/** Which content each kind takes, and the refusal when the file is something else. */
const wrongKindOf = (kind: unknown) => (kind === "videos" ? DOCUMENT_REFUSALS.notVideo : DOCUMENT_REFUSALS.notPdf);
const fits = (kind: DocumentKind, file: StoredFile) => (kind === "videos") === (file.kind !== "pdf");

/** A document upload: `kind`, `file` and, for videos, optional `captions`; each file checked by content. */
const DOCUMENT_FORM: MultipartForm = {
  files: {
    file: {
      rules: {
        maxBytes: MAX_DOCUMENT_BYTES,
        accepted: ["pdf", "mp4", "webm"],
        tooLarge: DOCUMENT_REFUSALS.tooLarge,
        wrongKind: DOCUMENT_REFUSALS.notPdf,
      },
      wrongKindFor: (fields) => wrongKindOf(fields.kind),
      fallbackName: "document",
    },
    captions: {
      rules: {
        maxBytes: MAX_DOCUMENT_BYTES,
        accepted: ["vtt"],
        tooLarge: DOCUMENT_REFUSALS.tooLarge,
        wrongKind: DOCUMENT_REFUSALS.notCaptions,
      },
      fallbackName: "captions.vtt",
    },
  },
  fields: 4,
  fieldSize: 1024,
};

/** The upload checked after its read (kind, file, their fit, captions only for videos); undefined after a 400, nothing kept. */
async function documentOf(body: MultipartBody, reply: FastifyReply) {
  const refuse = async (field: string, message: string) => {
    await body.discard();
    return void reply.code(400).send({ [field]: [message] });
  };
  const file = body.files.find((stored) => stored.field === "file");
  const captions = body.files.find((stored) => stored.field === "captions");
  const kind = v.safeParse(DocumentKindSchema, body.fields.kind);
  if (!kind.success) return refuse("kind", kind.issues[0].message);
  if (!file) return refuse("file", DOCUMENT_REFUSALS.noFile);
  if (!fits(kind.output, file)) return refuse("file", wrongKindOf(kind.output));
  if (captions && kind.output !== "videos") return refuse("captions", DOCUMENT_REFUSALS.captionsOnlyForVideos);
  return { kind: kind.output, name: file.name, file, captions };
}

export async function staffDocumentsRoutes(app: FastifyInstance) {
  const { planRoom, files } = app;
  await acceptMultipart(app, DOCUMENT_FORM);

  app.get(PATH, app.consoleAction("documents.read"), async (request, reply) => {
    const params = parseOr400(ProjectParams, request.params, reply);
    if (!params) return reply;
    const project = await planRoom.project(params.id);
    if (!project) return reply.code(404).send(NO_PROJECT);
    return { project: { ...project, id: Number(project.id) }, documents: await planRoom.forStaff(params.id) };
  });

  app.post(PATH, app.consoleAction("documents.edit"), async (request, reply) => {
    const params = parseOr400(ProjectParams, request.params, reply);
    if (!params) return reply;
    const project = await planRoom.project(params.id);
    if (!project) return reply.code(404).send(NO_PROJECT);
    if (!request.isMultipart()) return reply.code(400).send({ file: [DOCUMENT_REFUSALS.noFile] });
    const body = await readMultipart(request, reply, files, DOCUMENT_FORM);
    const upload = body && (await documentOf(body, reply));
    if (!body || !upload) return reply;
    const { kind, name, file, captions } = upload;
    const at = new Date().toISOString();
    try {
      const id = await app.db.transaction().execute(async (trx) => {
        const document = {
          project_id: params.id,
          kind,
          name,
          size: file.size,
          file_key: file.key,
          content_kind: file.kind as "pdf" | "mp4" | "webm",
          captions_key: captions?.key ?? null,
          added_by: request.staff.id,
        };
        const documentId = await planRoom.insert(trx, document, at);
        const after = { document_id: documentId, kind, name, size: file.size, captions: Boolean(captions) };
        await app.audit.record(
          request,
          { action: "project.document_added", entity: "project", entityId: params.id, after },
          trx,
        );
        await app.events.emit(trx, "project.document_added", {
          project_id: params.id,
          document_id: documentId,
          kind,
          name,
        });
        if (kind === "addendums" && project.publication === "published")
          await planRoom.recordAddendum(trx, { projectId: params.id, name, by: request.staff.id, at });
        if (file.kind === "pdf")
          await app.jobs.enqueue(trx, COUNT_PAGES_JOB, { project_id: params.id, document_id: documentId });
        return documentId;
      });
      const listed = (await planRoom.forStaff(params.id)).find((document) => document.id === id);
      return reply.code(201).send(listed);
    } catch (error) {
      await body.discard();
      throw error;
    }
  });

  app.patch(`${PATH}:doc/`, app.consoleAction("documents.edit"), async (request, reply) => {
    const params = parseOr400(DocumentParams, request.params, reply);
    const body = params && parseOr400(RenameDocumentSchema, request.body ?? {}, reply);
    if (!params || !body) return reply;
    const document = await planRoom.byId(params.id, params.doc);
    if (!document) return reply.code(404).send(NO_DOCUMENT);
    await app.db.transaction().execute(async (trx) => {
      await planRoom.rename(trx, document.id, body.name);
      await app.audit.record(
        request,
        {
          action: "project.document_renamed",
          entity: "project",
          entityId: params.id,
          before: { document_id: document.id, name: document.name },
          after: { document_id: document.id, name: body.name },
        },
        trx,
      );
    });
    return (await planRoom.forStaff(params.id)).find(({ id }) => id === document.id);
  });

  app.delete(`${PATH}:doc/`, app.consoleAction("documents.delete"), async (request, reply) => {
    const params = parseOr400(DocumentParams, request.params, reply);
    if (!params) return reply;
    const document = await planRoom.byId(params.id, params.doc);
    if (!document) return reply.code(404).send(NO_DOCUMENT);
    await app.db.transaction().execute(async (trx) => {
      await planRoom.remove(trx, document.id);
      const { id, kind, name, size, added_at } = document;
      await app.audit.record(
        request,
        {
          action: "project.document_removed",
          entity: "project",
          entityId: params.id,
          before: { id, kind, name, size, added_at },
        },
        trx,
      );
    });
    // The files go once the row is gone for good: a failed transaction leaves the document whole.
    await Promise.all([document.file_key, document.captions_key].map((key) => key && files.remove(key)));
    // 200 with a body, not 204: the console's client reads every answer as JSON.
    return { deleted: document.id };
  });

  app.get(`${PATH}:doc/file/`, app.consoleAction("documents.read"), async (request, reply) => {
    const params = parseOr400(DocumentParams, request.params, reply);
    if (!params) return reply;
    const document = await planRoom.byId(params.id, params.doc);
    if (!document) return reply.code(404).send(NO_DOCUMENT);
    return sendStored(request, reply, {
      files,
      key: document.file_key,
      kind: document.content_kind,
      filename: document.name,
      disposition: "inline",
    });
  });
}
