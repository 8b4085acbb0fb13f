// Refunds of a whole payment, at most once per order: the idempotency key names the order, and when
// Stripe has pruned the key (after 24 hours: https://docs.stripe.com/api/idempotent_requests) a second
// refund is refused as charge_already_refunded, which answers the first refund's id.
import type Stripe from "stripe";
import type { RefundOutcome } from "../provider.ts";

type StripeFailure = { type?: string; code?: string; message?: string };

export function stripeRefunds(stripe: Stripe) {
  return {
    async refund(paymentId: string, idempotencyKey: string): Promise<RefundOutcome> {
      try {
        const refund = await stripe.refunds.create({ payment_intent: paymentId }, { idempotencyKey });
        return { ok: true, refundId: refund.id };
      } catch (error) {
        const { type, code, message = "" } = error as StripeFailure;
        if (type !== "StripeInvalidRequestError" && type !== "StripeCardError")
          return { ok: false, reason: "unavailable", message };
        if (code === "charge_already_refunded") {
          const earlier = await stripe.refunds.list({ payment_intent: paymentId, limit: 1 });
          if (earlier.data[0]) return { ok: true, refundId: earlier.data[0].id };
        }
        if (code === "charge_disputed") return { ok: false, reason: "disputed", message };
        return { ok: false, reason: "not_refundable", message };
      }
    },
  };
}
