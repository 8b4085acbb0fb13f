// The customer's account (/account/…): profile, settings, billing and receipts, the forgotten password,
// and the links the account e-mails, sent by durable jobs. Decorates `app.customerAccounts`,
// `app.accountTokens` and `app.billing`.
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { accountLinkJob, ACCOUNT_LINK_JOB } from "./account-links.ts";
import { guardAccountPages } from "./account-pages.ts";
import { accountTokensRepository, type AccountTokensRepository } from "./account-tokens-repository.ts";
import { billingRepository, type BillingRepository } from "./billing-repository.ts";
import { billingRoutes } from "./routes/billing.ts";
import { customerAccountsRepository, type CustomerAccountsRepository } from "./customer-accounts-repository.ts";
import { passwordResetRoutes } from "./routes/password-reset.ts";
import { profileRoutes } from "./routes/profile.ts";
import { settingsRoutes } from "./routes/settings.ts";

declare module "fastify" {
  interface FastifyInstance {
    customerAccounts: CustomerAccountsRepository;
    accountTokens: AccountTokensRepository;
    billing: BillingRepository;
  }
}

export const customerAccountFeature = fp(
  async (app: FastifyInstance, { siteUrl }: { siteUrl: string }) => {
    app.decorate("customerAccounts", customerAccountsRepository(app.db));
    app.decorate("accountTokens", accountTokensRepository(app.db));
    app.decorate("billing", billingRepository(app.db));
    app.jobs.handle(ACCOUNT_LINK_JOB, accountLinkJob(app, siteUrl));
    guardAccountPages(app);
    await app.register(passwordResetRoutes);
    await app.register(profileRoutes);
    await app.register(settingsRoutes);
    await app.register(billingRoutes);
  },
  { name: "customer-account", dependencies: ["database", "rate-limit", "accounts", "staff", "jobs", "mailer"] },
);
