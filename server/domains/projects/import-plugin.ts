// The CSV import of projects (issue 14): staff create and update projects in bulk, matched on their
// external id, after a dry run that reports what each row would do. Writing projects one by one is the
// project desk's; this feature shares its row mapping and history (../project-desk).
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { importRepository } from "./import/import-repository.ts";
import { projectImport } from "./import/project-import.ts";
import { importRoutes } from "./routes/staff-project-import.ts";

export const projectImportFeature = fp(
  async (app: FastifyInstance) => {
    const importer = projectImport(app.db, importRepository(app.db), app.audit, app.events);
    await app.register(importRoutes, { importer });
  },
  { name: "project-import", dependencies: ["database", "events", "files", "staff", "project-desk"] },
);
