// The test gateway holds what anyone may ask it for within bounds (tokens expire, and past the cache's
// size the least recently issued go), and keeps its charges as a remote provider would: an order paid
// before a restart is refunded after it.
import { describe, expect, it } from "vitest";
import { testGateway, type TestGateway } from "../../../../server/domains/orders/payments/test-gateway.ts";
import { CARDS, signedIn } from "../../../helpers/accounts.ts";
import { TEST_DATABASES, tempDataDir, testApp } from "../../../helpers/app.ts";
import { placeOrder } from "../../../helpers/orders.ts";
import { signedInStaff } from "../../../helpers/staff.ts";

describe.each(TEST_DATABASES)("server/payments: the test gateway's charges on $name", ({ url }) => {
  it("refunds, after a restart, a charge made before it", async () => {
    const env = { DATABASE_URL: await url(), DATA_DIR: tempDataDir(), SEED_PROJECTS: "5", JOBS_POLL_MS: "0" };
    const before = await testApp(env);
    const order = await placeOrder(before, await signedIn(before, "buyer"));
    await before.close();

    const after = await testApp(env);
    try {
      const admin = await signedInStaff(after, "ada", { role: "admin" });
      const cancel = await after.inject({
        method: "POST",
        url: `/reactapp/staff/orders/${order.id}/status/`,
        ...admin.as(),
        payload: { from: "placed", status: "cancelled" },
      });
      expect(cancel.statusCode, cancel.body).toBe(200);
      const charge = await (after.payments as TestGateway).chargeOf(order.reference);
      expect(charge).toMatchObject({ refunded: true, refund: expect.stringMatching(/^re_test_/) });
      const stored = await after.db
        .selectFrom("orders")
        .select(["status", "refund_reference"])
        .where("id", "=", order.id)
        .executeTakeFirstOrThrow();
      expect(stored).toEqual({ status: "cancelled", refund_reference: charge!.refund });
    } finally {
      await after.close();
    }
  });
});

describe("server/payments: the test gateway's tokens", () => {
  const card = { number: CARDS.approves, exp_month: "12", exp_year: String(new Date().getFullYear() + 2), cvc: "123" };

  it("forgets a token unused for its time, and the least recent past its bound", async () => {
    const app = await testApp({ SEED_PROJECTS: "0" });
    try {
      // lru-cache reads a start time of 0 as none: the clock starts later.
      let now = 1_000;
      const tokenCache = { max: 2, ttl: 60_000, perf: { now: () => now }, ttlResolution: 0 };
      const gateway = testGateway(app, { basePath: "/bounded-gateway", tokenCache });
      const issue = async () =>
        (await app.inject({ method: "POST", url: "/bounded-gateway/tokens", payload: card })).json().token as string;
      const charge = (token: string) => gateway.charge(token, 100, "a test");

      const [first, second, third] = [await issue(), await issue(), await issue()];
      expect((await charge(first!)).ok, "past the bound: the first went").toBe(false);
      expect((await charge(second!)).ok).toBe(true);
      now += 60_001;
      expect(await charge(third!), "past its time").toMatchObject({ ok: false, code: "invalid_token" });
      const fresh = await issue();
      expect((await charge(fresh)).ok).toBe(true);
      // A token pays once.
      expect(await charge(fresh)).toMatchObject({ ok: false, code: "invalid_token" });
    } finally {
      await app.close();
    }
  });
});
