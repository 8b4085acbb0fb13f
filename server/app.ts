// Builds the application from plugins: infrastructure first (security headers, compression, errors,
// CORS, the database, the mail transport), then one plugin per feature, each with its routes and its
// repository. Features name the features they build on, so fastify-plugin refuses a wrong order.
import compress from "@fastify/compress";
import formbody from "@fastify/formbody";
import Fastify from "fastify";
import path from "node:path";
import type { Config } from "./config.ts";
import { accountsFeature } from "./domains/accounts/index.ts";
import { accountMessagesDriveFeature } from "./domains/accounts/messages-drive-plugin.ts";
import { cartFeature } from "./domains/orders/cart-plugin.ts";
import { customerAccountFeature } from "./domains/accounts/customer-account-plugin.ts";
import { remindersFeature } from "./domains/alerts/index.ts";
import { favoritesFeature } from "./domains/projects/favorites-plugin.ts";
import { leadDeskFeature } from "./domains/leads/lead-desk-plugin.ts";
import { projectDeskFeature } from "./domains/projects/desk-plugin.ts";
import { leadsFeature } from "./domains/leads/index.ts";
import { fulfilmentFeature } from "./domains/orders/fulfilment-plugin.ts";
import { ordersFeature } from "./domains/orders/index.ts";
import { partnersFeature } from "./domains/site/partners-plugin.ts";
import { paymentsFeature } from "./domains/orders/payments-plugin.ts";
import { projectsFeature } from "./domains/projects/index.ts";
import { projectImportFeature } from "./domains/projects/import-plugin.ts";
import { repliesFeature } from "./domains/site/replies-plugin.ts";
import { siteFeature } from "./domains/site/index.ts";
import { siteSettingsFeature } from "./domains/site/settings-plugin.ts";
import { staffFeature } from "./domains/staff/index.ts";
import { secondFactorFeature } from "./domains/staff/second-factor-plugin.ts";
import { teamFeature } from "./domains/staff/team-plugin.ts";
import { watchAlertsFeature } from "./domains/alerts/watch-alerts-plugin.ts";
import { webhooksFeature } from "./domains/webhooks/index.ts";
import { databasePlugin } from "./infra/db/plugin.ts";
import { eventsPlugin } from "./infra/events/events.ts";
import { filesPlugin } from "./infra/files/plugin.ts";
import { rateLimitPlugin } from "./infra/rate-limit/plugin.ts";
import { planRoomFeature } from "./domains/projects/plan-room-plugin.ts";
import { jobsPlugin } from "./infra/jobs/plugin.ts";
import { mailJobPlugin } from "./infra/mail/mail-job.ts";
import { mailerPlugin } from "./infra/mail/plugin.ts";
import { corsPlugin } from "./infra/plugins/cors.ts";
import { errorsPlugin } from "./infra/plugins/errors.ts";
import { jsonBodyPlugin } from "./infra/plugins/json-body.ts";
import { bodyTimeoutPlugin } from "./infra/plugins/body-timeout.ts";
import { serverTimeoutOptions, type Timeouts } from "./infra/http/timeouts.ts";
import { fastifyTrustProxy } from "./infra/http/trust-proxy.ts";
import { securityEventsPlugin } from "./infra/plugins/security-events.ts";
import { securityHeadersPlugin } from "./infra/plugins/security-headers.ts";
import { widgetsStatic } from "./infra/plugins/widgets-static.ts";

export type BuildOptions = {
  /** Replaces standard output as the log's destination (tests read the log from it). */
  logStream?: NodeJS.WritableStream;
  /** The HTTP server's timeouts, which server.ts sets for a listening process (tests: short ones). */
  timeouts?: Partial<Timeouts>;
};

export async function buildApp(config: Config, { logStream, timeouts = {} }: BuildOptions = {}) {
  const app = Fastify({
    logger: config.logLevel === "silent" ? false : { level: config.logLevel, ...(logStream && { stream: logStream }) },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // JSON bodies over 1 MB are refused with 413 before they are parsed.
    bodyLimit: 1024 * 1024,
    ...serverTimeoutOptions(timeouts),
  });

  await app.register(securityHeadersPlugin, { development: config.env === "development" });
  if (timeouts.bodyTimeout !== undefined) {
    const { bodyTimeout, uploadMinBytesPerSecond = Infinity } = timeouts;
    await app.register(bodyTimeoutPlugin, { bodyTimeout, uploadMinBytesPerSecond });
  }
  await app.register(compress, { encodings: ["br", "gzip"] });
  await app.register(errorsPlugin);
  await app.register(jsonBodyPlugin);
  await app.register(securityEventsPlugin);
  await app.register(corsPlugin, { allowedOrigins: config.allowedOrigins });
  await app.register(formbody, { bodyLimit: 1024 * 1024 });
  await app.register(databasePlugin, { url: config.databaseUrl, seedProjects: config.seedProjects });
  // Counters every process shares: in Redis when REDIS_URL is set, in the database otherwise.
  await app.register(rateLimitPlugin, { redisUrl: config.redisUrl });
  // Leads and orders reach the same sales team through one transport (SMTP, or the outbox).
  await app.register(mailerPlugin, { ...config.notify, outboxDir: path.join(config.dataDir, "outbox") });
  await app.register(widgetsStatic, { widgetsDir: config.widgetsDir });
  await app.register(filesPlugin, { dataDir: config.dataDir, s3: config.s3 });
  await app.register(eventsPlugin);
  await app.register(jobsPlugin, config.jobs);
  await app.register(mailJobPlugin);

  await app.register(accountsFeature, {
    secureCookies: config.env !== "development",
    registrationRateLimit: config.registrationRateLimit,
  });
  await app.register(staffFeature);
  await app.register(secondFactorFeature, { key: config.secondFactorKey });
  await app.register(teamFeature);
  await app.register(webhooksFeature, {
    allowPrivate: config.webhookAllowPrivate,
    requireHttps: config.env === "production",
  });
  await app.register(favoritesFeature);
  await app.register(watchAlertsFeature, {
    siteUrl: config.siteUrl,
    secret: config.alertsSecret,
    siteDir: config.siteDir,
    includesDir: config.includesDir,
  });
  await app.register(planRoomFeature);
  await app.register(projectsFeature, { siteUrl: config.siteUrl });
  await app.register(cartFeature);
  await app.register(paymentsFeature, { provider: config.paymentProvider });
  await app.register(siteFeature, { siteDir: config.siteDir });
  await app.register(siteSettingsFeature, {
    siteDir: config.siteDir,
    countersMaxAgeMs: config.liveCountersMaxAge * 1000,
  });
  await app.register(leadsFeature, {
    siteDir: config.siteDir,
    includesDir: config.includesDir,
    rateLimit: config.leadRateLimit,
    siteUrl: config.siteUrl,
  });
  await app.register(leadDeskFeature);
  await app.register(projectDeskFeature);
  await app.register(projectImportFeature);
  await app.register(ordersFeature);
  await app.register(customerAccountFeature, { siteUrl: config.siteUrl });
  await app.register(remindersFeature, {
    siteUrl: config.siteUrl,
    secret: config.alertsSecret,
    siteDir: config.siteDir,
    includesDir: config.includesDir,
  });
  await app.register(fulfilmentFeature, { siteUrl: config.siteUrl });
  await app.register(accountMessagesDriveFeature);
  await app.register(repliesFeature, { siteDir: config.siteDir });
  await app.register(partnersFeature, { seedOrigins: config.allowedOrigins, httpsOnly: config.env === "production" });
  return app;
}
