// The accounts feature: registration, login and logout on the legacy paths, sessions and CSRF, the
// accounts repository (`app.accounts`) and the guard other features' routes use (`app.requireUser`).
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { accountsRepository, type AccountsRepository } from "./accounts-repository.ts";
import { registerAuth } from "./auth.ts";
import { decorateGuards } from "./guards.ts";
import { meRoutes } from "./routes/me.ts";
import { accountRoutes, type AccountRoutesOptions } from "./routes/accounts.ts";
import { sessionStore } from "./sessions.ts";

declare module "fastify" {
  interface FastifyInstance {
    accounts: AccountsRepository;
  }
}

export const accountsFeature = fp(
  async (app: FastifyInstance, options: AccountRoutesOptions) => {
    const accounts = accountsRepository(app.db);
    app.decorate("accounts", accounts);
    // Cookies and CSRF are registered here, unencapsulated: every feature's routes use them.
    await registerAuth(app, sessionStore(accounts.sessions), options.secureCookies);
    decorateGuards(app);
    await app.register(accountRoutes, options);
    await app.register(meRoutes);
  },
  { name: "accounts", dependencies: ["database"] },
);
