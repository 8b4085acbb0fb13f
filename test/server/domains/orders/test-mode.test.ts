// The test gateway says it is one: the checkout's configuration is in test mode, and each order it
// places answers, and is stored, as a test order.
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BILLING, buy, signedIn } from "../../../helpers/accounts.ts";
import { testApp } from "../../../helpers/app.ts";

describe("server/payments: the test gateway's test mode", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp({ SEED_PROJECTS: "5" });
  });
  afterAll(() => app?.close());

  it("tells the checkout that no card is charged", async () => {
    const response = await app.inject({ url: "/reactapp/payments/" });
    expect(response.json()).toEqual({ test_mode: true });
  });

  it("marks every order it places as a test order, in the answer and the database", async () => {
    const { order } = await buy(app, await signedIn(app, "tester"), {
      lines: [{ project_id: 1, size: "small" }],
      ...BILLING,
    });
    expect(order).toMatchObject({ test: true });
    const stored = await app.db
      .selectFrom("orders")
      .select(["test", "status"])
      .where("number", "=", order.number)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ test: 1, status: "placed" });
  });
});
