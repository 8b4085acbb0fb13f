// The test gateway's hosted page: it pays with the public test cards and sends the buyer back, shows a
// decline in an alert and keeps the order awaiting payment, sends a buyer who gives up to the cancel URL,
// refuses an expired page, and keeps its payments as a remote provider would: an order paid before a
// restart is refunded after it.
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestGateway } from "../../../../server/domains/orders/payments/test-gateway.ts";
import { BILLING, CARDS, cardForm, follow, payOnGateway, signedIn } from "../../../helpers/accounts.ts";
import { TEST_DATABASES, tempDataDir, testApp } from "../../../helpers/app.ts";
import { placeOrder } from "../../../helpers/orders.ts";
import { signedInStaff } from "../../../helpers/staff.ts";

describe.each(TEST_DATABASES)("server/payments: the test gateway's payments on $name", ({ url }) => {
  it("refunds, after a restart, a payment made before it", async () => {
    const env = { DATABASE_URL: await url(), DATA_DIR: tempDataDir(), SEED_PROJECTS: "5", JOBS_POLL_MS: "0" };
    const before = await testApp(env);
    const order = await placeOrder(before, await signedIn(before, "buyer"));
    await before.close();

    const after = await testApp(env);
    try {
      const admin = await signedInStaff(after, "ada", { role: "admin" });
      const refund = await after.inject({
        method: "POST",
        url: `/reactapp/staff/orders/${order.id}/status/`,
        ...admin.as(),
        payload: { from: "placed", status: "refunded" },
      });
      expect(refund.statusCode, refund.body).toBe(200);
      expect(await (after.payments as TestGateway).refunds()).toEqual([order.reference]);
      const stored = await after.db
        .selectFrom("orders")
        .select(["status", "refund_reference"])
        .where("id", "=", order.id)
        .executeTakeFirstOrThrow();
      expect(stored).toEqual({ status: "refunded", refund_reference: expect.stringMatching(/^re_test_/) });
    } finally {
      await after.close();
    }
  });
});

describe("server/payments: the test gateway's page", () => {
  let app: FastifyInstance;
  let buyer: Awaited<ReturnType<typeof signedIn>>;
  beforeAll(async () => {
    app = await testApp({ SEED_PROJECTS: "5", JOBS_POLL_MS: "0" });
    buyer = await signedIn(app, "buyer");
  });
  afterAll(() => app?.close());

  const checkout = async () => {
    const response = await app.inject({
      method: "POST",
      url: "/reactapp/orders/",
      cookies: buyer.cookies,
      headers: { "x-csrftoken": buyer.token },
      payload: { lines: [{ project_id: 1, size: "small" }], ...BILLING },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { number: string; checkout_url: string };
  };
  const statusOf = async (number: string) =>
    (await app.db.selectFrom("orders").select("status").where("number", "=", number).executeTakeFirstOrThrow()).status;

  it("shows the amount and the order on a page with no script, and its own stylesheet", async () => {
    const { number, checkout_url } = await checkout();
    expect(checkout_url).toMatch(/^http:\/\/localhost:8080\/test-gateway\/pay\/tgs_[0-9a-f]{24}$/);
    const page = await app.inject({ url: new URL(checkout_url).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`Order ${number}`);
    expect(page.body).toContain("Pay $");
    expect(page.body).not.toContain("<script");
    expect((await app.inject({ url: "/test-gateway/pay.css" })).headers["content-type"]).toMatch(/^text\/css/);
    expect((await app.inject({ url: "/test-gateway/pay/tgs_000000000000000000000000" })).statusCode).toBe(404);
  });

  it("declines in an alert, echoes no card, and leaves the order awaiting payment", async () => {
    const { number, checkout_url } = await checkout();
    for (const [card, message] of [
      [CARDS.declines, "Your card was declined."],
      [CARDS.insufficient, "Your card has insufficient funds."],
      [CARDS.expired, "Your card has expired."],
      ["4242 4242 4242 4241", "Enter a valid card number."],
    ] as const) {
      const declined = await payOnGateway(app, checkout_url, cardForm(card));
      expect(declined.statusCode).toBe(402);
      expect(declined.body).toMatch(new RegExp(`<p role="alert">${message.replace(".", "\\.")}`));
      expect(declined.body).not.toContain(card.replace(/ /g, ""));
    }
    const past = await payOnGateway(app, checkout_url, cardForm(CARDS.approves, { exp: "01/2020" }));
    expect(past.body).toContain("Enter an expiry date that has not passed.");
    expect(await statusOf(number)).toBe("awaiting_payment");
    // A good card then pays.
    const paid = await payOnGateway(app, checkout_url, cardForm(CARDS.approves));
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toMatch(/^http:\/\/localhost:8080\/reactapp\/orders\/return\/\?session_id=tgs_/);
    // Paying again is refused: the page says the order is paid.
    const again = await payOnGateway(app, checkout_url, cardForm(CARDS.approves));
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain("This order is paid.");
  });

  it("sends a buyer who gives up to the cancel URL, which changes nothing and says so on the checkout", async () => {
    const { number, checkout_url } = await checkout();
    const cancelled = await payOnGateway(app, checkout_url, { action: "cancel" });
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toBe(`http://localhost:8080/reactapp/orders/${number}/not-paid/`);
    const back = await follow(app, cancelled, buyer.cookies);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`http://localhost:8080/CheckOut/?not_paid=${number}`);
    expect(await statusOf(number)).toBe("awaiting_payment");
  });

  it("refuses to pay an expired page, and the order's return then finds it not paid", async () => {
    const { number, checkout_url } = await checkout();
    const id = new URL(checkout_url).pathname.split("/").pop()!;
    await app.payments.expire(id);
    const late = await payOnGateway(app, checkout_url, cardForm(CARDS.approves));
    expect(late.statusCode).toBe(409);
    expect(late.body).toContain("This payment page has expired. Nothing was charged.");
    const back = await app.inject({ url: `/reactapp/orders/return/?session_id=${id}`, cookies: buyer.cookies });
    expect(back.headers.location).toBe(`http://localhost:8080/CheckOut/?order=${number}`);
    expect(await statusOf(number)).toBe("cancelled");
    const { id: orderId } = await app.db
      .selectFrom("orders")
      .select("id")
      .where("number", "=", number)
      .executeTakeFirstOrThrow();
    const announced = await app.db.selectFrom("jobs").select("id").where("key", "=", `order.notify:${orderId}`);
    expect(await announced.execute()).toEqual([]);
  });

  it("sweeps orders left awaiting payment after their checkout: a lost event places, an abandoned page expires", async () => {
    const lost = await checkout();
    const abandoned = await checkout();
    expect((await payOnGateway(app, lost.checkout_url, cardForm(CARDS.approves))).statusCode).toBe(303);
    // The buyer never came back, and the payment's event was lost.
    await app.db.deleteFrom("jobs").where("kind", "=", "payment.event").execute();
    await app.settlement.sweep(new Date());
    expect(await statusOf(lost.number)).toBe("awaiting_payment");
    const later = new Date(Date.now() + 2 * 60 * 60_000);
    await app.settlement.sweep(later);
    expect(await statusOf(lost.number)).toBe("placed");
    // The test gateway's clock is the real one: the abandoned page is expired by hand, as an hour would.
    await app.payments.expire(new URL(abandoned.checkout_url).pathname.split("/").pop()!);
    await app.settlement.sweep(later);
    expect(await statusOf(abandoned.number)).toBe("cancelled");
  });
});
