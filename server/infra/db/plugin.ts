// Opens and migrates the database and seeds an empty one; features build their repositories on `app.db`.
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { migrate, openDatabase, type Db } from "./database.ts";
import { seedIfEmpty } from "./seed-projects.ts";

declare module "fastify" {
  interface FastifyInstance {
    db: Db;
  }
}

export const databasePlugin = fp(
  async (app: FastifyInstance, { url, seedProjects }: { url: string; seedProjects: number }) => {
    const { db } = openDatabase(url, {
      onIdleError: (error) =>
        app.log.error({ err: error }, "a PostgreSQL connection at rest failed; the pool replaces it"),
    });
    await migrate(db);
    if (seedProjects > 0 && (await seedIfEmpty(db, seedProjects)))
      app.log.info({ projects: seedProjects }, "seeded an empty database");
    app.decorate("db", db);
    app.addHook("onClose", () => db.destroy());
  },
  { name: "database" },
);
