// GET /reactapp/staff/leads/ (a page of the inbox) and GET /reactapp/staff/leads.csv (the same view,
// whole, in the command-line export's columns).
import type { FastifyInstance } from "fastify";
import { LeadsQuerySchema } from "../../../../contract/staff/lead-requests.ts";
import { parseOr400 } from "../../../infra/http/validate.ts";
import { leadsToCsv } from "../leads-csv.ts";
import type { InboxRepository } from "../inbox-repository.ts";

export async function staffLeadsRoutes(app: FastifyInstance, { inbox }: { inbox: InboxRepository }) {
  app.get("/reactapp/staff/leads/", app.consoleAction("leads.read"), async (request, reply) => {
    const query = parseOr400(LeadsQuerySchema, request.query, reply);
    if (!query) return reply;
    return inbox.page(query, request.staff.id);
  });

  app.get("/reactapp/staff/leads.csv", app.consoleAction("leads.export"), async (request, reply) => {
    const query = parseOr400(LeadsQuerySchema, request.query, reply);
    if (!query) return reply;
    const csv = leadsToCsv(await inbox.all(query, request.staff.id));
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .type("text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="leads-${day}.csv"`)
      .send(csv);
  });
}
