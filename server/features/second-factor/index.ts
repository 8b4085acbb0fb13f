// The staff second factor: TOTP enrolment and verification, recovery codes (`app.secondFactors`, the
// team screen resets it through the same repository).
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { secondFactorRoutes } from "./routes.ts";
import { secondFactorsRepository, type SecondFactorsRepository } from "./second-factors-repository.ts";

declare module "fastify" {
  interface FastifyInstance {
    secondFactors: SecondFactorsRepository;
  }
}

export const secondFactorFeature = fp(
  async (app: FastifyInstance) => {
    app.decorate("secondFactors", secondFactorsRepository(app.db));
    await app.register(secondFactorRoutes);
  },
  { name: "second-factor", dependencies: ["database", "accounts", "staff"] },
);
