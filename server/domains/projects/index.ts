// The projects feature: the board's list, facets and CSV, the project detail, and the projects
// repository (`app.projects`) with its in-memory index, built before the first request.
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { projectsRepository, type ProjectsRepository } from "./projects-repository.ts";
import { projectRoutes } from "./routes/projects.ts";

declare module "fastify" {
  interface FastifyInstance {
    projects: ProjectsRepository;
  }
}

export const projectsFeature = fp(
  async (app: FastifyInstance, { siteUrl }: { siteUrl: string }) => {
    const projects = projectsRepository(app.db);
    await projects.warm();
    app.decorate("projects", projects);
    await app.register(projectRoutes, { siteUrl });
  },
  // The Favorites tab lists the signed-in visitor's favorites; the detail lists the plan room's documents.
  { name: "projects", dependencies: ["database", "accounts", "favorites", "plan-room"] },
);
