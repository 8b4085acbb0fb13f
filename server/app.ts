// Builds the application from plugins: infrastructure first (security headers, compression, errors,
// CORS, the database, the mail transport), then one plugin per feature, each with its routes and its
// repository. Features name the features they build on, so fastify-plugin refuses a wrong order.
import compress from "@fastify/compress";
import formbody from "@fastify/formbody";
import Fastify from "fastify";
import path from "node:path";
import type { Config } from "./config.ts";
import { accountsFeature } from "./features/accounts/index.ts";
import { accountMessagesDriveFeature } from "./features/account-messages-drive/index.ts";
import { cartFeature } from "./features/cart/index.ts";
import { customerAccountFeature } from "./features/customer-account/index.ts";
import { remindersFeature } from "./features/reminders/index.ts";
import { favoritesFeature } from "./features/favorites/index.ts";
import { leadDeskFeature } from "./features/lead-desk/index.ts";
import { projectDeskFeature } from "./features/project-desk/index.ts";
import { leadsFeature } from "./features/leads/index.ts";
import { fulfilmentFeature } from "./features/fulfilment/index.ts";
import { ordersFeature } from "./features/orders/index.ts";
import { partnersFeature } from "./features/partners/index.ts";
import { paymentsFeature } from "./features/payments/index.ts";
import { projectsFeature } from "./features/projects/index.ts";
import { projectImportFeature } from "./features/project-import/index.ts";
import { repliesFeature } from "./features/replies/index.ts";
import { siteFeature } from "./features/site/index.ts";
import { siteSettingsFeature } from "./features/site-settings/index.ts";
import { staffFeature } from "./features/staff/index.ts";
import { secondFactorFeature } from "./features/second-factor/index.ts";
import { teamFeature } from "./features/team/index.ts";
import { watchAlertsFeature } from "./features/watch-alerts/index.ts";
import { webhooksFeature } from "./features/webhooks/index.ts";
import { backupJobPlugin } from "./infra/backup/plugin.ts";
import { databasePlugin } from "./infra/db/plugin.ts";
import { eventsPlugin } from "./infra/events/events.ts";
import { filesPlugin } from "./infra/files/plugin.ts";
import { rateLimitPlugin } from "./infra/rate-limit/plugin.ts";
import { planRoomFeature } from "./features/plan-room/index.ts";
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
  if (config.backup.dailyAtMs !== undefined)
    await app.register(backupJobPlugin, { config, dailyAtMs: config.backup.dailyAtMs });

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
