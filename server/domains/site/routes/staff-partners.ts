// GET /reactapp/staff/partners/ (staff) and the admins' changes: a partner's record, its removal, and
// the origins its pages may call the API from. Origins open the API to another site, so only admins
// change them; each change is audited and read by the CORS check at once.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import {
  HTTPS_ONLY_MESSAGE,
  isLocalOrigin,
  NewPartner,
  OriginBody,
  OriginQuery,
  PartnerFields,
  type PartnersList,
  type UnlistedOrigin,
} from "../../../../contract/staff/partners.ts";
import type { Database } from "../../../infra/db/schema.ts";
import { parseOr400 } from "../../../infra/http/validate.ts";

type Params = { Params: { id: string } };
const NOT_FOUND = { detail: "No such partner." };

export async function staffPartnersRoutes(
  app: FastifyInstance,
  {
    seedOrigins,
    httpsOnly,
    changed,
    unlisted,
  }: {
    seedOrigins: string[];
    httpsOnly: boolean;
    changed: () => Promise<void>;
    /** The origins that sent leads unlisted, and the blocked ones (staff-unlisted-origins.ts). */
    unlisted: () => Promise<UnlistedOrigin[]>;
  },
) {
  const partners = app.partners;
  // A change and its audit record commit together; then this process's CORS check reads the origins again.
  const audited = async <T>(change: (trx: Kysely<Database>) => Promise<T>) => {
    const result = await app.db.transaction().execute(change);
    await changed();
    return result;
  };
  const partnerOr404 = async (request: FastifyRequest<Params>, reply: FastifyReply) => {
    const partner = await partners.byId(request.params.id);
    if (!partner) reply.code(404).send(NOT_FOUND);
    return partner;
  };

  app.get("/reactapp/staff/partners/", app.consoleAction("partners.read"), async (): Promise<PartnersList> => ({
    partners: await partners.list(),
    seed_origins: seedOrigins,
    unlisted: await unlisted(),
  }));

  app.post("/reactapp/staff/partners/", app.consoleAction("partners.change"), async (request, reply) => {
    const input = parseOr400(NewPartner, request.body, reply);
    if (!input) return reply;
    const created = await audited(async (trx) => {
      if (!(await partners.create(trx, input))) return false;
      await app.audit.record(
        request,
        { action: "partner.created", entity: "partner", entityId: input.id, after: input },
        trx,
      );
      return true;
    });
    if (!created) return reply.code(409).send({ id: ["A partner with this id exists already."] });
    return reply.code(201).send(await partners.byId(input.id));
  });

  app.put<Params>("/reactapp/staff/partners/:id/", app.consoleAction("partners.change"), async (request, reply) => {
    const fields = parseOr400(PartnerFields, request.body, reply);
    if (!fields) return reply;
    const before = await partnerOr404(request, reply);
    if (!before) return reply;
    await audited(async (trx) => {
      await partners.update(trx, before.id, fields);
      await app.audit.record(
        request,
        { action: "partner.updated", entity: "partner", entityId: before.id, before, after: fields },
        trx,
      );
    });
    return partners.byId(before.id);
  });

  app.delete<Params>("/reactapp/staff/partners/:id/", app.consoleAction("partners.change"), async (request, reply) => {
    const before = await partnerOr404(request, reply);
    if (!before) return reply;
    const origins = (await partners.list()).find((p) => p.id === before.id)?.origins ?? [];
    await audited(async (trx) => {
      await partners.remove(trx, before.id);
      await app.audit.record(
        request,
        { action: "partner.deleted", entity: "partner", entityId: before.id, before: { ...before, origins } },
        trx,
      );
    });
    return { deleted: before.id };
  });

  app.post<Params>(
    "/reactapp/staff/partners/:id/origins/",
    app.consoleAction("partners.change"),
    async (request, reply) => {
      const body = parseOr400(OriginBody, request.body, reply);
      if (!body) return reply;
      if (httpsOnly && body.origin.startsWith("http:") && !isLocalOrigin(body.origin))
        return reply.code(400).send({ origin: [HTTPS_ONLY_MESSAGE] });
      const partner = await partnerOr404(request, reply);
      if (!partner) return reply;
      const added = await audited(async (trx) => {
        const owner = await partners.originOwner(body.origin, trx);
        if (owner) return owner.partner_id;
        // A concurrent request may have added it since.
        if (!(await partners.addOrigin(trx, partner.id, body.origin))) return "another";
        await app.audit.record(
          request,
          { action: "partner.origin_added", entity: "partner", entityId: partner.id, after: body },
          trx,
        );
        return true;
      });
      if (added !== true)
        return reply.code(409).send({ origin: [`This origin is allowed already, for partner "${added}".`] });
      return reply.code(201).send(body);
    },
  );

  app.delete<Params>(
    "/reactapp/staff/partners/:id/origins/",
    app.consoleAction("partners.change"),
    async (request, reply) => {
      const query = parseOr400(OriginQuery, request.query, reply);
      if (!query) return reply;
      const removed = await audited(async (trx) => {
        if (!(await partners.removeOrigin(trx, request.params.id, query.origin))) return false;
        await app.audit.record(
          request,
          { action: "partner.origin_removed", entity: "partner", entityId: request.params.id, before: query },
          trx,
        );
        return true;
      });
      if (!removed) return reply.code(404).send({ detail: "This partner has no such origin." });
      return { removed: query.origin };
    },
  );
}
