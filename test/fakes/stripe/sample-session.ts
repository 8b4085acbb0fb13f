// What the fake's own tests need around it: a started fake with an SDK client pointed at it, and a
// Checkout Session like the one the product creates (two take-offs, an order number in the metadata).
import Stripe from "stripe";
import { startFakeStripe, type FakeStripeOptions } from "./index.ts";

export const WEBHOOK_SECRET = "whsec_fake_stripe_tests";

export async function fakeWithClient(options: Partial<FakeStripeOptions> = {}, key = "sk_test_fakeStripeTests") {
  const fake = await startFakeStripe({ webhookSecret: WEBHOOK_SECRET, ...options });
  return { fake, stripe: new Stripe(key, fake.clientOptions) };
}

export const sampleSession = (
  overrides: Partial<Stripe.Checkout.SessionCreateParams> = {},
): Stripe.Checkout.SessionCreateParams => ({
  mode: "payment",
  line_items: [
    {
      price_data: { currency: "usd", unit_amount: 45_000, product_data: { name: "Riverside clinic take-off" } },
      quantity: 1,
    },
    {
      price_data: { currency: "usd", unit_amount: 12_550, product_data: { name: "Harbor lofts take-off" } },
      quantity: 2,
    },
  ],
  client_reference_id: "QTO-O-1001",
  customer_email: "buyer@example.com",
  success_url: "https://shop.example/orders/return?session_id={CHECKOUT_SESSION_ID}",
  cancel_url: "https://shop.example/cart",
  metadata: { order: "QTO-O-1001" },
  payment_intent_data: { metadata: { order: "QTO-O-1001" } },
  allowed_payment_method_types: ["card", "us_bank_account"],
  ...overrides,
});

/** The total of `sampleSession()`, in cents. */
export const SAMPLE_TOTAL = 45_000 + 2 * 12_550;
