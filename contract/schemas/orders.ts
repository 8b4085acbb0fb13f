// POST /reactapp/orders/: the cart's lines (priced again by the server) and the billing address. The
// buyer pays on the payment provider's hosted page: no card detail ever reaches our pages or server.
import * as v from "valibot";
import { billing, POSTAL_INVALID, postalValid, REGION_INVALID, regionValid } from "./billing.ts";
import { CartQuoteSchema } from "./cart.ts";

export const OrderSchema = v.pipe(
  v.strictObject({
    lines: CartQuoteSchema.entries.lines,
    ...billing,
    // The total the visitor was shown: when the server's differs (the cart changed in another tab, a
    // price changed), nothing is charged and the answer is 409 with the new total.
    expected_total: v.optional(v.pipe(v.number(), v.minValue(0))),
  }),
  v.forward(v.partialCheck([["country"], ["zip"]], postalValid, POSTAL_INVALID), ["zip"]),
  v.forward(v.partialCheck([["country"], ["state"]], regionValid, REGION_INVALID), ["state"]),
);

/** The billing address as an order keeps it. */
export const BILLING_FIELDS = Object.keys(billing) as Array<keyof typeof billing>;

export type OrderInput = v.InferInput<typeof OrderSchema>;
/**
 * The 201 answer: the order awaits payment on the provider's page at `checkout_url`, where the checkout
 * sends the buyer; `test` is true when no card will be charged (a test provider, or test keys).
 */
export type OrderCreated = { number: string; total: number; checkout_url: string; test: boolean };

/** 502 from POST /reactapp/orders/ when the provider's page could not be opened: nothing was charged. */
export const CHECKOUT_UNAVAILABLE = {
  detail: "The payment page could not be opened. Nothing was charged: try again.",
} as const;

/** 409 from POST /reactapp/orders/: the total changed since the visitor saw it; nothing was charged. */
export type TotalChanged = { detail: string; total: number };

/** GET /reactapp/payments/: whether the provider is in test mode (no card is charged; checkout says so). */
export type PaymentConfig = { test_mode: boolean };
