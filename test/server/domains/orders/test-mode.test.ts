// The test gateway says it is one: the checkout's configuration is in test mode, and each order it
// places answers, and is stored, as a test order.
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BILLING, CARDS, signedIn, tokenize } from "../../../helpers/accounts.ts";
import { testApp } from "../../../helpers/app.ts";

describe("server/payments: the test gateway's test mode", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp({ SEED_PROJECTS: "5" });
  });
  afterAll(() => app?.close());

  it("tells the checkout that no card is charged", async () => {
    const response = await app.inject({ url: "/reactapp/payments/" });
    expect(response.json()).toEqual({ fields_url: "/test-gateway/fields", test_mode: true });
  });

  it("marks every order it places as a test order, in the answer and the database", async () => {
    const { cookies, token } = await signedIn(app, "tester");
    const card = (await tokenize(app, CARDS.approves)).json();
    const response = await app.inject({
      method: "POST",
      url: "/reactapp/orders/",
      cookies,
      headers: { "x-csrftoken": token },
      payload: { lines: [{ project_id: 1, size: "small" }], ...BILLING, payment_token: card.token },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ test: true });
    const stored = await app.db
      .selectFrom("orders")
      .select("test")
      .where("number", "=", response.json().number)
      .executeTakeFirstOrThrow();
    expect(stored.test).toBe(1);
  });
});
