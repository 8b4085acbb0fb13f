// The accounts domain: signing in (registration, login and logout on the legacy paths, sessions and
// CSRF, registered unencapsulated since every domain's routes use them), the guard other domains' routes
// use (`app.requireUser`), and the customer's account under /account/: profile, settings, billing and
// receipts, the forgotten password, the links the account e-mails (sent by durable jobs), and the
// Messages and Drive pages' reads (the threads themselves and the order files are the orders domain's).
import type { FastifyInstance, preHandlerAsyncHookHandler } from "fastify";
import fp from "fastify-plugin";
import type { StaffRefusal } from "../../../contract/staff/staff.ts";
import { accountLinkJob, ACCOUNT_LINK_JOB } from "./account-links.ts";
import { guardAccountPages } from "./account-pages.ts";
import { accountTokensRepository, type AccountTokensRepository } from "./account-tokens-repository.ts";
import { accountsRepository, type AccountsRepository } from "./accounts-repository.ts";
import { registerAuth } from "./auth.ts";
import { billingRepository, type BillingRepository } from "./billing-repository.ts";
import { customerAccountsRepository, type CustomerAccountsRepository } from "./customer-accounts-repository.ts";
import { driveRepository } from "./drive-repository.ts";
import { decorateGuards } from "./guards.ts";
import { accountsRoutes, type AccountRoutesOptions } from "./routes/accounts.ts";
import { billingRoutes } from "./routes/billing.ts";
import { driveRoutes } from "./routes/drive.ts";
import { meRoutes } from "./routes/me.ts";
import { passwordResetRoutes } from "./routes/password-reset.ts";
import { profileRoutes } from "./routes/profile.ts";
import { settingsRoutes } from "./routes/settings.ts";
import { threadsRoutes } from "./routes/threads.ts";
import { sessionStore, type SessionStore } from "./sessions.ts";
import { threadsRepository } from "./threads-repository.ts";

declare module "fastify" {
  interface FastifyInstance {
    accounts: AccountsRepository;
    sessions: SessionStore;
    /** The signed-in user's id, or undefined. */
    signedInUserId(request: FastifyRequest): Promise<number | undefined>;
    /** Refuses (403) a visitor who is not signed in; sets `request.userId` for one who is. */
    requireUser: preHandlerAsyncHookHandler;
    /**
     * Why this request may not change the credentials of account `userId`: a staff account's change
     * needs the member's own session, past the second factor in the last 15 minutes. Undefined for a
     * customer's account (their current password is the proof) or when it may.
     */
    credentialChangeRefusal(request: FastifyRequest, userId: number): Promise<StaffRefusal | undefined>;
    /** `requireUser`'s partner on the account settings' credential changes: `credentialChangeRefusal`, as 403. */
    requireRecentSecondFactor: preHandlerAsyncHookHandler;
    customerAccounts: CustomerAccountsRepository;
    accountTokens: AccountTokensRepository;
    billing: BillingRepository;
  }
  interface FastifyRequest {
    /** The signed-in user's id, set by `requireUser` (0 on routes that do not require one). */
    userId: number;
  }
  interface FastifyReply {
    /** Sets the cookie of a session just started or given a new id. */
    setSessionCookie(token: string): FastifyReply;
    /** A CSRF token in the readable csrftoken cookie (and answered); `renew` makes a new secret first. */
    issueCsrf(options?: { renew?: boolean }): string;
  }
}

export type AccountsOptions = AccountRoutesOptions & { siteUrl: string };

export const accountsDomain = fp(
  async (app: FastifyInstance, { siteUrl, ...options }: AccountsOptions) => {
    const accounts = accountsRepository(app.db);
    app.decorate("accounts", accounts);
    await registerAuth(app, sessionStore(accounts.sessions), options.secureCookies);
    decorateGuards(app);
    await app.register(accountsRoutes, options);
    await app.register(meRoutes);

    app.decorate("customerAccounts", customerAccountsRepository(app.db));
    app.decorate("accountTokens", accountTokensRepository(app.db));
    app.decorate("billing", billingRepository(app.db));
    app.jobs.handle(ACCOUNT_LINK_JOB, accountLinkJob(app, siteUrl));
    guardAccountPages(app);
    await app.register(passwordResetRoutes);
    await app.register(profileRoutes);
    await app.register(settingsRoutes);
    await app.register(billingRoutes);

    await app.register(threadsRoutes, { threads: threadsRepository(app.db) });
    await app.register(driveRoutes, { drive: driveRepository(app.db), objects: app.objects });
  },
  { name: "accounts", dependencies: ["database", "rate-limit", "jobs", "mailer", "files"] },
);
