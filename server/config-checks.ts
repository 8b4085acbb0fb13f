// What the environment must hold beyond its shape (server/config.ts reads the shape): the secrets and
// provider a process outside development and tests must set for itself, and what Stripe needs.
import { TEST_ONLY_PROVIDERS } from "./domains/orders/payments/providers.ts";
import { isTestKey } from "./domains/orders/payments/stripe/stripe-config.ts";

// Signs the one-click unsubscribe links of watch-list alerts. The default only suits development and
// tests: anyone who reads this file could forge a link, so any other process refuses it.
export const DEVELOPMENT_ALERTS_SECRET = "development-only-watch-alerts-secret-change-me";
// Seals the staff's TOTP secrets in the database (second-factor/secret-box.ts); the same caveat.
export const DEVELOPMENT_SECOND_FACTOR_KEY = "development-only-second-factor-key-change-me";

// Only a process started explicitly for development or tests (NODE_ENV=development or test) may run on
// what this repository ships: its development secrets are public, the test gateway charges no card, and
// links to localhost reach nobody. Any other process (NODE_ENV unset is production) refuses to start,
// naming everything to set at once. `npm start` and `npm run dev` set NODE_ENV=development themselves.
const PRODUCTION_NEEDS = {
  ALERTS_SECRET:
    "ALERTS_SECRET: set at least 32 random characters of your own; it signs the alerts' unsubscribe links, " +
    "and with the development default anyone could pause a saved search, clear reminders or stop watch alerts.",
  // Staff's second factors sealed with the public key would be sealed for anyone; moving to a key of one's
  // own later locks them out (sealed secrets open only with their key).
  SECOND_FACTOR_KEY:
    "SECOND_FACTOR_KEY: set at least 32 random characters of your own to seal the staff's second-factor " +
    "secrets with, and keep it: secrets sealed with one key open with no other.",
  PAYMENT_PROVIDER:
    "PAYMENT_PROVIDER: set a provider that charges cards. The test gateway charges none and runs only with " +
    "NODE_ENV=development or test.",
  SITE_URL: "SITE_URL: set the public address, e.g. https://qtosolutions.com (links in e-mails start with it).",
  STRIPE_SECRET_KEY:
    "STRIPE_SECRET_KEY: set a live key (sk_live_… or rk_live_…). A test key charges no card and runs only with " +
    "NODE_ENV=development or test.",
  STRIPE_API_BASE:
    "STRIPE_API_BASE: remove it. It points the Stripe SDK at a local fake, for development and tests only.",
} as const;

/** What a process that is not for development or tests lacks, one line per variable. */
export function productionProblems(env: NodeJS.ProcessEnv): string[] {
  if (env.NODE_ENV === "development" || env.NODE_ENV === "test") return [];
  const missing = {
    ALERTS_SECRET: !env.ALERTS_SECRET || env.ALERTS_SECRET === DEVELOPMENT_ALERTS_SECRET,
    SECOND_FACTOR_KEY: !env.SECOND_FACTOR_KEY || env.SECOND_FACTOR_KEY === DEVELOPMENT_SECOND_FACTOR_KEY,
    PAYMENT_PROVIDER: !env.PAYMENT_PROVIDER || TEST_ONLY_PROVIDERS.has(env.PAYMENT_PROVIDER),
    SITE_URL: !env.SITE_URL,
    STRIPE_SECRET_KEY: env.PAYMENT_PROVIDER === "stripe" && isTestKey(env.STRIPE_SECRET_KEY ?? ""),
    STRIPE_API_BASE: Boolean(env.STRIPE_API_BASE),
  };
  return (Object.keys(PRODUCTION_NEEDS) as Array<keyof typeof PRODUCTION_NEEDS>)
    .filter((name) => missing[name])
    .map((name) => PRODUCTION_NEEDS[name]);
}

/**
 * What a development process runs on that it should not forget: links to localhost, where e-mails to other
 * people's inboxes lead nowhere. Production refuses to start on it instead (productionProblems).
 */
export function developmentWarnings(env: NodeJS.ProcessEnv): string[] {
  if (env.NODE_ENV !== "development" || env.SITE_URL) return [];
  return [
    "SITE_URL is not set: every link in the e-mails this process sends starts with http://localhost:8080 and " +
      "reaches nobody on another machine. Set SITE_URL to the address people open the site at.",
  ];
}

/**
 * What Stripe lacks when it is the provider: both secrets. STRIPE_API_BASE points the SDK at another API
 * than Stripe's: accepted with a test key only, so a live key's requests can never go elsewhere.
 */
export function stripeProblems(env: NodeJS.ProcessEnv): string[] {
  const problems: string[] = [];
  if (env.PAYMENT_PROVIDER === "stripe") {
    if (!env.STRIPE_SECRET_KEY) problems.push("STRIPE_SECRET_KEY: set the secret key of the Stripe account.");
    if (!env.STRIPE_WEBHOOK_SECRET)
      problems.push("STRIPE_WEBHOOK_SECRET: set the signing secret of the webhook endpoint (docs/payments.md).");
  }
  const forTests = env.NODE_ENV === "development" || env.NODE_ENV === "test";
  // Outside development and tests it is refused outright (productionProblems).
  if (env.STRIPE_API_BASE && forTests && !isTestKey(env.STRIPE_SECRET_KEY ?? ""))
    problems.push("STRIPE_API_BASE: accepted only with a test key (sk_test_…).");
  return problems;
}
