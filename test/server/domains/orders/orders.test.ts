// Checkout on the server: the test gateway's cards and their outcomes, prices from the server only,
// single-use tokens, and no card number anywhere in the database or the logs afterwards. Nobody pays
// twice or for nothing: a repeated Idempotency-Key answers the first order again, a total that changed
// since the visitor saw it is a 409 before any charge, and a charge whose order was not stored is refunded.
import { Writable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { luhnValid } from "../../../../server/domains/orders/payments/cards.ts";
import type { TestGateway } from "../../../../server/domains/orders/payments/test-gateway.ts";
import { BILLING, CARDS, signedIn, tokenize as gatewayToken } from "../../../helpers/accounts.ts";
import { TEST_DATABASES, testApp } from "../../../helpers/app.ts";

describe.each(TEST_DATABASES)("server: orders on $name", ({ url }) => {
  let app: FastifyInstance;
  const logs: string[] = [];
  let cookies: Record<string, string>;
  let token: string;

  beforeAll(async () => {
    const stream = new Writable({ write: (chunk, _enc, done) => (logs.push(String(chunk)), done()) });
    app = await testApp({ DATABASE_URL: await url(), SEED_PROJECTS: "20", LOG_LEVEL: "info" }, { stream });
    ({ cookies, token } = await signedIn(app, "buyer"));
  });
  afterAll(() => app?.close());

  const tokenize = (number: string, extra: Record<string, string> = {}) => gatewayToken(app, number, extra);
  const order = (payload: object, headers: Record<string, string> = { "x-csrftoken": token }) =>
    app.inject({ method: "POST", url: "/reactapp/orders/", cookies, headers, payload });
  const lines = [
    { project_id: 1, size: "medium", price: 1 },
    { project_id: 2, size: "small", discount: 500 },
  ];
  const approved = async () => (await tokenize(CARDS.approves)).json().token as string;
  const orderCount = async () => (await app.db.selectFrom("orders").select("id").execute()).length;
  const gateway = () => app.payments as TestGateway;

  it("charges the server's total for the approving card and keeps only brand and last four", async () => {
    const card = (await tokenize(CARDS.approves)).json();
    const quote = (await app.inject({ method: "POST", url: "/reactapp/cart/quote/", payload: { lines } })).json();
    const response = await order({ lines, ...BILLING, payment_token: card.token });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      number: expect.stringMatching(/^QTO-O-/),
      total: quote.total,
      card: { brand: "visa", last4: "4242" },
    });
    const stored = await app.db.selectFrom("orders").selectAll().executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ card_brand: "visa", card_last4: "4242", total: quote.total });
    expect(await app.db.selectFrom("order_lines").selectAll().execute()).toHaveLength(2);
  });

  it.each([
    ["declines", "card_declined", "Your card was declined."],
    ["insufficient", "insufficient_funds", "Your card has insufficient funds."],
    ["expired", "expired_card", "Your card has expired."],
  ] as const)("refuses the %s card with 402 and says why, storing no order", async (card, code, message) => {
    const before = (await app.db.selectFrom("orders").selectAll().execute()).length;
    const { token: paymentToken } = (await tokenize(CARDS[card])).json();
    const response = await order({ lines, ...BILLING, payment_token: paymentToken });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({ detail: message, code });
    expect((await app.db.selectFrom("orders").selectAll().execute()).length).toBe(before);
  });

  it("uses a token once, and refuses an order without CSRF, sign-in, or a valid billing address", async () => {
    const { token: paymentToken } = (await tokenize(CARDS.approves)).json();
    expect((await order({ lines, ...BILLING, payment_token: paymentToken }, {})).statusCode).toBe(403);
    expect(
      (
        await app.inject({
          method: "POST",
          url: "/reactapp/orders/",
          cookies: { csrftoken: token, _csrf: cookies._csrf! },
          headers: { "x-csrftoken": token },
          payload: { lines, ...BILLING, payment_token: paymentToken },
        })
      ).statusCode,
    ).toBe(403);
    const badZip = await order({ lines, ...BILLING, zip: "ABC", payment_token: paymentToken });
    expect(badZip.json()).toHaveProperty("zip");
    expect((await order({ lines, ...BILLING, payment_token: paymentToken })).statusCode).toBe(201);
    expect((await order({ lines, ...BILLING, payment_token: paymentToken })).statusCode).toBe(402);
  });

  it("answers a repeated Idempotency-Key with the first order, charging once", async () => {
    const before = await orderCount();
    const headers = { "x-csrftoken": token, "idempotency-key": "checkout-0001-retry" };
    const first = await order({ lines, ...BILLING, payment_token: await approved() }, headers);
    expect(first.statusCode, first.body).toBe(201);
    // The retry comes with a fresh token (the checkout asked the card fields again): it is not charged.
    const fresh = await approved();
    const again = await order({ lines, ...BILLING, payment_token: fresh }, headers);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await orderCount()).toBe(before + 1);
    const number = first.json().number;
    expect(await app.db.selectFrom("orders").select("id").where("number", "=", number).execute()).toHaveLength(1);
    // The fresh token was never used: it still pays, once, for an order of its own.
    const other = await order({ lines, ...BILLING, payment_token: fresh });
    expect(other.statusCode, other.body).toBe(201);
    expect(other.json().number).not.toBe(number);
  });

  it("keeps a buyer's Idempotency-Key to that buyer", async () => {
    const key = { "idempotency-key": "shared-key-0002" };
    const mine = await order({ lines, ...BILLING, payment_token: await approved() }, { "x-csrftoken": token, ...key });
    expect(mine.statusCode, mine.body).toBe(201);
    const someone = await signedIn(app, "another-buyer");
    const theirs = await app.inject({
      method: "POST",
      url: "/reactapp/orders/",
      cookies: someone.cookies,
      headers: { "x-csrftoken": someone.token, ...key },
      payload: { lines, ...BILLING, payment_token: await approved() },
    });
    expect(theirs.statusCode, theirs.body).toBe(201);
    expect(theirs.json().number).not.toBe(mine.json().number);
    const owners = await app.db
      .selectFrom("orders")
      .select(["number", "user_id"])
      .where("number", "in", [mine.json().number, theirs.json().number])
      .execute();
    expect(new Set(owners.map((row) => Number(row.user_id))).size).toBe(2);
  });

  it("refuses a malformed Idempotency-Key with 400, charging nothing", async () => {
    const paymentToken = await approved();
    for (const key of ["short", "has spaces in it", "x".repeat(201)]) {
      const response = await order(
        { lines, ...BILLING, payment_token: paymentToken },
        { "x-csrftoken": token, "idempotency-key": key },
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: "Idempotency-Key must be 8 to 200 printable characters." });
    }
    expect((await order({ lines, ...BILLING, payment_token: paymentToken })).statusCode).toBe(201);
  });

  it("processes again a key whose first order was refused", async () => {
    const headers = { "x-csrftoken": token, "idempotency-key": "declined-then-paid" };
    const { token: declining } = (await tokenize(CARDS.declines)).json();
    expect((await order({ lines, ...BILLING, payment_token: declining }, headers)).statusCode).toBe(402);
    const paid = await order({ lines, ...BILLING, payment_token: await approved() }, headers);
    expect(paid.statusCode, paid.body).toBe(201);
  });

  it("places one order for two requests at once with the same key, refunding the other charge", async () => {
    const before = await orderCount();
    const refunds = await gateway().refunds();
    const headers = { "x-csrftoken": token, "idempotency-key": "double-click-0003" };
    // Both requests get past the look-up of the key before either stores its order: each charge waits
    // for the other to arrive.
    const charge = gateway().charge.bind(gateway());
    let arrived = 0;
    let release = () => {};
    const bothCharging = new Promise<void>((resolve) => (release = resolve));
    const held = vi.spyOn(app.payments, "charge").mockImplementation(async (...args) => {
      if (++arrived === 2) release();
      await bothCharging;
      return charge(...args);
    });
    const tokens = [await approved(), await approved()];
    const [a, b] = await Promise.all(
      tokens.map((paymentToken) => order({ lines, ...BILLING, payment_token: paymentToken }, headers)),
    );
    held.mockRestore();
    expect(arrived).toBe(2);
    expect([a!.statusCode, b!.statusCode]).toEqual([201, 201]);
    expect(b!.json()).toEqual(a!.json());
    expect(await orderCount()).toBe(before + 1);
    // Whichever request lost the race was charged (no record existed yet) and has been refunded.
    const { payment_reference } = await app.db
      .selectFrom("orders")
      .select("payment_reference")
      .where("number", "=", a!.json().number)
      .executeTakeFirstOrThrow();
    const refunded = (await gateway().refunds()).filter((reference) => !refunds.includes(reference));
    expect(refunded).toHaveLength(1);
    expect(refunded[0]).not.toBe(payment_reference);
    expect((await gateway().chargeOf(payment_reference))?.refunded).toBe(false);
  });

  it("answers 409 with the new total when expected_total differs, charging nothing", async () => {
    const before = await orderCount();
    const { total } = (await app.inject({ method: "POST", url: "/reactapp/cart/quote/", payload: { lines } })).json();
    const paymentToken = await approved();
    const changed = await order({ lines, ...BILLING, payment_token: paymentToken, expected_total: total - 0.01 });
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toEqual({
      detail: `The total changed to $${total.toFixed(2)} since you saw it. Check your order, then pay.`,
      total,
    });
    expect(await orderCount()).toBe(before);
    // The token was not spent: paying the total now shown succeeds with it.
    const paid = await order({ lines, ...BILLING, payment_token: paymentToken, expected_total: total });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json().total).toBe(total);
    expect(await orderCount()).toBe(before + 1);
  });

  it("accepts an expected_total equal to the server's to the cent", async () => {
    const { total } = (await app.inject({ method: "POST", url: "/reactapp/cart/quote/", payload: { lines } })).json();
    // A float a browser summed (278 + 1e-9) is the same number of cents.
    const response = await order({ lines, ...BILLING, payment_token: await approved(), expected_total: total + 1e-9 });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().total).toBe(total);
  });

  it("refuses an invalid card at the gateway before any token exists", async () => {
    expect((await tokenize("4242 4242 4242 4241")).json()).toMatchObject({ field: "number" });
    expect((await tokenize(CARDS.approves, { exp_month: "01", exp_year: "2020" })).json()).toMatchObject({
      field: "expiry",
    });
    expect((await tokenize("3782 822463 10005", { cvc: "123" })).json()).toMatchObject({ field: "cvc" });
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
    ] as const;
    // Log lines without their epoch-millisecond "time", which is 13 digits long and may pass Luhn.
    const dump: string[] = logs.map((line) => JSON.stringify({ ...JSON.parse(line), time: undefined }));
    for (const table of tables) dump.push(JSON.stringify(await app.db.selectFrom(table).selectAll().execute()));
    // Runs of digits (spaces or dashes between) that are not the fraction or integer part of a decimal,
    // nor part of a hex string (session hashes, charge references), which passes Luhn one time in ten.
    const numbers = dump.join("\n").match(/(?<![\da-fA-F.])\d[\d -]{11,24}\d(?![\da-fA-F.])/g) ?? [];
    const cards = numbers
      .map((n) => n.replace(/[ -]/g, ""))
      .filter((d) => d.length >= 13 && d.length <= 19 && luhnValid(d));
    expect(cards).toEqual([]);
    expect(logs.join("").length).toBeGreaterThan(0);
  });
});

