// The staff feature: the console's guards (`app.consoleAction`, one per row of the permissions table in
// contract/staff/permissions.ts), its audit log (`app.audit`) and who is signed in to it.
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { auditRepository, type AuditRepository } from "./audit-repository.ts";
import { decorateStaffGuards } from "./guards.ts";
import { staffRoutes } from "./routes/staff-audit.ts";

declare module "fastify" {
  interface FastifyInstance {
    audit: AuditRepository;
  }
}

export const staffFeature = fp(
  async (app: FastifyInstance) => {
    app.decorate("audit", auditRepository(app.db));
    decorateStaffGuards(app);
    await app.register(staffRoutes);
  },
  { name: "staff", dependencies: ["database", "accounts"] },
);
