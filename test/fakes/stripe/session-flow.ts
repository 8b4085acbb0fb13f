// What happens to a Checkout Session, as Stripe moves it: created open; paid on the hosted page by card
// (complete and paid at once), declined (still open, its PaymentIntent waiting for another method), or
// paid by bank debit (complete but unpaid until the debit settles or fails, days later in real life,
// when a test says here); expired by the API or by the clock. Each step raises the event Stripe raises
// (https://docs.stripe.com/checkout/fulfillment#immediate-versus-delayed-payment-methods).
import type Stripe from "stripe";
import { newId } from "./ids.ts";
import type { EventCause } from "./objects/event.ts";
import { checkoutSession, paidCustomerDetails, type SessionInput } from "./objects/checkout-session.ts";
import { charge } from "./objects/charge.ts";
import { lineItem, type LineInput } from "./objects/line-items.ts";
import { paymentIntent, cardDeclined, type IntentData } from "./objects/payment-intent.ts";
import { paymentMethod, type MethodKind } from "./objects/payment-method.ts";
import type { FakeState } from "./state.ts";
import { invalidRequest } from "./stripe-errors.ts";
import type { Webhooks } from "./webhooks.ts";

/** How the buyer pays on the hosted page. */
export type PayWith = "card" | "declined_card" | "us_bank_account";

export type SessionFlow = ReturnType<typeof sessionFlow>;

export function sessionFlow(state: FakeState, events: Webhooks, hostedPage: (id: string) => string) {
  const sessionOf = (id: string) => {
    const session = state.sessions.get(id);
    if (!session) throw new Error(`The fake Stripe has no Checkout Session ${id}.`);
    return session;
  };
  const intentOf = (session: Stripe.Checkout.Session) => {
    const intent = state.paymentIntents.get(String(session.payment_intent));
    if (!intent) throw new Error(`Checkout Session ${session.id} has no PaymentIntent yet.`);
    return intent;
  };
  const latestCharge = (intent: Stripe.PaymentIntent) => state.charges.get(String(intent.latest_charge))!;

  /** The session's PaymentIntent, created at its first confirmation. */
  function confirmIntent(session: Stripe.Checkout.Session): Stripe.PaymentIntent {
    if (session.payment_intent) return intentOf(session);
    const intent = paymentIntent({
      livemode: session.livemode,
      created: state.clock(),
      amount: session.amount_total ?? 0,
      currency: session.currency ?? "usd",
      paymentMethodTypes: session.payment_method_types,
      data: state.intentData.get(session.id)!,
    });
    state.paymentIntents.set(intent.id, intent);
    session.payment_intent = intent.id;
    return intent;
  }

  return {
    create(input: SessionInput, lines: LineInput[], intentData: IntentData): Stripe.Checkout.Session {
      const session = checkoutSession(input, hostedPage);
      state.sessions.set(session.id, session);
      state.lineItems.set(
        session.id,
        lines.map((line) => lineItem(line, input.livemode, input.created)),
      );
      state.intentData.set(session.id, intentData);
      return session;
    },

    /** The buyer's attempt on the hosted page; true when the session completed. */
    pay(id: string, how: PayWith): boolean {
      const session = sessionOf(id);
      if (session.status !== "open") throw new Error(`Checkout Session ${id} is ${session.status}, not open.`);
      const kind: MethodKind = how === "us_bank_account" ? "us_bank_account" : "card";
      const email = session.customer_email ?? "buyer@example.com";
      const method = paymentMethod(kind, { livemode: session.livemode, created: state.clock(), email });
      state.paymentMethods.set(method.id, method);
      const intent = confirmIntent(session);
      const outcome = how === "declined_card" ? "declined" : how === "card" ? "succeeded" : "pending";
      const made = charge({ intent, method, outcome, created: state.clock() });
      state.charges.set(made.id, made);
      intent.latest_charge = made.id;
      intent.payment_method = method.id;
      if (outcome === "declined") {
        intent.status = "requires_payment_method";
        intent.last_payment_error = cardDeclined(made.id, method);
        return false;
      }
      intent.status = outcome === "succeeded" ? "succeeded" : "processing";
      intent.amount_received = outcome === "succeeded" ? intent.amount : 0;
      intent.last_payment_error = null;
      session.status = "complete";
      session.payment_status = outcome === "succeeded" ? "paid" : "unpaid";
      session.url = null;
      session.customer_details = paidCustomerDetails(session.customer_email);
      events.raise("checkout.session.completed", session);
      return true;
    },

    /** A bank debit settles: the session is paid at last. */
    settleAsync(id: string): Stripe.Checkout.Session {
      const session = sessionOf(id);
      const intent = intentOf(session);
      if (intent.status !== "processing")
        throw new Error(`PaymentIntent ${intent.id} is ${intent.status}, not processing.`);
      intent.status = "succeeded";
      intent.amount_received = intent.amount;
      const settled = latestCharge(intent);
      settled.status = "succeeded";
      settled.paid = settled.captured = true;
      settled.amount_captured = intent.amount;
      settled.balance_transaction = newId("txn");
      session.payment_status = "paid";
      events.raise("checkout.session.async_payment_succeeded", session);
      return session;
    },

    /** A bank debit fails: the session stays complete and unpaid; its PaymentIntent wants another method. */
    failAsync(id: string): Stripe.Checkout.Session {
      const session = sessionOf(id);
      const intent = intentOf(session);
      if (intent.status !== "processing")
        throw new Error(`PaymentIntent ${intent.id} is ${intent.status}, not processing.`);
      const message = "The customer's bank account has insufficient funds.";
      intent.status = "requires_payment_method";
      intent.last_payment_error = { type: "invalid_request_error", code: "insufficient_funds", message };
      const failed = latestCharge(intent);
      failed.status = "failed";
      failed.failure_code = "insufficient_funds";
      failed.failure_message = message;
      events.raise("checkout.session.async_payment_failed", session);
      return session;
    },

    /** Expires an open session (POST …/expire, or its `expires_at` passing when a test says so). */
    expire(id: string, request?: EventCause): Stripe.Checkout.Session {
      const session = sessionOf(id);
      if (session.status !== "open") {
        throw invalidRequest(
          `Only Checkout Sessions with a status of "open" can be expired. This session has a status of "${session.status}".`,
          { param: "session" },
        );
      }
      session.status = "expired";
      session.url = null;
      events.raise("checkout.session.expired", session, { request });
      return session;
    },
  };
}
