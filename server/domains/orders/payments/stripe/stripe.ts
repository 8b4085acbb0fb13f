// The Stripe provider (PAYMENT_PROVIDER=stripe): Stripe Checkout's hosted page through the official SDK,
// so the card never touches our pages or server (PCI SAQ A), with 3-D Secure and wallets handled there.
import type { FastifyInstance } from "fastify";
import type { PaymentProvider } from "../provider.ts";
import { stripeCheckout } from "./stripe-checkout.ts";
import { stripeClient } from "./stripe-client.ts";
import { isTestKey, type StripeConfig } from "./stripe-config.ts";
import { stripeEvents } from "./stripe-events.ts";
import { stripeRefunds } from "./stripe-refunds.ts";

export function stripeProvider(_app: FastifyInstance, { stripe: config }: { stripe?: StripeConfig }): PaymentProvider {
  if (!config) throw new Error("PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET.");
  const stripe = stripeClient(config);
  return {
    name: "stripe",
    testMode: isTestKey(config.secretKey),
    ...stripeCheckout(stripe),
    ...stripeRefunds(stripe),
    ...stripeEvents(stripe, config.webhookSecret),
    dashboardUrl: (paymentId, test) => `https://dashboard.stripe.com/${test ? "test/" : ""}payments/${paymentId}`,
  };
}
