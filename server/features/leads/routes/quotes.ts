// POST /reactapp/create-quote/: the quote form, as JSON or as multipart/form-data with PDF
// specification files.
import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { QUOTE_FILES } from "../../../../contract/schemas/quote.ts";
import { leadRoute, type LeadRouteOptions } from "../lead-route.ts";
import { UploadRejected, uploadStore, type StoredUpload } from "../uploads.ts";

export async function quoteRoutes(app: FastifyInstance, options: Omit<LeadRouteOptions, "type"> & { dataDir: string }) {
  const uploads = uploadStore(options.dataDir);
  await app.register(multipart, {
    limits: {
      fileSize: QUOTE_FILES.maxBytes,
      files: QUOTE_FILES.maxFiles,
      fields: 60,
      fieldSize: 64 * 1024,
      parts: 80,
    },
  });

  async function readBody(request: FastifyRequest, reply: FastifyReply) {
    if (!request.isMultipart()) return { fields: request.body, uploads: [] };
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
          saved.push(await uploads.save(part));
        } else {
          const value = String(part.value);
          const earlier = fields[part.fieldname];
          fields[part.fieldname] = earlier === undefined ? value : [earlier, value].flat();
        }
      }
    } catch (error) {
      await uploads.discard(saved);
      if (error instanceof UploadRejected) {
        reply.code(error.statusCode).send({ specification_files: [error.message] });
        return undefined;
      }
      const code = (error as { code?: string }).code;
      if (code === "FST_FILES_LIMIT") {
        reply.code(413).send({ specification_files: [`Attach at most ${QUOTE_FILES.maxFiles} files.`] });
        return undefined;
      }
      throw error;
    }
    return { fields, uploads: saved };
  }

  leadRoute(app, { ...options, type: "quote", readBody, discardUploads: (list) => uploads.discard(list) });
}
