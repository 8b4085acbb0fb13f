// Checkout Sessions: one per order (its number is the client_reference_id and, with the order's id, in
// the metadata of the session and its PaymentIntent), card only, its lines the order's take-offs with the
// server's prices; and what a session says now, with the card of its payment.
import type Stripe from "stripe";
import type { CheckoutOrder, CheckoutState, SettledCheckout } from "../provider.ts";

const CLOSED = new Set(["complete", "expired"]);

/** A session as fulfilment reads it: its PaymentIntent's latest charge expanded for the card. */
export function stateOf(session: Stripe.Checkout.Session): CheckoutState {
  const intent = typeof session.payment_intent === "object" ? session.payment_intent : null;
  const charge = intent && typeof intent.latest_charge === "object" ? intent.latest_charge : null;
  const card = charge?.payment_method_details?.card;
  const paymentId = intent?.id ?? (typeof session.payment_intent === "string" ? session.payment_intent : null);
  return {
    sessionId: session.id,
    status: CLOSED.has(session.status ?? "") ? (session.status as "complete" | "expired") : "open",
    // A delayed method (a bank debit) completes the session unpaid until it settles.
    paid: session.payment_status === "paid",
    orderNumber: session.client_reference_id,
    amountCents: session.amount_total,
    currency: session.currency,
    test: !session.livemode,
    payment: paymentId ? { id: paymentId, brand: card?.brand ?? "card", last4: card?.last4 ?? "" } : null,
  };
}

export function stripeCheckout(stripe: Stripe) {
  return {
    async createCheckout(order: CheckoutOrder) {
      const metadata = { order_number: order.number, order_id: String(order.orderId) };
      const session = await stripe.checkout.sessions.create(
        {
          mode: "payment",
          client_reference_id: order.number,
          customer_email: order.buyerEmail,
          allowed_payment_method_types: ["card"],
          line_items: order.lines.map((line) => ({
            quantity: 1,
            price_data: { currency: "usd", unit_amount: line.amountCents, product_data: { name: line.name } },
          })),
          success_url: order.returnUrl,
          cancel_url: order.cancelUrl,
          expires_at: Math.floor(order.expiresAt.getTime() / 1000),
          metadata,
          payment_intent_data: { metadata, description: `QTO Solutions ${order.number}` },
        },
        // One session per order, however often the request is retried.
        { idempotencyKey: `checkout:${order.number}` },
      );
      if (!session.url) throw new Error(`Stripe answered session ${session.id} without a URL`);
      return { sessionId: session.id, url: session.url };
    },

    async retrieve(sessionId: string): Promise<CheckoutState> {
      return stateOf(await stripe.checkout.sessions.retrieve(sessionId, { expand: ["payment_intent.latest_charge"] }));
    },

    /** One API page per 100 sessions, oldest first (the SDK pages on by itself). */
    async *listCompleted(since: Date, until: Date): AsyncIterable<SettledCheckout> {
      const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
      const sessions = stripe.checkout.sessions.list({
        created: { gte: seconds(since), lt: seconds(until) },
        status: "complete",
        limit: 100,
        expand: ["data.payment_intent.latest_charge"],
      });
      for await (const session of sessions) {
        const intent = typeof session.payment_intent === "object" ? session.payment_intent : null;
        const charge = intent && typeof intent.latest_charge === "object" ? intent.latest_charge : null;
        yield { ...stateOf(session), refundedCents: charge?.amount_refunded ?? 0, disputed: charge?.disputed ?? false };
      }
    },

    async expire(sessionId: string): Promise<void> {
      try {
        await stripe.checkout.sessions.expire(sessionId);
      } catch (error) {
        // Already complete or expired: nothing to close.
        if ((error as { type?: string }).type !== "StripeInvalidRequestError") throw error;
      }
    },
  };
}
