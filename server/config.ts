// The process's configuration, read from the environment once and checked at start: a typo fails fast.
import path from "node:path";
import * as v from "valibot";
import {
  DEFAULT_PAYMENT_PROVIDER,
  PAYMENT_PROVIDERS,
  type PaymentProviderName,
} from "./domains/orders/payments/providers.ts";
import type { BackupSettings } from "./infra/backup/settings.ts";
import type { StripeConfig } from "./domains/orders/payments/stripe/stripe-config.ts";
import {
  DEVELOPMENT_ALERTS_SECRET,
  DEVELOPMENT_SECOND_FACTOR_KEY,
  developmentWarnings,
  productionProblems,
  stripeProblems,
} from "./config-checks.ts";
import { parseS3Url, type S3Location } from "./infra/files/s3-url.ts";
import { parseTrustProxy, type TrustProxy } from "./infra/http/trust-proxy.ts";

const port = v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(0), v.maxValue(65535));
const WINDOW_UNITS = { s: 1000, m: 60_000, h: 3_600_000 } as const;
const rateLimit = v.pipe(
  v.string(),
  v.regex(/^\d+\/\d+[smh]$/, "Use COUNT/WINDOW, for example 30/10m."),
  v.transform((value) => {
    const [, count, amount, unit] = /^(\d+)\/(\d+)([smh])$/.exec(value)!;
    return { max: Number(count), windowMs: Number(amount) * WINDOW_UNITS[unit as keyof typeof WINDOW_UNITS] };
  }),
);

const trustProxy = v.pipe(
  v.string(),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const parsed = parseTrustProxy(dataset.value);
    if (typeof parsed === "object" && !Array.isArray(parsed)) return (addIssue({ message: parsed.problem }), NEVER);
    return parsed;
  }),
);
const s3Url = v.pipe(
  v.string(),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const parsed = parseS3Url(dataset.value);
    if ("problem" in parsed) return (addIssue({ message: parsed.problem }), NEVER);
    return parsed;
  }),
);
// The public origin (and path, if any) every absolute link the server writes starts with: request
// headers (Host, X-Forwarded-Host) are the client's to forge, so they never build one.
const siteUrl = v.pipe(
  v.string(),
  v.url("Use an absolute URL, for example https://qtosolutions.com."),
  v.regex(/^https?:\/\//, "Use an http:// or https:// URL."),
  v.transform((value) => value.replace(/\/+$/, "")),
);

/** Every variable the server reads, with its check and default (docs/configuration.md lists each). */
export const EnvSchema = v.object({
  NODE_ENV: v.optional(v.picklist(["development", "production", "test"]), "production"),
  PORT: v.optional(port, "8080"),
  HOST: v.optional(v.string(), "0.0.0.0"),
  SITE_URL: v.optional(siteUrl, "http://localhost:8080"),
  TRUST_PROXY: v.optional(trustProxy, ""),
  SITE_DIR: v.optional(v.string(), "dist/site"),
  WIDGETS_DIR: v.optional(v.string(), "dist/widgets"),
  LOG_LEVEL: v.optional(v.picklist(["fatal", "error", "warn", "info", "debug", "trace", "silent"]), "info"),
  LOG_FORMAT: v.optional(v.picklist(["json", "pretty"], "Use json or pretty.")),
  DATABASE_URL: v.optional(
    v.pipe(v.string(), v.regex(/^(sqlite:|postgres(ql)?:\/\/)/, "Use sqlite:PATH or postgres://…")),
    "sqlite:data/qto.sqlite",
  ),
  DATA_DIR: v.optional(v.string(), "data"),
  SEED_PROJECTS: v.optional(v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(0)), "250"),
  ALLOWED_ORIGINS: v.optional(v.string(), ""),
  RATE_LIMIT_LEADS: v.optional(rateLimit, "30/10m"),
  RATE_LIMIT_USERS: v.optional(rateLimit, "10/1h"),
  LEAD_NOTIFY_TO: v.optional(v.pipe(v.string(), v.email()), "leads@qtosolutions.com"),
  LEAD_NOTIFY_FROM: v.optional(v.pipe(v.string(), v.email()), "website@qtosolutions.com"),
  SMTP_URL: v.optional(v.string()),
  JOBS_POLL_MS: v.optional(v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(0)), "1000"),
  JOBS_RETRY_SCALE: v.optional(v.pipe(v.string(), v.transform(Number), v.number(), v.minValue(0)), "1"),
  WEBHOOK_ALLOW_PRIVATE: v.optional(v.picklist(["0", "1"]), "0"),
  ALERTS_SECRET: v.optional(
    v.pipe(v.string(), v.minLength(32, "Use at least 32 random characters.")),
    DEVELOPMENT_ALERTS_SECRET,
  ),
  SECOND_FACTOR_KEY: v.optional(
    v.pipe(v.string(), v.minLength(32, "Use at least 32 random characters.")),
    DEVELOPMENT_SECOND_FACTOR_KEY,
  ),
  LIVE_COUNTERS_MAX_AGE: v.optional(v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(0)), "300"),
  REDIS_URL: v.optional(v.pipe(v.string(), v.regex(/^rediss?:\/\//, "Use redis://[:PASSWORD@]HOST[:PORT][/DB]."))),
  S3_URL: v.optional(s3Url),
  METRICS_TOKEN: v.optional(v.pipe(v.string(), v.minLength(32, "Use at least 32 random characters."))),
  METRICS_PORT: v.optional(v.pipe(port, v.minValue(1, "Use a port from 1 to 65535."))),
  METRICS_HOST: v.optional(v.string(), "127.0.0.1"),
  READY_MAX_JOB_AGE: v.optional(v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(0)), "900"),
  SHUTDOWN_DELAY: v.optional(v.pipe(v.string(), v.transform(Number), v.number(), v.minValue(0), v.maxValue(60)), "0"),
  BACKUP_DIR: v.optional(v.string()),
  BACKUP_S3_URL: v.optional(s3Url),
  BACKUP_KEEP: v.optional(v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(1)), "14"),
  BACKUP_KEY: v.optional(v.pipe(v.string(), v.minLength(32, "Use at least 32 random characters."))),
  BACKUP_AT: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Use a UTC time of day as HH:MM, for example 03:30."),
      v.transform((value) => {
        const [hours, minutes] = value.split(":").map(Number) as [number, number];
        return (hours * 60 + minutes) * 60_000;
      }),
    ),
  ),
  PAYMENT_PROVIDER: v.optional(
    v.picklist(
      Object.keys(PAYMENT_PROVIDERS) as [PaymentProviderName],
      `Use one of: ${Object.keys(PAYMENT_PROVIDERS).join(", ")}.`,
    ),
  ),
  STRIPE_SECRET_KEY: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^(sk|rk)_(test|live)_\w+$/, "Use a secret key (sk_live_…) or restricted key (rk_live_…)."),
    ),
  ),
  STRIPE_WEBHOOK_SECRET: v.optional(
    v.pipe(v.string(), v.regex(/^whsec_\w+$/, "Use the webhook endpoint's signing secret (whsec_…).")),
  ),
  STRIPE_API_BASE: v.optional(
    v.pipe(
      v.string(),
      v.url("Use an absolute URL, for example http://127.0.0.1:12111."),
      v.regex(/^https?:\/\/[^/]+\/?$/, "Use a scheme, host and port only."),
    ),
  ),
});

