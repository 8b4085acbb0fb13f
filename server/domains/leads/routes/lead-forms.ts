// The four lead forms' endpoints, one POST per kind of lead (LEAD_TYPES: contact, quote with PDF
// specification files, sample request, blog reply), all built the same way: rate-limited, validated by
// the contract's schema, idempotent, committed before the 201, and announced to the firm by e-mail.
// The quote form also takes multipart/form-data, within the sender's address's daily storage budget
// (upload-budget.ts); the others answer 415 to it.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import * as v from "valibot";
import { HONEYPOT_FIELD, LEAD_CONTEXT_FIELDS, UTM_FIELDS } from "../../../../contract/schemas/fields.ts";
import { LEAD_TYPES, type LeadType } from "../../../../contract/schemas/leads.ts";
import { toFieldErrors } from "../../../../contract/schemas/errors.ts";
import type { LeadService } from "../lead-service.ts";
import { newReference } from "../../../../contract/references.ts";
import { type FormPages, isBrowserFormPost, thankYouLocation } from "../form-pages.ts";
import { QUOTE_FILES } from "../../../../contract/schemas/quote-files.ts";
import { QUOTE_FILE_RULES, storedName, type StoredUpload, type UploadStore } from "../../../infra/files/uploads.ts";
import { bodyFingerprint, idempotencyKeyOr400 } from "../../../infra/http/idempotency-key.ts";
import { acceptMultipart, readMultipart, type MultipartForm } from "../../../infra/http/multipart.ts";
import type { UploadBudget } from "../upload-budget.ts";

type LeadRouteOptions = {
  type: LeadType;
  status?: "new" | "pending_moderation";
  rateLimit: { max: number; windowMs: number };
  service: LeadService;
  /** Reads the body; the quote route reads multipart bodies with files here. */
  readBody?: (
    request: FastifyRequest,
    reply: FastifyReply,
  ) => Promise<{ fields: unknown; uploads: StoredUpload[] } | undefined>;
  discardUploads?: (uploads: StoredUpload[]) => Promise<void>;
  /** Answers for browsers posting the plain HTML forms. */
  formPages: FormPages;
};

export type LeadFormsOptions = Omit<LeadRouteOptions, "type" | "status" | "readBody" | "discardUploads"> & {
  uploads: UploadStore;
  budget: UploadBudget;
};

/** The quote form's body: its specification files (10 PDFs of 25 MB at most) and its text fields. */
const QUOTE_FORM: MultipartForm = {
  files: {
    specification_files: {
      rules: QUOTE_FILE_RULES,
      max: QUOTE_FILES.maxFiles,
      tooMany: `Attach at most ${QUOTE_FILES.maxFiles} files.`,
      fallbackName: "file.pdf",
    },
  },
  fields: 60,
};

export async function leadFormsRoutes(app: FastifyInstance, { uploads, budget, ...options }: LeadFormsOptions) {
  // Each form is its own plugin: the quote's multipart parser and the removal of text/plain reach no other.
  await app.register(async (form) => leadRoute(form, { ...options, type: "contact" }));
  await app.register(async (form) => {
    await acceptMultipart(form, QUOTE_FORM);
    const readBody = async (request: FastifyRequest, reply: FastifyReply) => {
      if (!request.isMultipart()) return { fields: request.body, uploads: [] };
      const admission = {
        // Refused before a byte of the file is read when the budget is already spent.
        before: () => budget.checkLeft(request.ip),
        after: (bytes: number) => budget.take(request.ip, bytes),
      };
      const body = await readMultipart(request, reply, uploads, QUOTE_FORM, admission);
      if (!body) return undefined;
      const saved = body.files.map((file) => ({
        stored_name: storedName(file.key),
        original_name: file.name,
        size: file.size,
      }));
      return { fields: body.fields, uploads: saved };
    };
    leadRoute(form, { ...options, type: "quote", readBody, discardUploads: (list) => uploads.discard(list) });
  });
  await app.register(async (form) => leadRoute(form, { ...options, type: "sample" }));
  await app.register(async (form) => leadRoute(form, { ...options, type: "reply", status: "pending_moderation" }));
}

