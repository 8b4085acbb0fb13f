// The one thing checkout needs from a payment provider: charge a token it issued. The card itself
// never reaches our code: the provider's own fields (an iframe) turn it into that token.
export type ChargeOutcome =
  | { ok: true; brand: string; last4: string; reference: string }
  | { ok: false; code: "card_declined" | "insufficient_funds" | "expired_card" | "invalid_token"; message: string };

export interface PaymentProvider {
  /** Where the provider's card fields are served, for the checkout iframe. */
  readonly fieldsUrl: string;
  charge(token: string, amountCents: number, description: string): Promise<ChargeOutcome>;
}
