// Opens and migrates the database, seeds an empty one, and gives routes their repositories.
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { migrate, openDatabase, type Db } from "./database.ts";
import { seedIfEmpty } from "./seed-projects.ts";
import { leadsRepository, type LeadsRepository } from "../../features/leads/leads-repository.ts";
import { projectsRepository, type ProjectsRepository } from "../../features/projects/projects-repository.ts";

declare module "fastify" {
  interface FastifyInstance {
    db: Db;
    projects: ProjectsRepository;
    leads: LeadsRepository;
  }
}

export const databasePlugin = fp(
  async (app: FastifyInstance, { url, seedProjects }: { url: string; seedProjects: number }) => {
    const { db } = openDatabase(url);
    await migrate(db);
    if (seedProjects > 0 && (await seedIfEmpty(db, seedProjects)))
      app.log.info({ projects: seedProjects }, "seeded an empty database");
    app.decorate("db", db);
    const projects = projectsRepository(db);
    await projects.warm();
    app.decorate("projects", projects);
    app.decorate("leads", leadsRepository(db));
    app.addHook("onClose", () => db.destroy());
  },
);