/** A lead's body as its Idempotency-Key remembers it: the fields, and each file's name and size. */
const leadFingerprint = ({ fields, uploads }: { fields: unknown; uploads: StoredUpload[] }) =>
  bodyFingerprint({ fields, files: uploads.map(({ original_name, size }) => [original_name, size]) });

function leadRoute(app: FastifyInstance, options: LeadRouteOptions) {
  const { path, schema } = LEAD_TYPES[options.type];
  // Lead bodies are JSON, urlencoded or (quotes) multipart. Fastify's built-in text/plain parser would
  // hand the schema a string and answer 400; any other type is 415 Unsupported Media Type
  // (https://www.rfc-editor.org/rfc/rfc9110#status.415), as the README promises. Each lead route is
  // its own plugin, so this reaches no other route.
  app.removeContentTypeParser("text/plain");
  const readBody = options.readBody ?? (async (request: FastifyRequest) => ({ fields: request.body, uploads: [] }));

  app.post(
    path,
    { config: { rateLimit: { max: options.rateLimit.max, timeWindow: options.rateLimit.windowMs } } },
    async (request, reply) => {
      const key = idempotencyKeyOr400(request, reply);
      if (key === null) return reply;

      const body = await readBody(request, reply);
      if (!body) return reply;
      const browser = isBrowserFormPost(request);
      const discard = () => options.discardUploads?.(body.uploads);
      // The body is read before the replay, to compare it with the one the key came with first.
      const idempotency = key ? { endpoint: path, key, fingerprint: leadFingerprint(body) } : undefined;
      if (idempotency) {
        const earlier = await options.service.replay(idempotency);
        if (earlier) {
          await discard();
          return reply.code(earlier.statusCode).send(earlier.body);
        }
      }
      const parsed = v.safeParse(schema as v.GenericSchema, body.fields ?? {});
      if (!parsed.success) {
        // Files go before the answer does, so a rejected form never leaves an upload behind.
        await discard();
        const errors = toFieldErrors(parsed.issues);
        const fields = (body.fields ?? {}) as Record<string, unknown>;
        const page =
          browser && options.formPages.formAgain(String(fields.source_page ?? ""), options.type, fields, errors);
        if (page)
          return reply.code(400).type("text/html; charset=utf-8").header("cache-control", "no-store").send(page);
        return reply.code(400).send(errors);
      }
      const data = parsed.output as Record<string, unknown>;

      // A filled honeypot is a bot: answer as if stored, store nothing.
      if (data[HONEYPOT_FIELD]) {
        await discard();
        request.log.info({ type: options.type }, "honeypot filled; lead dropped");
        const reference = newReference(options.type);
        if (browser) return reply.redirect(thankYouLocation(options.type, reference), 303);
        return reply.code(201).send({ id: Math.floor(Math.random() * 1e6), reference });
      }

      const payload = Object.fromEntries(Object.entries(data).filter(([name]) => !LEAD_CONTEXT_FIELDS.includes(name)));
      const text = (name: string) => String(data[name] ?? "");
      let created;
      try {
        created = await options.service.submit(
          {
            type: options.type,
            status: options.status ?? "new",
            payload,
            context: {
              source_page: text("source_page"),
              referrer: text("referrer"),
              partner: text("partner"),
              utm: Object.fromEntries(UTM_FIELDS.filter((f) => data[f]).map((f) => [f, text(f)])),
            },
            files: body.uploads.map(({ stored_name, original_name, size }) => ({ stored_name, original_name, size })),
            userId: await app.signedInUserId(request),
          },
          idempotency,
        );
      } catch (error) {
        await discard();
        throw error;
      }
      if (created.replayed) {
        await discard();
      } else {
        request.log.info({ leadId: created.id, type: options.type }, "lead stored");
      }
      if (browser) return reply.redirect(thankYouLocation(options.type, created.reference), 303);
      return reply.code(201).send({ id: created.id, reference: created.reference });
    },
  );
}