export type Config = {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  /** The public base URL without a trailing slash: absolute links start with it. */
  siteUrl: string;
  /** Fastify's `trustProxy`: which hops may state the client's address, scheme and host. */
  trustProxy: TrustProxy;
  siteDir: string;
  /** The site's Nunjucks partials, which the server renders again for the no-JavaScript answers. */
  includesDir: string;
  widgetsDir: string;
  logLevel: string;
  /** JSON lines, or pino-pretty's coloured ones; unset: pretty in development at a terminal (logging/logger.ts). */
  logFormat?: "json" | "pretty";
  databaseUrl: string;
  dataDir: string;
  seedProjects: number;
  allowedOrigins: string[];
  leadRateLimit: { max: number; windowMs: number };
  /** Registrations per IP: each one costs a password hash and a row. */
  registrationRateLimit: { max: number; windowMs: number };
  notify: { to: string; from: string; smtpUrl?: string };
  paymentProvider: PaymentProviderName;
  /** Stripe's keys, when PAYMENT_PROVIDER=stripe (and a local API for tests: STRIPE_API_BASE). */
  stripe?: StripeConfig;
  /** The job runner: milliseconds between looks for due jobs (0: none), and a factor on retry delays. */
  jobs: { pollMs: number; retryScale: number };
  /** Whether webhooks may be sent to private, loopback and link-local addresses (tests, a private CRM). */
  webhookAllowPrivate: boolean;
  /** The HMAC key of the watch-list alerts' unsubscribe links (ALERTS_SECRET). */
  alertsSecret: string;
  /** The key the staff's TOTP secrets are sealed with in the database (SECOND_FACTOR_KEY). */
  secondFactorKey: string;
  /** Seconds a home page with live counters is served before the counts are taken again. */
  liveCountersMaxAge: number;
  /** Where the rate-limit counters live when not in the database (REDIS_URL). */
  redisUrl?: string;
  /** The S3-compatible bucket uploaded files go to instead of DATA_DIR (S3_URL). */
  s3?: S3Location;
  /** Who may read the Prometheus metrics: a bearer token on the main port, and/or a port of their own. */
  metrics: { token?: string; port?: number; host: string };
  /** Seconds the oldest due job may wait before /readyz says the process is not ready (0: never). */
  readyMaxJobAge: number;
  /** Seconds a process told to stop keeps serving, /readyz answering 503, before it stops listening. */
  shutdownDelay: number;
  /** Backups: where archives go, how many are kept, how they are sealed, when the server makes one. */
  backup: BackupSettings;
  /** What the process warns of as it starts (a development process without SITE_URL). */
  warnings: string[];
};

