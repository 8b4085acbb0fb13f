// The project desk: staff create, edit, publish, unpublish, close and reopen projects in the console,
// and admins remove the generated demo projects. `app.projectDesk` reads and writes every project
// whatever its publication (the public's reads stay app.projects'); the history of a published
// project's changes is kept in project_changes (project-history.ts).
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { deskRepository, type DeskRepository } from "./desk-repository.ts";
import { deskWorkflow } from "./desk-workflow.ts";
import { deskRoutes } from "./routes/staff-projects.ts";

declare module "fastify" {
  interface FastifyInstance {
    projectDesk: DeskRepository;
  }
}

export const projectDeskFeature = fp(
  async (app: FastifyInstance) => {
    const desk = deskRepository(app.db);
    app.decorate("projectDesk", desk);
    await app.register(deskRoutes, { desk, workflow: deskWorkflow(app.db, desk, app.audit, app.events) });
  },
  { name: "project-desk", dependencies: ["database", "events", "staff"] },
);
