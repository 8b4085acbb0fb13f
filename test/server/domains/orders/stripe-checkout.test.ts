// Checkout through Stripe (the SDK pointed at the fake Stripe): a Checkout Session per order, with its
// reference, idempotency key and lines; one paid order per payment whichever of the webhook and the
// buyer's return comes first, and however often or in whatever order the events come; a signature that
// does not verify is a 400 and acts on nothing; an expired session leaves an order never announced.
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FakeStripe } from "../../../fakes/stripe/index.ts";
import { BILLING, signedIn } from "../../../helpers/accounts.ts";
import { TEST_DATABASES } from "../../../helpers/app.ts";
import { outbox } from "../../../helpers/orders.ts";
import { stripeApp } from "../../../helpers/stripe-app.ts";

describe.each(TEST_DATABASES)("server: checkout through Stripe on $name", ({ url }) => {
  let app: FastifyInstance;
  let fake: FakeStripe;
  let dataDir: string;
  let close: () => Promise<void>;
  let buyer: Awaited<ReturnType<typeof signedIn>>;
  const events: Array<{ type: string; data: Record<string, unknown> }> = [];

  beforeAll(async () => {
    ({ app, fake, dataDir, close } = await stripeApp({ DATABASE_URL: await url() }));
    app.events.on(async ({ type, data }) => void events.push({ type, data }));
    buyer = await signedIn(app, "buyer");
  });
  afterAll(() => close?.());

  const lines = [
    { project_id: 1, size: "medium" },
    { project_id: 2, size: "small" },
  ];
  const checkout = async () => {
    const response = await app.inject({
      method: "POST",
      url: "/reactapp/orders/",
      cookies: buyer.cookies,
      headers: { "x-csrftoken": buyer.token },
      payload: { lines, ...BILLING },
    });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json() as { number: string; checkout_url: string; total: number; test: boolean };
    const sessionId = new URL(created.checkout_url).pathname.split("/").pop()!;
    return { ...created, sessionId };
  };
  const returnFrom = (sessionId: string) =>
    app.inject({ url: `/reactapp/orders/return/?session_id=${sessionId}`, cookies: buyer.cookies });
  const order = (number: string) =>
    app.db.selectFrom("orders").selectAll().where("number", "=", number).executeTakeFirstOrThrow();
  const salesMails = (number: string) =>
    outbox(dataDir).filter((mail) => mail.includes(`Subject: New order ${number}`));
  const placed = (number: string) =>
    events.filter((event) => event.type === "order.placed" && event.data.number === number);

  it("opens a Checkout Session with the order's reference, key and lines, in test mode", async () => {
    expect((await app.inject({ url: "/reactapp/payments/" })).json()).toEqual({ test_mode: true });
    const created = await checkout();
    expect(created.checkout_url).toBe(`${fake.url}/pay/${created.sessionId}`);
    expect(created.test).toBe(true);
    const request = fake.state.requests.find((r) => r.method === "POST" && r.path === "/v1/checkout/sessions")!;
    expect(request.idempotencyKey).toBe(`checkout:${created.number}`);
    expect(request.mode).toBe("test");
    expect(request.body).toMatchObject({
      mode: "payment",
      client_reference_id: created.number,
      customer_email: "buyer@example.com",
      allowed_payment_method_types: ["card"],
      success_url: "http://localhost:8080/reactapp/orders/return/?session_id={CHECKOUT_SESSION_ID}",
      cancel_url: `http://localhost:8080/reactapp/orders/${created.number}/not-paid/`,
    });
    const sent = request.body.line_items as Array<{ price_data: { unit_amount: string } }>;
    expect(sent).toHaveLength(2);
    const cents = sent.reduce((sum, line) => sum + Number(line.price_data.unit_amount), 0);
    expect(cents).toBe(Math.round(created.total * 100));
    expect(await order(created.number)).toMatchObject({ status: "awaiting_payment", test: 1 });
  });

  it("places the order once when the webhook comes first, then the return", async () => {
    const { number, sessionId } = await checkout();
    expect(await fake.pay(sessionId, "card")).toBe(true);
    await fake.webhooksDelivered();
    await app.jobs.runDue();
    expect(await order(number)).toMatchObject({ status: "placed", card_brand: "visa", card_last4: "4242" });
    expect((await order(number)).payment_reference).toMatch(/^pi_/);
    const back = await returnFrom(sessionId);
    expect(back.headers.location).toBe(`http://localhost:8080/CheckOut/?order=${number}`);
    await app.jobs.runDue();
    expect(placed(number)).toHaveLength(1);
    expect(salesMails(number)).toHaveLength(1);
  });

  it("sends the firm's e-mail once when the return comes first and the webhook, held, comes twice", async () => {
    const { number, sessionId } = await checkout();
    fake.holdWebhooks();
    await fake.pay(sessionId, "card");
    expect((await returnFrom(sessionId)).statusCode).toBe(303);
    expect((await order(number)).status).toBe("placed");
    await fake.releaseWebhooks();
    await fake.webhooksDelivered();
    const completed = fake.state.events.filter(
      (event) => event.type === "checkout.session.completed" && (event.data.object as { id: string }).id === sessionId,
    );
    fake.redeliver(completed[0]!.id);
    await fake.webhooksDelivered();
    await Promise.all([app.jobs.runDue(), returnFrom(sessionId)]);
    await app.jobs.runDue();
    expect(placed(number)).toHaveLength(1);
    expect(salesMails(number)).toHaveLength(1);
  });

  it("changes nothing for events out of order: an expiry after the payment, a payment after the expiry", async () => {
    const paid = await checkout();
    fake.holdWebhooks();
    await fake.pay(paid.sessionId, "card");
    await fake.deliverOutOfOrder();
    await app.jobs.runDue();
    expect((await order(paid.number)).status).toBe("placed");

    const abandoned = await checkout();
    await fake.expire(abandoned.sessionId);
    await fake.webhooksDelivered();
    await app.jobs.runDue();
    expect(await order(abandoned.number)).toMatchObject({ status: "cancelled", notified_at: null });
    // The buyer's page is gone: a late return finds nothing to place.
    await returnFrom(abandoned.sessionId);
    await app.jobs.runDue();
    expect(await order(abandoned.number)).toMatchObject({ status: "cancelled", notified_at: null });
    expect(placed(abandoned.number)).toEqual([]);
    expect(salesMails(abandoned.number)).toEqual([]);
  });

  it("refuses an event whose signature does not verify, acting on nothing", async () => {
    const { number, sessionId } = await checkout();
    let forged = "";
    fake.webhookUrl = async ({ payload }) => {
      forged = payload;
      return 200;
    };
    await fake.pay(sessionId, "card");
    await fake.webhooksDelivered();
    const send = (headers: Record<string, string>) =>
      app.inject({
        method: "POST",
        url: "/reactapp/payments/webhook/",
        headers: { "content-type": "application/json", ...headers },
        payload: forged,
      });
    expect((await send({})).statusCode).toBe(400);
    expect((await send({ "stripe-signature": "t=1,v1=00" })).statusCode).toBe(400);
    const jobs = await app.db.selectFrom("jobs").select("key").where("kind", "=", "payment.event").execute();
    expect(jobs.map((job) => job.key)).not.toContain(expect.stringContaining(JSON.parse(forged).id));
    await app.jobs.runDue();
    expect((await order(number)).status).toBe("awaiting_payment");
    // The return still places it: it asks the API, not the webhook.
    await returnFrom(sessionId);
    expect((await order(number)).status).toBe("placed");
    fake.webhookUrl = ({ payload, headers }) =>
      app.inject({ method: "POST", url: "/reactapp/payments/webhook/", headers, payload }).then((r) => r.statusCode);
  });
});