describe.each(TEST_DATABASES)("server: an order that cannot be stored on $name", ({ url }) => {
  let app: FastifyInstance;
  const logs: string[] = [];

  beforeAll(async () => {
    const stream = new Writable({ write: (chunk, _enc, done) => (logs.push(String(chunk)), done()) });
    app = await testApp({ DATABASE_URL: await url(), SEED_PROJECTS: "20", LOG_LEVEL: "info" }, { stream });
  });
  afterAll(() => app?.close());

  it("refunds the charge, stores nothing and answers 500", async () => {
    const { cookies, token } = await signedIn(app, "buyer");
    const lines = [{ project_id: 1, size: "large" }];
    const { total } = (await app.inject({ method: "POST", url: "/reactapp/cart/quote/", payload: { lines } })).json();
    // The order's lines have nowhere to go: the transaction storing the order fails after the charge.
    await app.db.schema.dropTable("order_lines").execute();
    const { token: paymentToken } = (await gatewayToken(app, CARDS.approves)).json();
    const response = await app.inject({
      method: "POST",
      url: "/reactapp/orders/",
      cookies,
      headers: { "x-csrftoken": token, "idempotency-key": "never-stored-0004" },
      payload: { lines, ...BILLING, payment_token: paymentToken },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      detail: "Something went wrong on our side. Please try again.",
      reference: response.headers["x-request-id"],
    });
    expect(await app.db.selectFrom("orders").selectAll().execute()).toEqual([]);
    expect(await app.db.selectFrom("idempotency_keys").selectAll().execute()).toEqual([]);

    const gateway = app.payments as TestGateway;
    const refunds = await gateway.refunds();
    expect(refunds).toHaveLength(1);
    expect(await gateway.chargeOf(refunds[0]!)).toMatchObject({
      amountCents: Math.round(total * 100),
      refunded: true,
    });
    const entries = logs.map((line) => JSON.parse(line));
    expect(entries).toContainEqual(
      expect.objectContaining({
        msg: "order could not be stored; its charge was refunded",
        reference: refunds[0],
      }),
    );
    expect(entries).toContainEqual(expect.objectContaining({ level: 50, msg: "request failed" }));
  });
});
