// An order's Idempotency-Key reused for another order is refused with 422 before any checkout is opened
// (IETF draft-ietf-httpapi-idempotency-key-header, 2.7); a retry of the same order answers the first
// order and its checkout.
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BILLING, signedIn } from "../../../helpers/accounts.ts";
import { testApp } from "../../../helpers/app.ts";

describe("server: order Idempotency-Key reuse", () => {
  let app: FastifyInstance;
  let cookies: Record<string, string>;
  let token: string;
  beforeAll(async () => {
    app = await testApp({ SEED_PROJECTS: "20" });
    ({ cookies, token } = await signedIn(app, "buyer"));
  });
  afterAll(() => app?.close());

  const order = (payload: object) =>
    app.inject({
      method: "POST",
      url: "/reactapp/orders/",
      cookies,
      headers: { "x-csrftoken": token, "idempotency-key": "checkout-reuse-0001" },
      payload,
    });
  const orderCount = async () => (await app.db.selectFrom("orders").select("id").execute()).length;

  it("answers the retry of one order, and 422 to another order under the same key", async () => {
    const lines = [{ project_id: 1, size: "medium" }];
    const first = await order({ lines, ...BILLING });
    expect(first.statusCode, first.body).toBe(201);
    const retry = await order({ lines, ...BILLING });
    expect(retry.json()).toEqual(first.json());

    const other = await order({
      lines: [{ project_id: 2, size: "small" }],
      ...BILLING,
    });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ detail: "This Idempotency-Key was already used with a different request body." });
    expect(await orderCount()).toBe(1);
  });
});
