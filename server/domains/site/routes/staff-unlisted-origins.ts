// What the Partners screen does with an origin that sent leads while nobody had listed it: Allow (the
// origin joins a partner, a new one named after its host unless one is chosen; undone by removing the
// origin from that partner) and Block (its leads are refused with a message the widget shows; undone by
// Unblock). Each is an admin's, audited, and read by the lead forms' check at once.
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import {
  AllowOriginBody,
  HTTPS_ONLY_MESSAGE,
  isLocalOrigin,
  OriginBody,
  OriginQuery,
} from "../../../../contract/staff/partners.ts";
import { partnerForOrigin } from "../../../../contract/staff/partner-for-origin.ts";
import type { Database } from "../../../infra/db/schema.ts";
import { parseOr400 } from "../../../infra/http/validate.ts";
import type { UnlistedOriginsRepository } from "../unlisted-origins-repository.ts";

export type UnlistedOriginsOptions = {
  unlisted: UnlistedOriginsRepository;
  seedOrigins: string[];
  httpsOnly: boolean;
  /** Reads the allowed and blocked origins again, after a change committed here. */
  changed: () => Promise<void>;
};

const taken = (origin: string, owner: string) => ({
  origin: [`${origin} is allowed already, for partner "${owner}".`],
});

export async function staffUnlistedOriginsRoutes(
  app: FastifyInstance,
  { unlisted, seedOrigins, httpsOnly, changed }: UnlistedOriginsOptions,
) {
  const partners = app.partners;
  const audited = async <T>(change: (trx: Kysely<Database>) => Promise<T>) => {
    const result = await app.db.transaction().execute(change);
    await changed();
    return result;
  };
  /** A free partner id for `origin`'s host: the slug, or the slug with -2, -3, … */
  const freeId = async (trx: Kysely<Database>, base: string) => {
    for (let n = 1; ; n += 1) {
      const id = n === 1 ? base : `${base.slice(0, 60)}-${n}`;
      if (!(await partners.byId(id, trx))) return id;
    }
  };

  /** The one-click Allow's partner: named after the origin's host, audited as any partner created. */
  const newPartner = async (request: FastifyRequest, trx: Kysely<Database>, origin: string) => {
    const named = partnerForOrigin(origin);
    const partner = {
      id: await freeId(trx, named.id),
      name: named.name,
      contact_name: "",
      contact_email: "",
      notes: `Allowed from its leads (${origin}).`,
    };
    await partners.create(trx, partner);
    await app.audit.record(
      request,
      { action: "partner.created", entity: "partner", entityId: partner.id, after: partner },
      trx,
    );
    return partner.id;
  };

  app.post(
    "/reactapp/staff/partners/unlisted/allow/",
    app.consoleAction("partners.allow-origin"),
    async (request, reply) => {
      const body = parseOr400(AllowOriginBody, request.body, reply);
      if (!body) return reply;
      const { origin } = body;
      if (httpsOnly && origin.startsWith("http:") && !isLocalOrigin(origin))
        return reply.code(400).send({ origin: [HTTPS_ONLY_MESSAGE] });
      if (seedOrigins.includes(origin)) return reply.code(409).send(taken(origin, "ALLOWED_ORIGINS"));
      if (body.partner && !(await partners.byId(body.partner)))
        return reply.code(404).send({ detail: "No such partner." });
      const outcome = await audited(async (trx) => {
        const owner = await partners.originOwner(origin, trx);
        if (owner) return { ok: false as const, owner: owner.partner_id };
        const id = body.partner ?? (await newPartner(request, trx, origin));
        if (!(await partners.addOrigin(trx, id, origin))) return { ok: false as const, owner: "another" };
        await app.audit.record(
          request,
          { action: "partner.origin_added", entity: "partner", entityId: id, after: { origin, unlisted: true } },
          trx,
        );
        if (await unlisted.unblock(trx, origin))
          await app.audit.record(request, { action: "origin.unblocked", entity: "origin", entityId: origin }, trx);
        return { ok: true as const, partner: id };
      });
      if (!outcome.ok) return reply.code(409).send(taken(origin, outcome.owner));
      return reply.code(201).send({ origin, partner: await partners.byId(outcome.partner) });
    },
  );

  app.post("/reactapp/staff/partners/blocked/", app.consoleAction("partners.block-origin"), async (request, reply) => {
    const body = parseOr400(OriginBody, request.body, reply);
    if (!body) return reply;
    const { origin } = body;
    // A listed origin is a partner's: removing it from the partner comes first, on purpose.
    const owner = seedOrigins.includes(origin) ? "ALLOWED_ORIGINS" : (await partners.originOwner(origin))?.partner_id;
    if (owner) return reply.code(409).send(taken(origin, owner));
    const blocked = await audited(async (trx) => {
      if (!(await unlisted.block(trx, origin, request.staff.id))) return false;
      await app.audit.record(request, { action: "origin.blocked", entity: "origin", entityId: origin }, trx);
      return true;
    });
    return reply.code(blocked ? 201 : 200).send({ blocked: origin });
  });

  app.delete(
    "/reactapp/staff/partners/blocked/",
    app.consoleAction("partners.block-origin"),
    async (request, reply) => {
      const query = parseOr400(OriginQuery, request.query, reply);
      if (!query) return reply;
      const removed = await audited(async (trx) => {
        if (!(await unlisted.unblock(trx, query.origin))) return false;
        await app.audit.record(request, { action: "origin.unblocked", entity: "origin", entityId: query.origin }, trx);
        return true;
      });
      if (!removed) return reply.code(404).send({ detail: "This origin is not blocked." });
      return { unblocked: query.origin };
    },
  );
}
