// GET /reactapp/staff/members/: the staff members a lead can be assigned to (the team screen manages
// them; this is only who they are).
import type { FastifyInstance } from "fastify";
import type { LeadRepository } from "../lead-desk-repository.ts";

export async function staffMembersRoutes(app: FastifyInstance, { leads }: { leads: LeadRepository }) {
  app.get("/reactapp/staff/members/", app.consoleAction("leads.read"), async () => leads.members());
}
