// The lead desk: the console's leads inbox and a lead's page, where staff move a lead through the sales
// workflow, assign it, write internal notes and download its files. Writing a lead is the leads
// feature's; this one reads leads and changes only their workflow columns (migration 016).
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { inboxRepository } from "./inbox-repository.ts";
import { leadRepository } from "./lead-desk-repository.ts";
import { leadWorkflow } from "./lead-workflow.ts";
import { inboxRoutes } from "./routes/staff-leads.ts";
import { leadRoutes } from "./routes/staff-lead.ts";
import { memberRoutes } from "./routes/staff-members.ts";

export const leadDeskFeature = fp(
  async (app: FastifyInstance) => {
    const leads = leadRepository(app.db);
    const workflow = leadWorkflow(app.db, leads, app.audit, app.events);
    await app.register(inboxRoutes, { inbox: inboxRepository(app.db) });
    await app.register(leadRoutes, { leads, workflow, objects: app.objects });
    await app.register(memberRoutes, { leads });
  },
  { name: "lead-desk", dependencies: ["database", "events", "files", "staff", "leads"] },
);
