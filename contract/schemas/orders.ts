// POST /reactapp/orders/: the cart's lines (priced again by the server), the billing address, and the
// payment provider's token. The card number never appears here.
import * as v from "valibot";
import { billing, POSTAL_INVALID, postalValid, REGION_INVALID, regionValid } from "./billing.ts";
import { CartQuoteSchema } from "./cart.ts";

export const OrderSchema = v.pipe(
  v.strictObject({
    lines: CartQuoteSchema.entries.lines,
    ...billing,
    payment_token: v.pipe(v.string("Enter your card."), v.regex(/^tok_\w{4,100}$/, "Enter your card.")),
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
/** The 201 answer; `test` is true when no card was charged (the order was paid through a test provider). */
export type OrderCreated = { number: string; total: number; card: { brand: string; last4: string }; test: boolean };

/** 409 from POST /reactapp/orders/: the total changed since the visitor saw it; nothing was charged. */
export type TotalChanged = { detail: string; total: number };

/**
 * GET /reactapp/payments/: where the provider's card fields are served (a path on the API's origin, or
 * a URL), and whether the provider is in test mode (no card is charged; checkout says so).
 */
export type PaymentConfig = { fields_url: string; test_mode: boolean };
