// The staff second factor: TOTP enrolment and verification, recovery codes (`app.secondFactors`, the
// team screen resets it through the same repository).
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { secondFactorRoutes } from "./routes/staff-second-factor.ts";
import { secretBox } from "./secret-box.ts";
import { secondFactorsRepository, type SecondFactorsRepository } from "./second-factors-repository.ts";

declare module "fastify" {
  interface FastifyInstance {
    secondFactors: SecondFactorsRepository;
  }
}

export const secondFactorFeature = fp(
  async (app: FastifyInstance, { key }: { key: string }) => {
    const factors = secondFactorsRepository(app.db, secretBox(key));
    const { sealed, unopened } = await factors.sealPlain();
    if (sealed) app.log.info({ sealed }, "sealed the second-factor secrets stored in plain text");
    if (unopened.length)
      app.log.error({ userIds: unopened }, "second-factor secrets that do not open: an admin must reset each");
    app.decorate("secondFactors", factors);
    await app.register(secondFactorRoutes);
  },
  { name: "second-factor", dependencies: ["database", "accounts", "staff"] },
);
