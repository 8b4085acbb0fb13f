// What the Stripe provider is configured with (config.ts reads it from STRIPE_*): the secret key, the
// webhook endpoint's signing secret, and, in development and tests only, where the API is served (a
// local fake) as the SDK's own `host`/`port`/`protocol` options.
export type StripeConfig = {
  secretKey: string;
  webhookSecret: string;
  apiBase?: { host: string; port: number; protocol: "http" | "https" };
};

/** A test key (sk_test_…, or a restricted rk_test_…): no card is charged, and orders are test orders. */
export const isTestKey = (key: string) => /^(sk|rk)_test_/.test(key);
