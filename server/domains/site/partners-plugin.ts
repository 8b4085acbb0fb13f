// The partners feature: the partners whose pages embed our widgets (`app.partners`), their console
// endpoints, and their allowed origins, read live by the CORS check (beside ALLOWED_ORIGINS, which stays
// a static allow-list read at start and is not stored in the table).
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { liveOrigins } from "./live-origins.ts";
import { partnersRepository, type PartnersRepository } from "./partners-repository.ts";
import { partnerRoutes } from "./routes/staff-partners.ts";

declare module "fastify" {
  interface FastifyInstance {
    partners: PartnersRepository;
  }
}

export type PartnersOptions = {
  /** ALLOWED_ORIGINS, shown in the console as allowed but not editable there. */
  seedOrigins: string[];
  /** Production takes https origins only (and http on localhost). */
  httpsOnly: boolean;
};

export const partnersFeature = fp(
  async (app: FastifyInstance, { seedOrigins, httpsOnly }: PartnersOptions) => {
    const partners = partnersRepository(app.db);
    app.decorate("partners", partners);
    const origins = liveOrigins(() => partners.origins(), app.log);
    app.corsOrigins.allow((origin) => origins.has(origin));
    await app.register(partnerRoutes, { seedOrigins, httpsOnly, changed: origins.changed });
  },
  { name: "partners", dependencies: ["database", "staff"] },
);
