// Checkout on the server: an order is stored awaiting payment with the server's prices, the buyer pays on
// the provider's hosted page, and the order is placed only when the provider says it is paid, once,
// whichever of the buyer's return and the provider's event comes first. Nobody pays twice or for nothing:
// a repeated Idempotency-Key answers the first order and its checkout again, a total that changed since
// the visitor saw it is a 409 before any checkout, a checkout that cannot be opened leaves a cancelled
// order and a 502, and no card number is anywhere in the database or the logs afterwards.
import { Writable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { luhnValid } from "../../../../server/domains/orders/payments/cards.ts";
import { BILLING, CARDS, cardForm, follow, payOnGateway, signedIn } from "../../../helpers/accounts.ts";
import { TEST_DATABASES, testApp } from "../../../helpers/app.ts";

describe.each(TEST_DATABASES)("server: orders on $name", ({ url }) => {
  let app: FastifyInstance;
  const logs: string[] = [];
  const events: Array<{ type: string; data: Record<string, unknown> }> = [];
  let cookies: Record<string, string>;
  let token: string;

  beforeAll(async () => {
    const stream = new Writable({ write: (chunk, _enc, done) => (logs.push(String(chunk)), done()) });
    app = await testApp(
      { DATABASE_URL: await url(), SEED_PROJECTS: "20", LOG_LEVEL: "info", JOBS_POLL_MS: "0" },
      { stream },
    );
    app.events.on(async ({ type, data }) => void events.push({ type, data }));
    ({ cookies, token } = await signedIn(app, "buyer"));
  });
  afterAll(() => app?.close());

  const order = (payload: object, headers: Record<string, string> = { "x-csrftoken": token }) =>
    app.inject({ method: "POST", url: "/reactapp/orders/", cookies, headers, payload });
  const lines = [
    { project_id: 1, size: "medium", price: 1 },
    { project_id: 2, size: "small", discount: 500 },
  ];
  const orderCount = async () => (await app.db.selectFrom("orders").select("id").execute()).length;
  const stored = (number: string) =>
    app.db.selectFrom("orders").selectAll().where("number", "=", number).executeTakeFirstOrThrow();
  const placedEvents = (number: string) =>
    events.filter((event) => event.type === "order.placed" && event.data.number === number);

  it("stores the order awaiting payment at the server's total and places it once the page says paid", async () => {
    const quote = (await app.inject({ method: "POST", url: "/reactapp/cart/quote/", payload: { lines } })).json();
    const response = await order({ lines, ...BILLING });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json();
    expect(created).toEqual({
      number: expect.stringMatching(/^QTO-O-/),
      total: quote.total,
      checkout_url: expect.stringMatching(/\/test-gateway\/pay\/tgs_/),
      test: true,
    });
    expect(await stored(created.number)).toMatchObject({
      status: "awaiting_payment",
      payment_reference: null,
      card_brand: null,
      checkout_session_id: expect.stringMatching(/^tgs_/),
      payment_provider: "test-gateway",
    });
    expect(await app.db.selectFrom("order_lines").selectAll().execute()).toHaveLength(2);
    // Nothing is announced before the money is there.
    expect(placedEvents(created.number)).toEqual([]);
    const session = await app.payments.retrieve((await stored(created.number)).checkout_session_id!);
    expect(session).toMatchObject({ amountCents: Math.round(quote.total * 100), orderNumber: created.number });

    const paid = await payOnGateway(app, created.checkout_url, cardForm(CARDS.approves));
    const back = await follow(app, paid, cookies);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`http://localhost:8080/CheckOut/?order=${created.number}`);
    expect(await stored(created.number)).toMatchObject({
      status: "placed",
      card_brand: "visa",
      card_last4: "4242",
      payment_reference: expect.stringMatching(/^pay_test_/),
    });
    expect(placedEvents(created.number)).toHaveLength(1);
    const receipt = await app.inject({ url: `/reactapp/account/orders/${created.number}/`, cookies });
    expect(receipt.json()).toMatchObject({ status: "placed", card: { brand: "visa", last4: "4242" } });
  });

  it("places an order once when the return and the payment's event race, in either order", async () => {
    for (const eventFirst of [false, true]) {
      const created = (await order({ lines, ...BILLING })).json();
      const paid = await payOnGateway(app, created.checkout_url, cardForm(CARDS.approves));
      if (eventFirst) await app.jobs.runDue();
      const [a, b] = await Promise.all([follow(app, paid, cookies), follow(app, paid, cookies), app.jobs.runDue()]);
      expect([a.statusCode, b.statusCode]).toEqual([303, 303]);
      await app.jobs.runDue();
      expect(placedEvents(created.number), eventFirst ? "event first" : "return first").toHaveLength(1);
      const announcements = await app.db
        .selectFrom("jobs")
        .select("key")
        .where("key", "=", `order.notify:${(await stored(created.number)).id}`)
        .execute();
      expect(announcements).toHaveLength(1);
    }
  });

  it("answers 404 to a return for no known checkout without asking the provider", async () => {
    const retrieve = vi.spyOn(app.payments, "retrieve");
    for (const id of ["tgs_000000000000000000000000", "cs_test_unknown", "nonsense", "cs_live_a%20b"])
      expect((await app.inject({ url: `/reactapp/orders/return/?session_id=${id}` })).statusCode).toBe(404);
    expect((await app.inject({ url: "/reactapp/orders/return/" })).statusCode).toBe(404);
    expect(retrieve).not.toHaveBeenCalled();
    retrieve.mockRestore();
  });

  it("refuses an order without CSRF, sign-in, or a valid billing address", async () => {
    expect((await order({ lines, ...BILLING }, {})).statusCode).toBe(403);
    const signedOut = await app.inject({
      method: "POST",
      url: "/reactapp/orders/",
      cookies: { csrftoken: token, _csrf: cookies._csrf! },
      headers: { "x-csrftoken": token },
      payload: { lines, ...BILLING },
    });
    expect(signedOut.statusCode).toBe(403);
    const badZip = await order({ lines, ...BILLING, zip: "ABC" });
    expect(badZip.json()).toHaveProperty("zip");
    // The card fields' token is gone from the order: sending one is refused.
    expect((await order({ lines, ...BILLING, payment_token: "tok_test_000000000000" })).statusCode).toBe(400);
  });

  it("answers a repeated Idempotency-Key with the first order and its checkout", async () => {
    const before = await orderCount();
    const headers = { "x-csrftoken": token, "idempotency-key": "checkout-0001-retry" };
    const first = await order({ lines, ...BILLING }, headers);
    expect(first.statusCode, first.body).toBe(201);
    const again = await order({ lines, ...BILLING }, headers);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await orderCount()).toBe(before + 1);
  });

  it("keeps a buyer's Idempotency-Key to that buyer", async () => {
    const key = { "idempotency-key": "shared-key-0002" };
    const mine = await order({ lines, ...BILLING }, { "x-csrftoken": token, ...key });
    expect(mine.statusCode, mine.body).toBe(201);
    const someone = await signedIn(app, "another-buyer");
    const theirs = await app.inject({
      method: "POST",
      url: "/reactapp/orders/",
      cookies: someone.cookies,
      headers: { "x-csrftoken": someone.token, ...key },
      payload: { lines, ...BILLING },
    });
    expect(theirs.statusCode, theirs.body).toBe(201);
    expect(theirs.json().number).not.toBe(mine.json().number);
  });

  it("refuses a malformed Idempotency-Key with 400, opening no checkout", async () => {
    const before = await orderCount();
    for (const key of ["short", "has spaces in it", "x".repeat(201)]) {
      const response = await order({ lines, ...BILLING }, { "x-csrftoken": token, "idempotency-key": key });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: "Idempotency-Key must be 8 to 200 printable characters." });
    }
    expect(await orderCount()).toBe(before);
  });

  it("keeps one checkout for two requests at once with the same key, giving up the other", async () => {
    const headers = { "x-csrftoken": token, "idempotency-key": "double-click-0003" };
    // Both requests get past the look-up of the key before either keeps its checkout.
    const create = app.payments.createCheckout.bind(app.payments);
    let arrived = 0;
    let release = () => {};
    const bothOpening = new Promise<void>((resolve) => (release = resolve));
    const held = vi.spyOn(app.payments, "createCheckout").mockImplementation(async (...args) => {
      if (++arrived === 2) release();
      await bothOpening;
      return create(...args);
    });
    const [a, b] = await Promise.all([order({ lines, ...BILLING }, headers), order({ lines, ...BILLING }, headers)]);
    held.mockRestore();
    expect(arrived).toBe(2);
    expect([a!.statusCode, b!.statusCode]).toEqual([201, 201]);
    expect(b!.json()).toEqual(a!.json());
    const both = await app.db
      .selectFrom("orders")
      .select(["number", "status", "checkout_session_id"])
      .orderBy("id", "desc")
      .limit(2)
      .execute();
    const loser = both.find((row) => row.number !== a!.json().number)!;
    expect(loser.status).toBe("cancelled");
    expect((await app.payments.retrieve(loser.checkout_session_id!)).status).toBe("expired");
    expect((await stored(a!.json().number)).status).toBe("awaiting_payment");
  });

  it("answers 502 when the payment page cannot be opened, keeping no answer under the key", async () => {
    const headers = { "x-csrftoken": token, "idempotency-key": "provider-down-0005" };
    const down = vi.spyOn(app.payments, "createCheckout").mockRejectedValueOnce(new Error("connection refused"));
    const failed = await order({ lines, ...BILLING }, headers);
    down.mockRestore();
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toEqual({ detail: "The payment page could not be opened. Nothing was charged: try again." });
    const given = await app.db.selectFrom("orders").select("status").orderBy("id", "desc").executeTakeFirstOrThrow();
    expect(given.status).toBe("cancelled");
    const retried = await order({ lines, ...BILLING }, headers);
    expect(retried.statusCode, retried.body).toBe(201);
  });

  it("answers 409 with the new total when expected_total differs, opening no checkout", async () => {
    const before = await orderCount();
    const { total } = (await app.inject({ method: "POST", url: "/reactapp/cart/quote/", payload: { lines } })).json();
    const changed = await order({ lines, ...BILLING, expected_total: total - 0.01 });
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toEqual({
      detail: `The total changed to $${total.toFixed(2)} since you saw it. Check your order, then pay.`,
      total,
    });
    expect(await orderCount()).toBe(before);
    const paid = await order({ lines, ...BILLING, expected_total: total });
    expect(paid.statusCode, paid.body).toBe(201);
    // A float a browser summed (278 + 1e-9) is the same number of cents.
    const close = await order({ lines, ...BILLING, expected_total: total + 1e-9 });
    expect(close.statusCode, close.body).toBe(201);
  });

  it("keeps the buyer's list to paid orders, and the projects bought to paid orders", async () => {
    const { results } = (await app.inject({ url: "/reactapp/account/orders/", cookies })).json();
    const statuses = new Set(results.map((summary: { status: string }) => summary.status));
    expect(statuses).toEqual(new Set(["placed"]));
    // Projects 1 and 2 were bought (paid); 3 only sits in an order awaiting payment.
    await order({ lines: [{ project_id: 3, size: "small" }], ...BILLING });
    const { ids } = (await app.inject({ url: "/reactapp/account/purchased/", cookies })).json();
    expect(ids).toEqual([1, 2]);
  });

  it("leaves no card number anywhere in the database or the logs", async () => {
    const tables = [
      "orders",
      "order_lines",
      "users",
      "sessions",
      "leads",
      "idempotency_keys",
      "login_failures",
      "test_gateway_sessions",
      "jobs",
    ] as const;
    // Log lines without their epoch-millisecond "time", which is 13 digits long and may pass Luhn.
    const dump: string[] = logs.map((line) => JSON.stringify({ ...JSON.parse(line), time: undefined }));
    for (const table of tables) dump.push(JSON.stringify(await app.db.selectFrom(table).selectAll().execute()));
    // Runs of digits (spaces or dashes between) that are not the fraction or integer part of a decimal,
    // nor part of a hex string (session hashes, payment references), which passes Luhn one time in ten.
    const numbers = dump.join("\n").match(/(?<![\da-fA-F.])\d[\d -]{11,24}\d(?![\da-fA-F.])/g) ?? [];
    const cards = numbers
      .map((n) => n.replace(/[ -]/g, ""))
      .filter((d) => d.length >= 13 && d.length <= 19 && luhnValid(d));
    expect(cards).toEqual([]);
    expect(logs.join("").length).toBeGreaterThan(0);
  });
});
