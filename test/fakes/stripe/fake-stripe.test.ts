// The fake Stripe answers the real SDK (pointed at it by `host`, `port` and `protocol`) as Stripe's API
// would for Checkout Sessions: shapes, expansion, lists and their paging, expiry, keys and modes,
// Idempotency-Key replay, and errors the SDK raises as the classes Stripe's would be.
import Stripe from "stripe";
import { afterEach, describe, expect, it } from "vitest";
import { fakeWithClient, SAMPLE_TOTAL, sampleSession } from "./sample-session.ts";
import type { FakeStripe } from "./index.ts";

let fake: FakeStripe | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});
const started = async (...args: Parameters<typeof fakeWithClient>) => {
  const made = await fakeWithClient(...args);
  fake = made.fake;
  return made;
};

describe("test/fakes/stripe: Checkout Sessions through the SDK", () => {
  it("creates an open session whose url is the fake's hosted page, from the parameters as the SDK sent them", async () => {
    const { fake, stripe } = await started();
    const session = await stripe.checkout.sessions.create(sampleSession(), { idempotencyKey: "order-QTO-O-1001" });

    expect(session).toMatchObject({
      id: expect.stringMatching(/^cs_test_a1\w{56}$/),
      object: "checkout.session",
      mode: "payment",
      status: "open",
      payment_status: "unpaid",
      url: `${fake.url}/pay/${session.id}`,
      amount_subtotal: SAMPLE_TOTAL,
      amount_total: SAMPLE_TOTAL,
      currency: "usd",
      client_reference_id: "QTO-O-1001",
      customer_email: "buyer@example.com",
      metadata: { order: "QTO-O-1001" },
      payment_intent: null,
      livemode: false,
      success_url: "https://shop.example/orders/return?session_id={CHECKOUT_SESSION_ID}",
      cancel_url: "https://shop.example/cart",
      allowed_payment_method_types: ["card", "us_bank_account"],
      payment_method_types: ["card", "us_bank_account"],
      ui_mode: "hosted_page",
    });
    // Stripe's default: 24 hours to pay.
    expect(session.expires_at - session.created).toBe(24 * 3600);
    const sent = fake.state.requests.find((request) => request.path === "/v1/checkout/sessions")!;
    expect(sent).toMatchObject({ method: "POST", idempotencyKey: "order-QTO-O-1001", mode: "test" });
    expect(sent.stripeVersion).toBe(Stripe.API_VERSION);
    expect(sent.body.line_items).toEqual([
      expect.objectContaining({ quantity: "1", price_data: expect.objectContaining({ unit_amount: "45000" }) }),
      expect.objectContaining({ quantity: "2", price_data: expect.objectContaining({ unit_amount: "12550" }) }),
    ]);
  });

  it("retrieves a paid session with its PaymentIntent, charge and lines expanded, and ids where not", async () => {
    const { fake, stripe } = await started();
    const { id } = await stripe.checkout.sessions.create(sampleSession());
    expect(fake.pay(id, "card")).toBe(true);

    const plain = await stripe.checkout.sessions.retrieve(id);
    expect(plain).toMatchObject({ status: "complete", payment_status: "paid", url: null });
    expect(plain.payment_intent).toMatch(/^pi_\w{24}$/);
    expect(plain.customer_details).toMatchObject({ email: "buyer@example.com", name: "Test Buyer" });

    const session = await stripe.checkout.sessions.retrieve(id, {
      expand: ["payment_intent.latest_charge", "payment_intent.payment_method", "line_items"],
    });
    const intent = session.payment_intent as Stripe.PaymentIntent;
    const charge = intent.latest_charge as Stripe.Charge;
    expect(intent).toMatchObject({
      id: plain.payment_intent,
      object: "payment_intent",
      status: "succeeded",
      amount: SAMPLE_TOTAL,
      amount_received: SAMPLE_TOTAL,
      metadata: { order: "QTO-O-1001" },
      livemode: false,
    });
    expect(charge).toMatchObject({
      object: "charge",
      paid: true,
      refunded: false,
      amount_refunded: 0,
      status: "succeeded",
    });
    expect(charge.id).toMatch(/^ch_/);
    expect(charge.payment_method_details?.card).toMatchObject({ brand: "visa", last4: "4242" });
    expect((intent.payment_method as Stripe.PaymentMethod).card).toMatchObject({ brand: "visa", last4: "4242" });
    expect(session.line_items?.data.map((line) => [line.description, line.quantity, line.amount_total])).toEqual([
      ["Riverside clinic take-off", 1, 45_000],
      ["Harbor lofts take-off", 2, 25_100],
    ]);
    // The SDK turns the decimal string Stripe sends into its Decimal type.
    expect(session.line_items?.data[0]?.price?.unit_amount_decimal?.toString()).toBe("45000");

    const retrieved = await stripe.paymentIntents.retrieve(intent.id, { expand: ["latest_charge"] });
    expect((retrieved.latest_charge as Stripe.Charge).id).toBe(charge.id);
    expect((await stripe.charges.retrieve(charge.id)).payment_intent).toBe(intent.id);
  });

  it("refuses an expansion it does not model, and a parameter Stripe removed in this API version", async () => {
    const { stripe } = await started();
    const { id } = await stripe.checkout.sessions.create(sampleSession());

    const expansion = stripe.checkout.sessions.retrieve(id, { expand: ["payment_intent.nonsense"] });
    await expect(expansion).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    // payment_method_types left the create parameters in 2026-09-30.endive: the SDK's types have it no more.
    const removed = { ...sampleSession(), payment_method_types: ["card"] } as Stripe.Checkout.SessionCreateParams;
    await expect(stripe.checkout.sessions.create(removed)).rejects.toMatchObject({
      type: "StripeInvalidRequestError",
      code: "parameter_unknown",
      param: "payment_method_types",
      statusCode: 400,
    });
    await expect(stripe.checkout.sessions.create({ ...sampleSession(), line_items: [] })).rejects.toMatchObject({
      code: "parameter_missing",
      param: "line_items",
    });
    const soon = Math.floor(Date.now() / 1000) + 60;
    await expect(stripe.checkout.sessions.create(sampleSession({ expires_at: soon }))).rejects.toMatchObject({
      type: "StripeInvalidRequestError",
      param: "expires_at",
    });
  });

  it("lists sessions newest first, filtered by creation time and status, and pages past 100 with auto-pagination", async () => {
    let now = Date.parse("2026-11-01T00:00:00Z") / 1000 - 3600;
    const { fake, stripe } = await started({ clock: () => now });
    const before = await stripe.checkout.sessions.create(sampleSession());
    now += 3600;
    const ids: string[] = [];
    for (let index = 0; index < 130; index++) {
      now += 60;
      const { id } = await stripe.checkout.sessions.create(sampleSession());
      if (index % 10 !== 0) fake.pay(id, "card");
      ids.push(id);
    }

    const complete = await stripe.checkout.sessions
      .list({ created: { gte: Date.parse("2026-11-01T00:00:00Z") / 1000 }, status: "complete", limit: 100 })
      .autoPagingToArray({ limit: 1000 });
    const paid = ids.filter((_, index) => index % 10 !== 0);
    expect(complete.map((session) => session.id)).toEqual([...paid].reverse());
    expect(complete.map((session) => session.id)).not.toContain(before.id);
    const pages = fake.state.requests.filter(
      (request) => request.method === "GET" && request.path === "/v1/checkout/sessions",
    );
    expect(pages.map((request) => request.query.starting_after)).toEqual([undefined, paid[paid.length - 100]]);

    const first = await stripe.checkout.sessions.list({ limit: 3 });
    expect(first).toMatchObject({ object: "list", has_more: true, url: "/v1/checkout/sessions" });
    expect(first.data.map((session) => session.id)).toEqual(ids.slice(-3).reverse());
    const last = await stripe.checkout.sessions.list({ limit: 100, starting_after: ids[30] });
    expect(last.has_more).toBe(false);
    expect(last.data.map((session) => session.id)).toEqual([...ids.slice(0, 30).reverse(), before.id]);
    await expect(stripe.checkout.sessions.list({ limit: 101 })).rejects.toMatchObject({ param: "limit" });
  });

  it("expires an open session once, raising checkout.session.expired; expiring it again is a 400", async () => {
    const { fake, stripe } = await started();
    const { id } = await stripe.checkout.sessions.create(sampleSession());

    const expired = await stripe.checkout.sessions.expire(id);
    expect(expired).toMatchObject({ id, status: "expired", url: null, payment_status: "unpaid" });
    expect(fake.state.events.map((event) => [event.type, (event.data.object as { id: string }).id])).toEqual([
      ["checkout.session.expired", id],
    ]);
    await expect(stripe.checkout.sessions.expire(id)).rejects.toMatchObject({
      type: "StripeInvalidRequestError",
      statusCode: 400,
    });
    await expect(stripe.checkout.sessions.retrieve("cs_test_missing")).rejects.toMatchObject({
      type: "StripeInvalidRequestError",
      statusCode: 404,
      code: "resource_missing",
    });
  });

  it("checks the secret key, and a key sees only its own mode's objects", async () => {
    const { fake, stripe } = await started();
    const test = await stripe.checkout.sessions.create(sampleSession());
    const live = new Stripe("sk_live_fakeStripeTests", fake.clientOptions);
    const session = await live.checkout.sessions.create(sampleSession());

    expect(session).toMatchObject({ id: expect.stringMatching(/^cs_live_/), livemode: true });
    fake.pay(session.id, "card");
    const intent = await live.paymentIntents.retrieve(String(fake.state.sessions.get(session.id)!.payment_intent));
    expect(intent.livemode).toBe(true);
    await expect(live.checkout.sessions.retrieve(test.id)).rejects.toMatchObject({
      statusCode: 404,
      message: expect.stringContaining("a similar object exists in test mode"),
    });
    const nobody = new Stripe("pk_test_notASecretKey", fake.clientOptions);
    await expect(nobody.checkout.sessions.retrieve(test.id)).rejects.toBeInstanceOf(
      Stripe.errors.StripeAuthenticationError,
    );
  });

  it("replays a request retried with its Idempotency-Key, and refuses the key with other parameters", async () => {
    const { fake, stripe } = await started();
    const first = await stripe.checkout.sessions.create(sampleSession(), { idempotencyKey: "order-7" });
    const again = await stripe.checkout.sessions.create(sampleSession(), { idempotencyKey: "order-7" });

    expect(again.id).toBe(first.id);
    expect(again.lastResponse.headers["idempotent-replayed"]).toBe("true");
    expect(fake.state.sessions.size).toBe(1);
    const other = stripe.checkout.sessions.create(sampleSession({ client_reference_id: "QTO-O-1002" }), {
      idempotencyKey: "order-7",
    });
    await expect(other).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    // The key belongs to its mode: the same key with a live key is another request.
    const live = new Stripe("sk_live_fakeStripeTests", fake.clientOptions);
    expect((await live.checkout.sessions.create(sampleSession(), { idempotencyKey: "order-7" })).livemode).toBe(true);
  });
});
