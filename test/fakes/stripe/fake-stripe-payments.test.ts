// The buyer's side of the fake Stripe (its hosted page), its webhooks (signed so that the SDK's
// constructEvent accepts them; held, reordered, sent twice), and money going back: refunds through the
// SDK and their failures, refunds from the Dashboard, disputes.
import Stripe from "stripe";
import { afterEach, describe, expect, it } from "vitest";
import { webhookReceiver } from "../../helpers/webhook-receiver.ts";
import type { FakeStripe } from "./index.ts";
import { fakeWithClient, SAMPLE_TOTAL, sampleSession, WEBHOOK_SECRET } from "./sample-session.ts";

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

/** A fake sending its webhooks to a local receiver, an SDK client, and a session ready to pay. */
async function checkout() {
  const receiver = await webhookReceiver();
  const { fake, stripe } = await fakeWithClient({ webhookUrl: receiver.url });
  closers.push(fake.close, receiver.close);
  const session = await stripe.checkout.sessions.create(sampleSession());
  /** The events the receiver got, each verified as the product will verify it. */
  const received = () =>
    receiver.received.map(({ body, headers }) =>
      stripe.webhooks.constructEvent(body, String(headers["stripe-signature"]), WEBHOOK_SECRET),
    );
  return { fake, stripe, session, receiver, received };
}

