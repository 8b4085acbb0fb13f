// The Drive page's reads, for the signed-in customer only (anyone else: 403, as every
// /reactapp/account/ route): GET /reactapp/account/drive/ (their files), and GET /reactapp/account/drive/quote-files/:id/, a PDF they
// sent with a quote request, as a download. Another customer's file answers 404, as an unknown id does.
import type { FastifyInstance } from "fastify";
import * as v from "valibot";
import type { ObjectStore } from "../../../infra/files/object-store.ts";
import { sendStored } from "../../../infra/files/send-stored.ts";
import { uploadKey } from "../../../infra/files/uploads.ts";
import type { DriveRepository } from "../drive-repository.ts";

const FileParams = v.object({ id: v.pipe(v.string(), v.regex(/^[1-9]\d{0,9}$/), v.transform(Number)) });
const NOT_FOUND = { detail: "Not found." };

export type DriveOptions = {
  drive: DriveRepository;
  /** Where the quote form keeps the PDFs it receives (server/infra/files/uploads.ts). */
  objects: ObjectStore;
};

export async function driveRoutes(app: FastifyInstance, { drive, objects }: DriveOptions) {
  const signedIn = { preHandler: app.requireUser };

  app.get("/reactapp/account/drive/", signedIn, async (request, reply) =>
    reply.header("cache-control", "no-store").send(await drive.drive(request.userId)),
  );

  app.get("/reactapp/account/drive/quote-files/:id/", signedIn, async (request, reply) => {
    const params = v.safeParse(FileParams, request.params);
    const file = params.success ? await drive.quoteFile(request.userId, params.output.id) : undefined;
    const key = file && uploadKey(file.stored_name);
    if (!file || !key) return reply.code(404).send(NOT_FOUND);
    return sendStored(request, reply, {
      files: objects,
      key,
      kind: "pdf",
      filename: file.original_name,
      disposition: "attachment",
    });
  });
}
