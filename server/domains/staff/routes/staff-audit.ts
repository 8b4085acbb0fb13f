// The audit log, for admins: GET /reactapp/staff/audit/, filtered by entity, entity id and actor, a page
// at a time (before an entry's id).
import type { FastifyInstance } from "fastify";
import * as v from "valibot";
import { parseOr400 } from "../../../infra/http/validate.ts";

const AuditQuery = v.object({
  entity: v.optional(v.pipe(v.string(), v.maxLength(40))),
  entity_id: v.optional(v.pipe(v.string(), v.maxLength(40))),
  actor: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1))),
  before: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1))),
});

export async function staffAuditRoutes(app: FastifyInstance) {
  app.get("/reactapp/staff/audit/", app.consoleAction("audit.read"), async (request, reply) => {
    const query = parseOr400(AuditQuery, request.query, reply);
    if (!query) return reply;
    return app.audit.list({
      entity: query.entity,
      entityId: query.entity_id,
      actorId: query.actor,
      before: query.before,
    });
  });
}