/** What the hosted page's form does when the buyer presses a button. */
const press = (fake: FakeStripe, id: string, outcome: string) =>
  fetch(`${fake.url}/pay/${id}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ outcome }),
    redirect: "manual",
  });

const intentOf = (fake: FakeStripe, sessionId: string) => String(fake.state.sessions.get(sessionId)!.payment_intent);

describe("test/fakes/stripe: the hosted page and its webhooks", () => {
  it("shows the amount and lines; paying by card redirects to success_url and sends a signed checkout.session.completed", async () => {
    const { fake, session, receiver, received } = await checkout();
    const page = await (await fetch(session.url!)).text();
    expect(page).toContain("<h1>Pay $701.00</h1>");
    expect(page).toContain('<th scope="row">Harbor lofts take-off</th><td>2</td>');
    for (const name of ["Pay with test card 4242", "Decline card", "Pay by bank (ACH, settles later)", "Cancel"]) {
      expect(page).toContain(`>${name}</button>`);
    }

    const paid = await press(fake, session.id, "card");
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toBe(`https://shop.example/orders/return?session_id=${session.id}`);
    await fake.webhooksDelivered();
    const [event, ...more] = received();
    expect(more).toEqual([]);
    expect(event).toMatchObject({
      id: expect.stringMatching(/^evt_/),
      object: "event",
      type: "checkout.session.completed",
      api_version: Stripe.API_VERSION,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: {
        object: {
          id: session.id,
          status: "complete",
          payment_status: "paid",
          amount_total: SAMPLE_TOTAL,
          payment_intent: expect.stringMatching(/^pi_/),
          client_reference_id: "QTO-O-1001",
        },
      },
    });
    expect(fake.state.deliveries).toEqual([{ eventId: event!.id, type: event!.type, status: 200 }]);
    const { body, headers } = receiver.received[0]!;
    expect(() => Stripe.webhooks.constructEvent(body, String(headers["stripe-signature"]), "whsec_other")).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
    expect(() =>
      Stripe.webhooks.constructEvent(`${body} `, String(headers["stripe-signature"]), WEBHOOK_SECRET),
    ).toThrow(Stripe.errors.StripeSignatureVerificationError);
    // The page of a paid session says so, and pressing again changes nothing.
    expect(await (await fetch(session.url!)).text()).toContain("<h1>Payment complete</h1>");
    expect((await press(fake, session.id, "card")).headers.get("location")).toBe(`/pay/${session.id}`);
  });

  it("a declined card leaves the session open and the page says so; another try then pays through the same PaymentIntent", async () => {
    const { fake, stripe, session, received } = await checkout();
    const declined = await press(fake, session.id, "declined_card");
    expect(declined.headers.get("location")).toBe(`/pay/${session.id}?notice=card_declined`);
    expect(await (await fetch(`${fake.url}${declined.headers.get("location")}`)).text()).toContain(
      '<p role="alert">Your card was declined. Try another payment method.</p>',
    );
    const intent = await stripe.paymentIntents.retrieve(intentOf(fake, session.id), { expand: ["latest_charge"] });
    expect(intent).toMatchObject({
      status: "requires_payment_method",
      last_payment_error: { type: "card_error", code: "card_declined" },
      latest_charge: { status: "failed", paid: false, failure_code: "card_declined" },
    });
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe("open");

    await press(fake, session.id, "card");
    await fake.webhooksDelivered();
    expect(received().map((event) => event.type)).toEqual(["checkout.session.completed"]);
    expect((await stripe.paymentIntents.retrieve(intent.id)).status).toBe("succeeded");
  });

  it("pays by bank: complete but unpaid, then checkout.session.async_payment_succeeded when the debit settles", async () => {
    const { fake, stripe, session, received } = await checkout();
    await press(fake, session.id, "us_bank_account");
    const pending = await stripe.checkout.sessions.retrieve(session.id, { expand: ["payment_intent.latest_charge"] });
    expect(pending).toMatchObject({ status: "complete", payment_status: "unpaid" });
    const charge = (pending.payment_intent as Stripe.PaymentIntent).latest_charge as Stripe.Charge;
    expect(charge).toMatchObject({ id: expect.stringMatching(/^py_/), status: "pending", paid: false });
    expect(charge.payment_method_details?.us_bank_account).toMatchObject({
      bank_name: "STRIPE TEST BANK",
      last4: "6789",
    });

    fake.settleAsync(session.id);
    await fake.webhooksDelivered();
    expect(
      received().map((event) => [event.type, (event.data.object as Stripe.Checkout.Session).payment_status]),
    ).toEqual([
      ["checkout.session.completed", "unpaid"],
      ["checkout.session.async_payment_succeeded", "paid"],
    ]);
    expect((await stripe.charges.retrieve(charge.id)).status).toBe("succeeded");
  });

  it("a bank debit that fails sends checkout.session.async_payment_failed; Cancel goes to cancel_url and leaves a session open", async () => {
    const { fake, stripe, session, received } = await checkout();
    await press(fake, session.id, "us_bank_account");
    fake.failAsync(session.id);
    await fake.webhooksDelivered();
    expect(received().map((event) => event.type)).toEqual([
      "checkout.session.completed",
      "checkout.session.async_payment_failed",
    ]);
    expect((await stripe.paymentIntents.retrieve(intentOf(fake, session.id))).status).toBe("requires_payment_method");

    const other = await stripe.checkout.sessions.create(sampleSession());
    const cancelled = await press(fake, other.id, "cancel");
    expect(cancelled.headers.get("location")).toBe("https://shop.example/cart");
    expect((await stripe.checkout.sessions.retrieve(other.id)).status).toBe("open");
  });

  it("holds webhooks to race the buyer's return, delivers them reversed, and sends an event twice", async () => {
    const { fake, stripe, session, received } = await checkout();
    fake.holdWebhooks();
    await press(fake, session.id, "card");
    const other = await stripe.checkout.sessions.create(sampleSession());
    await stripe.checkout.sessions.expire(other.id);
    await fake.webhooksDelivered();
    expect(received()).toEqual([]);

    await fake.deliverOutOfOrder();
    expect(received().map((event) => event.type)).toEqual(["checkout.session.expired", "checkout.session.completed"]);
    const completed = received()[1]!;
    fake.redeliver(completed.id);
    await fake.webhooksDelivered();
    expect(received().map((event) => event.id)).toEqual([received()[0]!.id, completed.id, completed.id]);
  });

  it("hands events to a function when the app under test is not listening, and records a failed delivery", async () => {
    const seen: string[] = [];
    const { fake, stripe } = await fakeWithClient({
      webhookUrl: async ({ payload, headers }) => {
        seen.push(stripe.webhooks.constructEvent(payload, headers["stripe-signature"]!, WEBHOOK_SECRET).type);
        return seen.length === 1 ? 500 : 200;
      },
    });
    closers.push(fake.close);
    const { id } = await stripe.checkout.sessions.create(sampleSession());
    fake.expire(id);
    const event = fake.state.events[0]!;
    fake.redeliver(event.id);
    await fake.webhooksDelivered();
    expect(seen).toEqual(["checkout.session.expired", "checkout.session.expired"]);
    expect(fake.state.deliveries.map((delivery) => delivery.status)).toEqual([500, 200]);
  });
});

