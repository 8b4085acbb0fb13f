// Checkout on the server: the test gateway's cards and their outcomes, prices from the server only,
// single-use tokens, and no card number anywhere in the database or the logs afterwards.
import { Writable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { luhnValid } from "../../server/payments/cards.ts";
import { BILLING, CARDS, signedIn, tokenize as gatewayToken } from "../helpers/accounts.ts";
import { TEST_DATABASES, testApp } from "../helpers/app.ts";

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
    // Runs of digits (spaces or dashes between) that are not the fraction or integer part of a decimal.
    const numbers = dump.join("\n").match(/(?<![\d.])\d[\d -]{11,24}\d(?![\d.])/g) ?? [];
    const cards = numbers
      .map((n) => n.replace(/[ -]/g, ""))
      .filter((d) => d.length >= 13 && d.length <= 19 && luhnValid(d));
    expect(cards).toEqual([]);
    expect(logs.join("").length).toBeGreaterThan(0);
  });
});