/** STRIPE_API_BASE as the SDK's own options. */
function apiBaseOf(url: string): StripeConfig["apiBase"] {
  const parsed = new URL(url);
  const protocol = parsed.protocol === "http:" ? "http" : "https";
  return { host: parsed.hostname, port: Number(parsed.port || (protocol === "http" ? 80 : 443)), protocol };
}

/** Reads and validates the configuration; throws a readable error naming every bad or missing variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = v.safeParse(EnvSchema, env);
  const problems = [
    ...(result.success ? [] : result.issues.map((issue) => `${v.getDotPath(issue)}: ${issue.message}`)),
    ...productionProblems(env),
    ...stripeProblems(env),
  ];
  if (problems.length || !result.success) throw new Error(`Invalid configuration:\n  ${problems.join("\n  ")}`);
  const e = result.output;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    siteUrl: e.SITE_URL,
    trustProxy: e.TRUST_PROXY,
    siteDir: path.resolve(e.SITE_DIR),
    includesDir: path.resolve("pages/_includes"),
    widgetsDir: path.resolve(e.WIDGETS_DIR),
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.DATA_DIR),
    seedProjects: e.SEED_PROJECTS,
    allowedOrigins: e.ALLOWED_ORIGINS.split(",")
      .map((origin) => origin.trim().replace(/\/+$/, ""))
      .filter(Boolean),
    leadRateLimit: e.RATE_LIMIT_LEADS,
    registrationRateLimit: e.RATE_LIMIT_USERS,
    notify: { to: e.LEAD_NOTIFY_TO, from: e.LEAD_NOTIFY_FROM, smtpUrl: e.SMTP_URL || undefined },
    paymentProvider: e.PAYMENT_PROVIDER ?? DEFAULT_PAYMENT_PROVIDER,
    ...(e.STRIPE_SECRET_KEY &&
      e.STRIPE_WEBHOOK_SECRET && {
        stripe: {
          secretKey: e.STRIPE_SECRET_KEY,
          webhookSecret: e.STRIPE_WEBHOOK_SECRET,
          ...(e.STRIPE_API_BASE && { apiBase: apiBaseOf(e.STRIPE_API_BASE) }),
        },
      }),
    jobs: { pollMs: e.JOBS_POLL_MS, retryScale: e.JOBS_RETRY_SCALE },
    webhookAllowPrivate: e.WEBHOOK_ALLOW_PRIVATE === "1",
    alertsSecret: e.ALERTS_SECRET,
    secondFactorKey: e.SECOND_FACTOR_KEY,
    liveCountersMaxAge: e.LIVE_COUNTERS_MAX_AGE,
    redisUrl: e.REDIS_URL || undefined,
    s3: e.S3_URL,
    metrics: { token: e.METRICS_TOKEN || undefined, port: e.METRICS_PORT, host: e.METRICS_HOST },
    readyMaxJobAge: e.READY_MAX_JOB_AGE,
    shutdownDelay: e.SHUTDOWN_DELAY,
    backup: {
      dir: path.resolve(e.BACKUP_DIR ?? path.join(e.DATA_DIR, "backups")),
      s3: e.BACKUP_S3_URL,
      keep: e.BACKUP_KEEP,
      key: e.BACKUP_KEY || undefined,
      dailyAtMs: e.BACKUP_AT,
    },
    warnings: developmentWarnings(env),
  };
}
