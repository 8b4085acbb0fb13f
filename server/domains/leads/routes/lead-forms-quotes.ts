// POST /reactapp/create-quote/: the quote form, as JSON or as multipart/form-data with PDF
// specification files, within the sender's address's daily storage budget (upload-budget.ts).
import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { QUOTE_FILES } from "../../../../contract/schemas/quote.ts";
import { closeIfBodyUnread } from "../../../infra/http/unread-body.ts";
import { leadRoute, type LeadRouteOptions } from "./lead-forms.ts";
import { boundaryFault, fieldText, multipartFault } from "../../../infra/http/multipart-faults.ts";
import { OverBudget, type UploadBudget } from "../upload-budget.ts";
import { UploadRejected, type StoredUpload, type UploadStore } from "../../../infra/files/uploads.ts";

type Refusal = { statusCode: number; body: Record<string, unknown>; retryAt?: number };

export async function quoteRoutes(
  app: FastifyInstance,
  { uploads, budget, ...options }: Omit<LeadRouteOptions, "type"> & { uploads: UploadStore; budget: UploadBudget },
) {
  await app.register(multipart, {
    limits: {
      fileSize: QUOTE_FILES.maxBytes,
      files: QUOTE_FILES.maxFiles,
      fields: 60,
      fieldSize: 64 * 1024,
      parts: 80,
    },
  });

  /** The answer to a failure while reading the body, when the sender is to blame; undefined if we are. */
  const refusalOf = (error: unknown): Refusal | undefined => {
    if (error instanceof OverBudget) {
      return { statusCode: 429, body: { specification_files: [error.message] }, retryAt: error.retryAt };
    }
    if (error instanceof UploadRejected) {
      return { statusCode: error.statusCode, body: { specification_files: [error.message] } };
    }
    if ((error as { code?: unknown }).code === "FST_FILES_LIMIT") {
      return { statusCode: 413, body: { specification_files: [`Attach at most ${QUOTE_FILES.maxFiles} files.`] } };
    }
    return multipartFault(error);
  };

  async function readBody(request: FastifyRequest, reply: FastifyReply) {
    if (!request.isMultipart()) return { fields: request.body, uploads: [] };
    const badBoundary = boundaryFault(request.headers["content-type"]);
    if (badBoundary) return void reply.code(badBoundary.statusCode).send(badBoundary.body);
    const fields: Record<string, unknown> = Object.create(null);
    const saved: StoredUpload[] = [];
    try {
      for await (const part of request.parts()) {
        if (part.type === "file") {
          if (part.fieldname !== "specification_files") {
            part.file.resume();
            fields[part.fieldname] = "(file)";
            continue;
          }
          if (!part.filename) {
            part.file.resume();
            continue;
          }
          // Refused before a byte of the file is read when the budget is already spent.
          await budget.checkLeft(request.ip);
          saved.push(await uploads.save(part, (bytes) => budget.take(request.ip, bytes)));
        } else {
          const value = fieldText(part);
          const earlier = fields[part.fieldname];
          fields[part.fieldname] = earlier === undefined ? value : [earlier, value].flat();
        }
      }
    } catch (error) {
      await uploads.discard(saved);
      const refusal = refusalOf(error);
      if (!refusal) throw error;
      // The rest of a refused body is not read: the connection closes after the answer.
      closeIfBodyUnread(request, reply);
      if (refusal.retryAt)
        reply.header("retry-after", String(Math.max(1, Math.ceil((refusal.retryAt - Date.now()) / 1000))));
      return void reply.code(refusal.statusCode).send(refusal.body);
    }
    return { fields, uploads: saved };
  }

  leadRoute(app, { ...options, type: "quote", readBody, discardUploads: (list) => uploads.discard(list) });
}
