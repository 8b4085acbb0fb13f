// The console's own endpoints: who is signed in and what they may do (GET /reactapp/staff/me/) and, for
// admins, the audit log (GET /reactapp/staff/audit/).
import type { FastifyInstance } from "fastify";
import * as v from "valibot";
import { actionsOf, type ConsoleMember } from "../../../../contract/staff/permissions.ts";
import { parseOr400 } from "../../../infra/http/validate.ts";

const AuditQuery = v.object({
  entity: v.optional(v.pipe(v.string(), v.maxLength(40))),
  entity_id: v.optional(v.pipe(v.string(), v.maxLength(40))),
  actor: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1))),
  before: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1))),
});

export async function staffRoutes(app: FastifyInstance) {
  app.get("/reactapp/staff/me/", app.consoleAction("console.me"), async (request): Promise<ConsoleMember> => ({
    ...request.staff,
    actions: actionsOf(request.staff.role),
  }));

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
