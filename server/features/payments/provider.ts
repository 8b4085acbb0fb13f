// The two things checkout needs from a payment provider: charge a token it issued, and refund a charge
// whose order could not be stored. The card itself never reaches our code: the provider's own fields
// (an iframe) turn it into that token.
export type ChargeOutcome =
  | { ok: true; brand: string; last4: string; reference: string }
  | { ok: false; code: "card_declined" | "insufficient_funds" | "expired_card" | "invalid_token"; message: string };

export interface PaymentProvider {
  /** Where the provider's card fields are served, for the checkout iframe. */
  readonly fieldsUrl: string;
  charge(token: string, amountCents: number, description: string): Promise<ChargeOutcome>;
  /** Gives back the whole of a successful charge (`reference` as `charge` returned it); rejects when it cannot. */
  refund(reference: string): Promise<void>;
}

declare module "fastify" {
  interface FastifyInstance {
    /** The provider orders are charged (and refunded) through. */
    payments: PaymentProvider;
  }
}