describe("test/fakes/stripe: refunds and disputes", () => {
  it("refunds a payment once: charge.refunded and refund.created carry the request; again is charge_already_refunded", async () => {
    const { fake, stripe, session, received } = await checkout();
    await press(fake, session.id, "card");
    const paymentIntent = intentOf(fake, session.id);

    const refund = await stripe.refunds.create({ payment_intent: paymentIntent }, { idempotencyKey: "refund-1" });
    expect(refund).toMatchObject({
      id: expect.stringMatching(/^re_/),
      object: "refund",
      amount: SAMPLE_TOTAL,
      payment_intent: paymentIntent,
      status: "succeeded",
    });
    expect((await stripe.refunds.create({ payment_intent: paymentIntent }, { idempotencyKey: "refund-1" })).id).toBe(
      refund.id,
    );
    await expect(stripe.refunds.create({ payment_intent: paymentIntent })).rejects.toMatchObject({
      type: "StripeInvalidRequestError",
      code: "charge_already_refunded",
    });
    await fake.webhooksDelivered();
    const [, refunded, created] = received();
    expect(refunded).toMatchObject({
      type: "charge.refunded",
      request: { id: expect.stringMatching(/^req_/), idempotency_key: "refund-1" },
      data: { object: { refunded: true, amount_refunded: SAMPLE_TOTAL }, previous_attributes: { refunded: false } },
    });
    expect(created).toMatchObject({ type: "refund.created", data: { object: { id: refund.id } } });
    expect((await stripe.refunds.list({ payment_intent: paymentIntent })).data.map((each) => each.id)).toEqual([
      refund.id,
    ]);
  });

  it("makes the next refund fail as a test asks, in the SDK class its status picks, and replays that failure for its key", async () => {
    const { fake, stripe, session } = await checkout();
    await press(fake, session.id, "card");
    const paymentIntent = intentOf(fake, session.id);

    fake.state.failNextRefund = {
      status: 402,
      type: "card_error",
      code: "expired_card",
      message: "The card has expired.",
    };
    await expect(
      stripe.refunds.create({ payment_intent: paymentIntent }, { idempotencyKey: "r-9" }),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeCardError);
    await expect(
      stripe.refunds.create({ payment_intent: paymentIntent }, { idempotencyKey: "r-9" }),
    ).rejects.toMatchObject({
      type: "StripeCardError",
      code: "expired_card",
    });
    fake.state.failNextRefund = { status: 500, type: "api_error" };
    await expect(stripe.refunds.create({ payment_intent: paymentIntent })).rejects.toBeInstanceOf(
      Stripe.errors.StripeAPIError,
    );
    expect((await stripe.refunds.create({ payment_intent: paymentIntent, amount: 1000 })).amount).toBe(1000);
    await expect(stripe.refunds.create({ payment_intent: paymentIntent, amount: SAMPLE_TOTAL })).rejects.toMatchObject({
      code: "amount_too_large",
      param: "amount",
    });
    await expect(stripe.refunds.create({ payment_intent: "pi_unknown" })).rejects.toMatchObject({
      statusCode: 400,
      code: "resource_missing",
      param: "payment_intent",
    });
  });

  it("sends a Dashboard refund and a dispute as their events; a disputed charge cannot be refunded", async () => {
    const { fake, stripe, received } = await checkout();
    const refunded = await stripe.checkout.sessions.create(sampleSession());
    const disputed = await stripe.checkout.sessions.create(sampleSession());
    fake.pay(refunded.id, "card");
    fake.pay(disputed.id, "card");

    fake.refundFromDashboard(intentOf(fake, refunded.id));
    const dispute = fake.openDispute(intentOf(fake, disputed.id), "product_not_received");
    await expect(stripe.refunds.create({ payment_intent: intentOf(fake, disputed.id) })).rejects.toMatchObject({
      code: "charge_disputed",
    });
    await fake.webhooksDelivered();
    const [, , byDashboard, , opened] = received();
    expect(byDashboard).toMatchObject({
      type: "charge.refunded",
      request: { idempotency_key: null },
      data: { object: { payment_intent: intentOf(fake, refunded.id), refunded: true } },
    });
    expect(opened).toMatchObject({
      type: "charge.dispute.created",
      data: { object: { id: dispute.id, object: "dispute", reason: "product_not_received", status: "needs_response" } },
    });
    expect((await stripe.charges.retrieve(dispute.charge as string)).disputed).toBe(true);
  });

  it("delivers any event a test builds, in the real Event shape", async () => {
    const { fake, stripe, session, received } = await checkout();
    const event = fake.deliver("checkout.session.expired", { ...session, status: "expired", url: null });
    await fake.webhooksDelivered();
    expect(received()).toEqual([{ ...event, pending_webhooks: 1 }]);
    expect(event).toMatchObject({ object: "event", api_version: Stripe.API_VERSION, livemode: false });
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe("open");
  });
});
