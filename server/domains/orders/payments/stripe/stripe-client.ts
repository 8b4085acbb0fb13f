// One Stripe SDK client for the process. The SDK retries a failed request with the same idempotency key
// (https://docs.stripe.com/api/idempotent_requests), so two retries cost nothing twice; a request slower
// than 10 s gives up, and the checkout answers 502 or the job retries later.
import Stripe from "stripe";
import type { StripeConfig } from "./stripe-config.ts";

export function stripeClient(config: StripeConfig): Stripe {
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 10_000,
    telemetry: false,
    appInfo: { name: "qto-solutions-site" },
    ...config.apiBase,
  });
}
