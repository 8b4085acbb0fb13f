// The team screen's feature: staff accounts as admins manage them (`app.team`) and its routes.
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { teamRoutes } from "./routes/staff-team.ts";
import { teamRepository, type TeamRepository } from "./team-repository.ts";

declare module "fastify" {
  interface FastifyInstance {
    team: TeamRepository;
  }
}

export const teamFeature = fp(
  async (app: FastifyInstance) => {
    app.decorate("team", teamRepository(app.db));
    await app.register(teamRoutes);
  },
  { name: "team", dependencies: ["database", "accounts", "staff", "second-factor"] },
);
