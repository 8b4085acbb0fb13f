// The four lead forms' endpoints, one POST per kind of lead (LEAD_TYPES: contact, quote with PDF
// specification files, sample request, blog reply), all built the same way and doing HTTP only: the
// Idempotency-Key, the body, validation by the contract's schema (a 400, or the plain HTML form again),
// the honeypot, and the 201 or the 303 to the thank-you page. A lead from a site nobody listed is taken
// all the same and stored with its origin; a blocked origin is refused before its body is read. What a lead is and what follows it is the
// service's (lead-service.ts), stored in one transaction by the repository. The quote form also takes
// multipart/form-data, within the sender's address's daily storage budget (upload-budget.ts); the others
// answer 415 to it.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import * as v from "valibot";
import { newReference } from "../../../../contract/references.ts";
import { toFieldErrors } from "../../../../contract/schemas/errors.ts";
import { HONEYPOT_FIELD } from "../../../../contract/schemas/fields.ts";
import { ORIGIN_BLOCKED } from "../../../../contract/schemas/origin-blocked.ts";
import { LEAD_TYPES, type LeadType } from "../../../../contract/schemas/leads.ts";
import { QUOTE_FILES } from "../../../../contract/schemas/quote-files.ts";
import { QUOTE_FILE_RULES, storedName, type StoredUpload, type UploadStore } from "../../../infra/files/uploads.ts";
import { bodyFingerprint, idempotencyKeyOr400 } from "../../../infra/http/idempotency-key.ts";
import { acceptMultipart, readMultipart, type MultipartForm } from "../../../infra/http/multipart.ts";
import { type FormPages, isBrowserFormPost, thankYouLocation } from "../form-pages.ts";
import type { LeadService } from "../lead-service.ts";
import type { UploadBudget } from "../upload-budget.ts";

export type LeadFormsOptions = {
  rateLimit: { max: number; windowMs: number };
  service: LeadService;
  /** Answers for browsers posting the plain HTML forms. */
  formPages: FormPages;
  uploads: UploadStore;
  budget: UploadBudget;
};

/** A lead's body: its fields, and the files a quote brought (already stored). */
type LeadBody = { fields: unknown; uploads: StoredUpload[] };
type ReadBody = (request: FastifyRequest, reply: FastifyReply) => Promise<LeadBody | undefined>;

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

const jsonOrUrlencoded: ReadBody = async (request) => ({ fields: request.body, uploads: [] });

/** A lead's body as its Idempotency-Key remembers it: the fields, and each file's name and size. */
const leadFingerprint = ({ fields, uploads }: LeadBody) =>
  bodyFingerprint({ fields, files: uploads.map(({ original_name, size }) => [original_name, size]) });

export async function leadFormsRoutes(app: FastifyInstance, { uploads, budget, ...options }: LeadFormsOptions) {
  const discard = (list: StoredUpload[]) => uploads.discard(list);
  /** Each form is its own plugin: the quote's multipart parser and the removal of text/plain reach no other. */
  const form = (type: LeadType, readBody: ReadBody, multipart?: MultipartForm) =>
    app.register(async (routes) => {
      if (multipart) await acceptMultipart(routes, multipart);
      postLead(routes, type, readBody, discard, options);
    });

  await form("contact", jsonOrUrlencoded);
  await form(
    "quote",
    async (request, reply) => {
      if (!request.isMultipart()) return jsonOrUrlencoded(request, reply);
      const body = await readMultipart(request, reply, uploads, QUOTE_FORM, {
        // Refused before a byte of the file is read when the budget is already spent.
        before: () => budget.checkLeft(request.ip),
        after: (bytes) => budget.take(request.ip, bytes),
      });
      if (!body) return undefined;
      const stored = body.files.map((file) => ({
        stored_name: storedName(file.key),
        original_name: file.name,
        size: file.size,
      }));
      return { fields: body.fields, uploads: stored };
    },
    QUOTE_FORM,
  );
  await form("sample", jsonOrUrlencoded);
  await form("reply", jsonOrUrlencoded);
}

function postLead(
  app: FastifyInstance,
  type: LeadType,
  readBody: ReadBody,
  discardUploads: (uploads: StoredUpload[]) => Promise<void>,
  { rateLimit, service, formPages }: Pick<LeadFormsOptions, "rateLimit" | "service" | "formPages">,
) {
  const { path, schema } = LEAD_TYPES[type];
  // Lead bodies are JSON, urlencoded or (quotes) multipart. Fastify's built-in text/plain parser would
  // hand the schema a string and answer 400; any other type is 415 Unsupported Media Type
  // (https://www.rfc-editor.org/rfc/rfc9110#status.415), as docs/api.md promises.
  app.removeContentTypeParser("text/plain");

  app.post(
    path,
    {
      config: { rateLimit: { max: rateLimit.max, timeWindow: rateLimit.windowMs } },
      async onRequest(request, reply) {
        if ((await app.corsOrigins.standing(request)).kind !== "blocked") return;
        request.log.info({ type, origin: request.headers.origin }, "lead from a blocked origin refused");
        // A page without JavaScript posted its plain form: the visitor reads the answer itself.
        if (isBrowserFormPost(request)) return reply.code(403).type("text/plain; charset=utf-8").send(ORIGIN_BLOCKED);
        return reply.code(403).send({ detail: ORIGIN_BLOCKED });
      },
    },
    async (request, reply) => {
      const key = idempotencyKeyOr400(request, reply);
      if (key === null) return reply;
      const body = await readBody(request, reply);
      if (!body) return reply;
      const browser = isBrowserFormPost(request);
      // Files go before the answer does, so a refused or replayed form never leaves an upload behind.
      const discard = () => discardUploads(body.uploads);

      const parsed = v.safeParse(schema as v.GenericSchema, body.fields ?? {});
      if (!parsed.success) {
        await discard();
        const errors = toFieldErrors(parsed.issues);
        const fields = (body.fields ?? {}) as Record<string, unknown>;
        const page = browser && formPages.formAgain(String(fields.source_page ?? ""), type, fields, errors);
        if (page)
          return reply.code(400).type("text/html; charset=utf-8").header("cache-control", "no-store").send(page);
        return reply.code(400).send(errors);
      }
      const data = parsed.output as Record<string, unknown>;

      // A filled honeypot is a bot: answer as if stored, store nothing.
      if (data[HONEYPOT_FIELD]) {
        await discard();
        request.log.info({ type }, "honeypot filled; lead dropped");
        const reference = newReference(type);
        if (browser) return reply.redirect(thankYouLocation(type, reference), 303);
        return reply.code(201).send({ id: Math.floor(Math.random() * 1e6), reference });
      }

      // The body as read, to compare a retry's with the one the key came with first.
      const idempotency = key ? { endpoint: path, key, fingerprint: leadFingerprint(body) } : undefined;
      let created;
      try {
        const userId = await app.signedInUserId(request);
        const from = await app.corsOrigins.standing(request);
        const unlistedOrigin = from.kind === "unlisted" ? from.origin : undefined;
        created = await service.submit(type, data, { idempotency, files: body.uploads, userId, unlistedOrigin });
      } catch (error) {
        await discard();
        throw error;
      }
      if (created.replayed) await discard();
      else request.log.info({ leadId: created.id, type }, "lead stored");
      if (browser) return reply.redirect(thankYouLocation(type, created.reference), 303);
      return reply.code(201).send({ id: created.id, reference: created.reference });
    },
  );
}
