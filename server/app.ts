// Builds the application from plugins: infrastructure first (request ids, metrics, security headers,
// compression, errors, CORS, the database, the mail transport, health), then one plugin per domain
// (server/domains/<name>/index.ts), each with its routes, repositories and mail. Domains name the domains
// they build on, so fastify-plugin refuses a wrong order.
import compress from "@fastify/compress";
import formbody from "@fastify/formbody";
import Fastify from "fastify";
import path from "node:path";
import type { Config } from "./config.ts";
import { accountsDomain } from "./domains/accounts/index.ts";
import { alertsDomain } from "./domains/alerts/index.ts";
import { leadsDomain } from "./domains/leads/index.ts";
import { ordersDomain } from "./domains/orders/index.ts";
import { projectsDomain } from "./domains/projects/index.ts";
import { siteDomain } from "./domains/site/index.ts";
import { staffDomain } from "./domains/staff/index.ts";
import { webhooksDomain } from "./domains/webhooks/index.ts";
import { backupJobPlugin } from "./infra/backup/plugin.ts";
import { databasePlugin } from "./infra/db/plugin.ts";
import { eventsPlugin } from "./infra/events/events.ts";
import { filesPlugin } from "./infra/files/plugin.ts";
import { rateLimitPlugin } from "./infra/rate-limit/plugin.ts";
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
import { loggerOptions, logFormatFor, prettyStream } from "./infra/logging/logger.ts";
import { newRequestId, requestIdPlugin } from "./infra/logging/request-id.ts";
import { healthPlugin } from "./infra/health/plugin.ts";
import { databaseGaugesPlugin } from "./infra/metrics/database-gauges.ts";
import { metricsPlugin } from "./infra/metrics/plugin.ts";

export type BuildOptions = {
  /** Replaces standard output as the log's destination (tests read the log from it). */
  logStream?: NodeJS.WritableStream;
  /** The HTTP server's timeouts, which server.ts sets for a listening process (tests: short ones). */
  timeouts?: Partial<Timeouts>;
};

export async function buildApp(config: Config, { logStream, timeouts = {} }: BuildOptions = {}) {
  const pretty = !logStream && logFormatFor(config.logFormat, config.env, process.stdout.isTTY) === "pretty";
  const stream = logStream ?? (pretty ? await prettyStream() : undefined);
  const app = Fastify({
    logger: config.logLevel === "silent" ? false : { ...loggerOptions(config.logLevel), ...(stream && { stream }) },
    genReqId: newRequestId,
    // A request that reaches a process shutting down (on a connection opened before) is served, with
    // `Connection: close`, rather than refused with 503: a proxy retries a refused POST on no other backend.
    return503OnClosing: false,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // JSON bodies over 1 MB are refused with 413 before they are parsed.
    bodyLimit: 1024 * 1024,
    ...serverTimeoutOptions(timeouts),
  });

  for (const warning of config.warnings) app.log.warn(`WARNING: ${warning}`);
  await app.register(requestIdPlugin);
  // Prometheus metrics: every answer timed, and where the figures are served (METRICS_TOKEN, METRICS_PORT).
  await app.register(metricsPlugin, config.metrics);
  await app.register(securityHeadersPlugin, { development: config.env === "development" });
  if (timeouts.bodyTimeout !== undefined) {
    const { bodyTimeout, uploadMinBytesPerSecond = Infinity } = timeouts;
    await app.register(bodyTimeoutPlugin, { bodyTimeout, uploadMinBytesPerSecond });
  }
  await app.register(compress, { encodings: ["br", "gzip"] });
  await app.register(errorsPlugin);
  await app.register(jsonBodyPlugin);
  await app.register(securityEventsPlugin);
  await app.register(corsPlugin, { allowedOrigins: config.allowedOrigins, siteUrl: config.siteUrl });
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
  await app.register(databaseGaugesPlugin);
  // GET /livez and /readyz for load balancers and process managers.
  await app.register(healthPlugin, { maxJobAgeSeconds: config.readyMaxJobAge, remoteObjects: Boolean(config.s3) });
  if (config.backup.dailyAtMs !== undefined)
    await app.register(backupJobPlugin, { config, dailyAtMs: config.backup.dailyAtMs });

  await app.register(accountsDomain, {
    secureCookies: config.env !== "development",
    registrationRateLimit: config.registrationRateLimit,
    siteUrl: config.siteUrl,
  });
  await app.register(staffDomain, { secondFactorKey: config.secondFactorKey });
  await app.register(webhooksDomain, {
    allowPrivate: config.webhookAllowPrivate,
    requireHttps: config.env === "production",
    siteUrl: config.siteUrl,
  });
  await app.register(siteDomain, {
    siteDir: config.siteDir,
    countersMaxAgeMs: config.liveCountersMaxAge * 1000,
    seedOrigins: config.allowedOrigins,
    httpsOnly: config.env === "production",
  });
  await app.register(projectsDomain, { siteUrl: config.siteUrl });
  await app.register(ordersDomain, {
    siteUrl: config.siteUrl,
    paymentProvider: config.paymentProvider,
    stripe: config.stripe,
  });
  await app.register(leadsDomain, {
    siteDir: config.siteDir,
    includesDir: config.includesDir,
    rateLimit: config.leadRateLimit,
    siteUrl: config.siteUrl,
  });
  await app.register(alertsDomain, {
    siteUrl: config.siteUrl,
    secret: config.alertsSecret,
    siteDir: config.siteDir,
    includesDir: config.includesDir,
  });
  return app;
}
