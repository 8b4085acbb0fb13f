// GET /reactapp/projects/projects/:id/documents/:doc/ (and …/captions/ for a video's WebVTT): a published
// project's document, for signed-in accounts only (401 otherwise, staff included: the console previews
// through its own route). Served inline with ranges, or as a download with ?download=1.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import * as v from "valibot";
import { sendStored } from "../../../infra/files/send-stored.ts";
import { parseOr400 } from "../../../infra/http/validate.ts";

const Id = v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.toNumber());
const Params = v.object({ id: Id, doc: Id });
const NOT_FOUND = { detail: "Not found." };
const SIGN_IN = { detail: "Sign in to open the project's documents." };
const PATH = "/reactapp/projects/projects/:id/documents/:doc/";

export async function documentsRoutes(app: FastifyInstance) {
  const { planRoom, files } = app;

  /** The published project's document the request names, or undefined after answering 401 or 404. */
  async function documentOr4xx(request: FastifyRequest, reply: FastifyReply) {
    reply.header("cache-control", "private, no-cache");
    if ((await app.signedInUserId(request)) === undefined) return void reply.code(401).send(SIGN_IN);
    const params = parseOr400(Params, request.params, reply);
    if (!params) return undefined;
    const project = await planRoom.project(params.id);
    const document = project?.publication === "published" ? await planRoom.byId(params.id, params.doc) : undefined;
    if (!document) return void reply.code(404).send(NOT_FOUND);
    return document;
  }

  app.get(PATH, async (request, reply) => {
    const document = await documentOr4xx(request, reply);
    if (!document) return reply;
    const download = (request.query as Record<string, unknown>).download === "1";
    return sendStored(request, reply, {
      files,
      key: document.file_key,
      kind: document.content_kind,
      filename: document.name,
      disposition: download ? "attachment" : "inline",
    });
  });

  app.get(`${PATH}captions/`, async (request, reply) => {
    const document = await documentOr4xx(request, reply);
    if (!document) return reply;
    if (!document.captions_key) return reply.code(404).send(NOT_FOUND);
    return sendStored(request, reply, {
      files,
      key: document.captions_key,
      kind: "vtt",
      filename: `${document.name.replace(/\.[^.]+$/, "")}.vtt`,
      disposition: "inline",
    });
  });
}
