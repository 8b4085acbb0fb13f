// Money going back through Stripe (the fake): the console's Cancel and refund makes a Stripe refund, keeps
// its id and audits who; its charge.refunded event then changes nothing. A refund made in the Dashboard
// reaches the order too (refunded in full, or its amount recorded when partial). A refusal leaves the order
// as it was and says why. A dispute flags the order, e-mails the administrators once, and holds refunds.
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ORDER_REFUSALS } from "../../../../contract/staff/orders.ts";
import type { FakeStripe } from "../../../fakes/stripe/index.ts";
import { BILLING, signedIn } from "../../../helpers/accounts.ts";
import { TEST_DATABASES } from "../../../helpers/app.ts";
import { outbox } from "../../../helpers/orders.ts";
import { signedInStaff, type StaffSession } from "../../../helpers/staff.ts";
import { stripeApp } from "../../../helpers/stripe-app.ts";

describe.each(TEST_DATABASES)("server: refunds and disputes through Stripe on $name", ({ url }) => {
  let app: FastifyInstance;
  let fake: FakeStripe;
  let dataDir: string;
  let close: () => Promise<void>;
  let buyer: Awaited<ReturnType<typeof signedIn>>;
  let admin: StaffSession;
  const events: Array<{ type: string; data: Record<string, unknown> }> = [];

  beforeAll(async () => {
    ({ app, fake, dataDir, close } = await stripeApp({ DATABASE_URL: await url() }));
    app.events.on(async ({ type, data }) => void events.push({ type, data }));
    buyer = await signedIn(app, "buyer");
    admin = await signedInStaff(app, "ada", { role: "admin" });
  });
  afterAll(() => close?.());

  /** A paid order: its id, number and PaymentIntent. */
  async function paidOrder() {
    const response = await app.inject({
      method: "POST",
      url: "/reactapp/orders/",
      cookies: buyer.cookies,
      headers: { "x-csrftoken": buyer.token },
      payload: { lines: [{ project_id: 1, size: "small" }], ...BILLING },
    });
    const { number, checkout_url } = response.json();
    await fake.pay(new URL(checkout_url).pathname.split("/").pop()!, "card");
    await fake.webhooksDelivered();
    await app.jobs.runDue();
    const row = await app.db.selectFrom("orders").selectAll().where("number", "=", number).executeTakeFirstOrThrow();
    expect(row.status).toBe("placed");
    return { id: Number(row.id), number, paymentIntent: row.payment_reference! };
  }
  const refund = (id: number) =>
    app.inject({
      method: "POST",
      url: `/reactapp/staff/orders/${id}/status/`,
      ...admin.as(),
      payload: { from: "placed", status: "refunded" },
    });
  const stored = (id: number) => app.db.selectFrom("orders").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const mailsAbout = (number: string, words: string) =>
    outbox(dataDir).filter((mail) => mail.includes(number) && mail.includes(words));
  const refundedEvents = (number: string) =>
    events.filter((event) => event.type === "order.refunded" && event.data.number === number);

  it("refunds from the console through Stripe, keeps the refund id and audits who; the webhook then changes nothing", async () => {
    const { id, number, paymentIntent } = await paidOrder();
    const done = await refund(id);
    expect(done.statusCode, done.body).toBe(200);
    const request = fake.state.requests.find((r) => r.path === "/v1/refunds" && r.method === "POST")!;
    expect(request).toMatchObject({ body: { payment_intent: paymentIntent }, idempotencyKey: `refund:${number}` });
    const order = await stored(id);
    expect(order.status).toBe("refunded");
    expect(order.refund_reference).toMatch(/^re_/);
    expect([...fake.state.refunds.keys()]).toContain(order.refund_reference);
    const detail = (await app.inject({ url: `/reactapp/staff/orders/${id}/`, ...admin.as() })).json();
    expect(detail.history[0]).toMatchObject({
      actor: "ada",
      after: { status: "refunded", refund_reference: order.refund_reference },
    });
    await fake.webhooksDelivered();
    await app.jobs.runDue();
    expect(refundedEvents(number)).toEqual([
      expect.objectContaining({ data: expect.objectContaining({ source: "console" }) }),
    ]);
    expect(mailsAbout(number, "refunded in full")).toHaveLength(1);
    expect((await stored(id)).refunded_cents).toBeGreaterThan(0);
  });

  it("refunds the order when the Dashboard refunds its payment in full, once however often the event comes", async () => {
    const { id, number, paymentIntent } = await paidOrder();
    fake.refundFromDashboard(paymentIntent, 500);
    await fake.webhooksDelivered();
    await app.jobs.runDue();
    expect(await stored(id)).toMatchObject({ status: "placed", refunded_cents: 500 });
    fake.refundFromDashboard(paymentIntent);
    await fake.webhooksDelivered();
    const refunded = fake.state.events.filter((event) => event.type === "charge.refunded").at(-1)!;
    fake.redeliver(refunded.id);
    await fake.webhooksDelivered();
    await app.jobs.runDue();
    expect((await stored(id)).status).toBe("refunded");
    expect(refundedEvents(number)).toEqual([
      expect.objectContaining({ data: expect.objectContaining({ source: "provider" }) }),
    ]);
    expect(mailsAbout(number, "refunded in full")).toHaveLength(1);
  });

  it("leaves the order as it was, saying why, when Stripe refuses the refund", async () => {
    const { id } = await paidOrder();
    fake.state.failNextRefund = {
      status: 402,
      type: "card_error",
      code: "expired_card",
      message: "The card has expired.",
    };
    const refused = await refund(id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual(ORDER_REFUSALS.refundRefused);
    expect(await stored(id)).toMatchObject({ status: "placed", refund_reference: null });
  });

  it("flags a disputed order, e-mails the administrators once, and refuses to refund it", async () => {
    const { id, number, paymentIntent } = await paidOrder();
    fake.openDispute(paymentIntent, "fraudulent");
    await fake.webhooksDelivered();
    const opened = fake.state.events.filter((event) => event.type === "charge.dispute.created").at(-1)!;
    fake.redeliver(opened.id);
    await fake.webhooksDelivered();
    await app.jobs.runDue();
    const order = await stored(id);
    expect(order).toMatchObject({ status: "placed", dispute_reason: "fraudulent" });
    expect(order.dispute_reference).toMatch(/^dp_/);
    expect(order.disputed_at).not.toBeNull();
    const mails = mailsAbout(number, "Subject: Payment disputed");
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain("To: ada@example.com");
    expect(mails[0]).toContain(`https://dashboard.stripe.com/test/payments/${paymentIntent}`);
    expect(events.filter((event) => event.type === "order.disputed" && event.data.number === number)).toHaveLength(1);
    const before = fake.state.requests.filter((r) => r.path === "/v1/refunds").length;
    const refused = await refund(id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual(ORDER_REFUSALS.refundDisputed);
    // The console shows the dispute, and links the payment to Stripe's dashboard.
    const detail = (await app.inject({ url: `/reactapp/staff/orders/${id}/`, ...admin.as() })).json();
    expect(detail.payment).toMatchObject({
      provider: "stripe",
      dashboard_url: `https://dashboard.stripe.com/test/payments/${paymentIntent}`,
      dispute: { reason: "fraudulent", reference: order.dispute_reference },
    });
    expect(fake.state.requests.filter((r) => r.path === "/v1/refunds").length).toBe(before);
  });
});
