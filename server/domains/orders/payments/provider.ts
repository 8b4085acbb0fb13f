// The two things checkout needs from a payment provider: charge a token it issued, and refund a charge
// whose order could not be stored. The card itself never reaches our code: the provider's own fields
// (an iframe) turn it into that token.
//
// Adding a real provider (say "stripe"):
// 1. Write `server/payments/stripe.ts` exporting a function `(app: FastifyInstance) => PaymentProvider`.
//    It may register routes on `app` (a webhook, say); read its secrets from the environment there
//    and throw at start when one is missing, as `loadConfig` does for ours.
// 2. Name it in `PAYMENT_PROVIDERS` (providers.ts): `PAYMENT_PROVIDER=stripe` then selects it, and
//    the configuration refuses any name not in that table.
// 3. `fieldsUrl` is the page of the provider's card fields the checkout frames. Those fields must post
//    `{ type: "qto-payment-token", token, brand, last4 }` to the parent window (see fields/fields.js,
//    the reference), and the Content-Security-Policy in app.ts must allow the provider's origin in
//    `frame-src` / `connect-src`.
// 4. `testMode` says whether a card is really charged: `false` for live keys. Checkout shows
//    "Test mode: no card is charged" while it is true, and marks every order it places as a test order.
// 5. Run test/server/orders.test.ts against it with the provider's test cards.
export type ChargeOutcome =
  | {
      ok: true;
      brand: string;
      last4: string;
      /** The provider's id of the charge, for refunds and for the sales team to find it. */
      reference: string;
      /** True when no card was charged (a test provider, or a real one's test keys). */
      test: boolean;
    }
  | { ok: false; code: "card_declined" | "insufficient_funds" | "expired_card" | "invalid_token"; message: string };

export interface PaymentProvider {
  /** Where the provider's card fields are served, for the checkout iframe. */
  readonly fieldsUrl: string;
  /** True while no card is really charged: the checkout says so and every order is a test order. */
  readonly testMode: boolean;
  /**
   * Charges a token the provider's fields issued, once: a token charged before (approved or not) is
   * `invalid_token`. Resolves with the outcome a buyer may see; rejects only when the provider could
   * not be reached, and then nothing may have been charged.
   */
  charge(token: string, amountCents: number, description: string): Promise<ChargeOutcome>;
  /**
   * Gives back the whole of a successful charge (`reference` as `charge` returned it) and resolves with
   * the provider's id of the refund, which is kept with a cancelled order; rejects when it cannot. Refunding
   * a charge again gives back nothing more and resolves with the first refund's id.
   */
  refund(reference: string): Promise<string>;
}
