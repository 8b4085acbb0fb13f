// The import's endpoints: the template to fill in, and the upload (a multipart file or a text/csv body,
// 20 MB at most) checked by its content through app.files, answered with the per-row report.
import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { Readable } from "node:stream";
import {
  IMPORT_COLUMNS,
  IMPORT_LIMITS,
  IMPORT_PATHS,
  ImportQuerySchema,
} from "../../../../contract/staff/project-import.ts";
import { toCsv } from "../../../infra/http/csv.ts";
import { parseOr400 } from "../../../infra/http/validate.ts";
import { FileRejected, type StoredFile } from "../../../infra/files/file-store.ts";
import { boundaryFault, multipartFault } from "../../../infra/http/multipart-faults.ts";
import { ImportRefused } from "../import/csv-table.ts";
import type { ProjectImport } from "../import/project-import.ts";

const TOO_LARGE = `The file is over ${IMPORT_LIMITS.maxBytes / 1024 / 1024} MB.`;
const NOT_CSV = "This file is not a CSV text file.";
const NO_FILE = "Choose a CSV file to import.";

export async function staffProjectImportRoutes(app: FastifyInstance, { importer }: { importer: ProjectImport }) {
  await app.register(multipart, { limits: { fileSize: IMPORT_LIMITS.maxBytes, files: 1, fields: 5, parts: 6 } });
  // A spreadsheet saved as CSV can also be sent as the body itself (curl --data-binary @file.csv).
  app.addContentTypeParser(
    "text/csv",
    { parseAs: "buffer", bodyLimit: IMPORT_LIMITS.maxBytes },
    (_request, body, done) => done(null, body),
  );

  const save = (source: Readable) =>
    app.files.save(source, {
      maxBytes: IMPORT_LIMITS.maxBytes,
      accepted: ["csv"],
      tooLarge: TOO_LARGE,
      wrongKind: NOT_CSV,
    });

  /** The uploaded file, stored and checked to be CSV text; undefined after answering a refusal. */
  async function upload(request: FastifyRequest, reply: FastifyReply): Promise<StoredFile | undefined> {
    if (Buffer.isBuffer(request.body)) return save(Readable.from([request.body]));
    if (!request.isMultipart())
      return void reply.code(415).send({ detail: `Send the CSV as multipart/form-data or text/csv.` });
    const badBoundary = boundaryFault(request.headers["content-type"]);
    if (badBoundary) return void reply.code(badBoundary.statusCode).send(badBoundary.body);
    const file = await request.file();
    if (!file || !file.filename) return void reply.code(400).send({ detail: NO_FILE });
    return save(file.file);
  }

  app.get(IMPORT_PATHS.template, app.consoleAction("projects.import"), async (_request, reply) => {
    const header = IMPORT_COLUMNS.map((column) => column.name);
    const example = IMPORT_COLUMNS.map((column) => column.example);
    return reply
      .type("text/csv; charset=utf-8")
      .header("content-disposition", 'attachment; filename="projects-import-template.csv"')
      .send(toCsv([header, example]));
  });

  app.post(
    IMPORT_PATHS.import,
    { ...app.consoleAction("projects.import"), bodyLimit: IMPORT_LIMITS.maxBytes },
    async (request, reply) => {
      const query = parseOr400(ImportQuerySchema, request.query, reply);
      if (!query) return reply;
      let stored: StoredFile | undefined;
      try {
        stored = await upload(request, reply);
        if (!stored) return reply;
        const text = new TextDecoder("utf-8", { fatal: true }).decode(await app.files.read(stored.key));
        const dryRun = query.dry_run === "1" || query.dry_run === "true";
        return await importer.run(request, text, { dryRun, fileKey: stored.key });
      } catch (error) {
        if (error instanceof ImportRefused) return reply.code(400).send({ detail: error.message });
        if (error instanceof FileRejected) return reply.code(error.statusCode).send({ detail: error.message });
        if (error instanceof TypeError && /decode|encoded/i.test(error.message))
          return reply.code(400).send({ detail: NOT_CSV });
        const fault = multipartFault(error);
        if (fault) return reply.code(fault.statusCode).send(fault.body);
        throw error;
      } finally {
        // The report and the audit entry keep what the import did; the file itself is not kept.
        if (stored) await app.files.remove(stored.key);
      }
    },
  );
}
