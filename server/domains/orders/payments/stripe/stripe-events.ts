// Stripe's webhook events, verified with the SDK's constructEvent on the raw body (a re-serialized body
// would not match the signature: https://docs.stripe.com/webhooks#verify-official-libraries) and
// normalized to what fulfilment acts on. Nothing here is trusted beyond naming what to look at: settling
// a checkout retrieves the session from the API.
import type { IncomingHttpHeaders } from "node:http";
import type Stripe from "stripe";
import { type PaymentEvent, WebhookRejected } from "../provider.ts";

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === "string" ? value : (value?.id ?? null);

export function normalize(event: Stripe.Event): PaymentEvent {
  const eventId = event.id;
  switch (event.type) {
    case "checkout.session.completed":
      return {
        eventId,
        kind: event.data.object.payment_status === "paid" ? "checkout.settled" : "checkout.waiting",
        sessionId: event.data.object.id,
      };
    case "checkout.session.async_payment_succeeded":
      return { eventId, kind: "checkout.settled", sessionId: event.data.object.id };
    case "checkout.session.async_payment_failed":
    case "checkout.session.expired":
      return { eventId, kind: "checkout.failed", sessionId: event.data.object.id };
    case "charge.refunded": {
      const charge = event.data.object;
      const paymentId = idOf(charge.payment_intent);
      if (!paymentId) break;
      return {
        eventId,
        kind: "payment.refunded",
        paymentId,
        refundedCents: charge.amount_refunded,
        full: charge.refunded,
      };
    }
    case "charge.dispute.created": {
      const dispute = event.data.object;
      const paymentId = idOf(dispute.payment_intent);
      if (!paymentId) break;
      const dueBy = dispute.evidence_details?.due_by;
      return {
        eventId,
        kind: "payment.disputed",
        paymentId,
        disputeId: dispute.id,
        reason: dispute.reason,
        amountCents: dispute.amount,
        dueBy: dueBy ? new Date(dueBy * 1000).toISOString() : null,
      };
    }
  }
  return { eventId, kind: "ignored", type: event.type };
}

export function stripeEvents(stripe: Stripe, webhookSecret: string) {
  return {
    parseWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): PaymentEvent {
      const signature = headers["stripe-signature"];
      if (typeof signature !== "string") throw new WebhookRejected("no Stripe-Signature header");
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
      } catch (error) {
        throw new WebhookRejected((error as Error).message);
      }
      return normalize(event);
    },
  };
}
