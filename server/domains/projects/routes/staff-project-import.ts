// The import's endpoints: the template to fill in, and the upload (a multipart file or a text/csv body,
// 20 MB at most) checked by its content through app.files, answered with the per-row report.
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
import { FileRejected, type FileRules, type StoredFile } from "../../../infra/files/file-store.ts";
import { acceptMultipart, readMultipart, type MultipartForm } from "../../../infra/http/multipart.ts";
import { ImportRefused } from "../import/csv-table.ts";
import type { ProjectImport } from "../import/project-import.ts";

const TOO_LARGE = `The file is over ${IMPORT_LIMITS.maxBytes / 1024 / 1024} MB.`;
const NOT_CSV = "This file is not a CSV text file.";
const NO_FILE = "Choose a CSV file to import.";
const CSV_RULES: FileRules = {
  maxBytes: IMPORT_LIMITS.maxBytes,
  accepted: ["csv"],
  tooLarge: TOO_LARGE,
  wrongKind: NOT_CSV,
};
/** The upload as multipart: one CSV `file`; a refusal answers in `detail`, as the import's own do. */
const IMPORT_FORM: MultipartForm = {
  files: { file: { rules: CSV_RULES, fallbackName: "import.csv" } },
  fields: 5,
  refusal: (_field, message) => ({ detail: message }),
};

export async function staffProjectImportRoutes(app: FastifyInstance, { importer }: { importer: ProjectImport }) {
  await acceptMultipart(app, IMPORT_FORM);
  // A spreadsheet saved as CSV can also be sent as the body itself (curl --data-binary @file.csv).
  app.addContentTypeParser(
    "text/csv",
    { parseAs: "buffer", bodyLimit: IMPORT_LIMITS.maxBytes },
    (_request, body, done) => done(null, body),
  );

  /** The uploaded file, stored and checked to be CSV text; undefined after answering a refusal. */
  async function upload(request: FastifyRequest, reply: FastifyReply): Promise<StoredFile | undefined> {
    if (Buffer.isBuffer(request.body)) return app.files.save(Readable.from([request.body]), CSV_RULES);
    if (!request.isMultipart())
      return void reply.code(415).send({ detail: `Send the CSV as multipart/form-data or text/csv.` });
    const body = await readMultipart(request, reply, app.files, IMPORT_FORM);
    if (!body) return undefined;
    const [file] = body.files;
    if (!file) return void reply.code(400).send({ detail: NO_FILE });
    return file;
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
        throw error;
      } finally {
        // The report and the audit entry keep what the import did; the file itself is not kept.
        if (stored) await app.files.remove(stored.key);
      }
    },
  );
}
