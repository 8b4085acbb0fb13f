// Money going back: a refund (by the API, or "from the Dashboard" when a test says so) and a dispute
// the cardholder's bank opens. Each updates the charge and raises the events Stripe raises:
// `charge.refunded` (the charge, with what it was before) and `refund.created`; `charge.dispute.created`.
// Refunds refuse what Stripe refuses: nothing left to refund (charge_already_refunded), more than is
// left (amount_too_large), a charged-back charge (charge_disputed), a payment not yet succeeded.
import type Stripe from "stripe";
import type { EventCause } from "./objects/event.ts";
import { dispute } from "./objects/dispute.ts";
import { refund } from "./objects/refund.ts";
import { owned, refundModes, type FakeState } from "./state.ts";
import { FakeStripeError, invalidParam, invalidRequest } from "./stripe-errors.ts";
import type { Webhooks } from "./webhooks.ts";

export type RefundInput = {
  livemode: boolean;
  paymentIntent?: string;
  charge?: string;
  amount?: number;
  reason: Stripe.Refund.Reason | null;
  metadata: Record<string, string>;
};

export type RefundFlow = ReturnType<typeof refundFlow>;

export function refundFlow(state: FakeState, events: Webhooks) {
  /** The charge a refund or dispute is about, named by itself or by its PaymentIntent. */
  function chargeOf(input: { livemode: boolean; paymentIntent?: string; charge?: string }): Stripe.Charge {
    if (input.charge) return owned(state.charges, "charge", input.charge, input.livemode, "charge");
    const intent = owned(
      state.paymentIntents,
      "payment_intent",
      input.paymentIntent!,
      input.livemode,
      "payment_intent",
    );
    if (intent.status !== "succeeded") {
      throw invalidRequest(`This PaymentIntent (${intent.id}) does not have a successful charge to refund.`, {
        code: "payment_intent_unexpected_state",
        param: "payment_intent",
      });
    }
    return state.charges.get(String(intent.latest_charge))!;
  }

  function create(input: RefundInput, request: EventCause): Stripe.Refund {
    const refunded = chargeOf(input);
    const failure = state.failNextRefund;
    if (failure) {
      state.failNextRefund = undefined;
      const {
        status = 400,
        type = "invalid_request_error",
        message = "The refund could not be made.",
        ...rest
      } = failure;
      throw new FakeStripeError(status, { type, message, ...rest });
    }
    const left = refunded.amount_captured - refunded.amount_refunded;
    if (refunded.disputed) {
      throw invalidRequest(`Charge ${refunded.id} has been charged back; cannot issue a refund.`, {
        code: "charge_disputed",
      });
    }
    if (refunded.status !== "succeeded") {
      throw invalidRequest(`Charge ${refunded.id} has not succeeded and cannot be refunded.`, {
        code: "charge_not_refundable",
      });
    }
    if (left <= 0) {
      throw invalidRequest(`Charge ${refunded.id} has already been refunded.`, { code: "charge_already_refunded" });
    }
    const amount = input.amount ?? left;
    if (amount > left) {
      throw invalidParam(
        "amount",
        `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
        "amount_too_large",
      );
    }
    const made = refund({
      charge: refunded,
      amount,
      reason: input.reason,
      metadata: input.metadata,
      created: state.clock(),
    });
    state.refunds.set(made.id, made);
    refundModes.set(made, refunded.livemode);
    const before = { amount_refunded: refunded.amount_refunded, refunded: refunded.refunded };
    refunded.amount_refunded += amount;
    refunded.refunded = refunded.amount_refunded === refunded.amount_captured;
    events.raise("charge.refunded", refunded, { request, previousAttributes: before });
    events.raise("refund.created", made, { request });
    return made;
  }

  return {
    create,

    /** A refund made in the Dashboard: the product learns of it only by its webhook. */
    fromDashboard(paymentIntent: string, amount?: number): Stripe.Refund {
      const intent = state.paymentIntents.get(paymentIntent);
      if (!intent) throw new Error(`The fake Stripe has no PaymentIntent ${paymentIntent}.`);
      const dashboard = { id: `req_dashboard_${intent.id.slice(3)}`, idempotency_key: null };
      return create(
        { livemode: intent.livemode, paymentIntent, amount, reason: "requested_by_customer", metadata: {} },
        dashboard,
      );
    },

    /** The cardholder disputes the payment: the charge is marked disputed and can no longer be refunded. */
    openDispute(paymentIntent: string, reason = "fraudulent"): Stripe.Dispute {
      const intent = state.paymentIntents.get(paymentIntent);
      if (!intent?.latest_charge) throw new Error(`The fake Stripe has no charge for ${paymentIntent}.`);
      const disputed = state.charges.get(String(intent.latest_charge))!;
      const made = dispute({ charge: disputed, reason, created: state.clock() });
      state.disputes.set(made.id, made);
      disputed.disputed = true;
      events.raise("charge.dispute.created", made);
      return made;
    },
  };
}
