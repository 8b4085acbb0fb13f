// The projects a customer bought, for the board's and the detail's "Purchased": only ever the caller's own,
// a refunded order's projects not among them, and signed-out visitors an empty list.
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BILLING, buy, signedIn } from "../../../helpers/accounts.ts";
import { TEST_DATABASES, testApp } from "../../../helpers/app.ts";
import { placeOrder } from "../../../helpers/orders.ts";
import { signedInStaff } from "../../../helpers/staff.ts";

type Browser = { cookies: Record<string, string>; token: string };
const PURCHASED = "/reactapp/account/purchased/";

describe.each(TEST_DATABASES)("server: purchased projects on $name", ({ url }) => {
  let app: FastifyInstance;
  let buyer: Browser;
  let stranger: Browser;

  /** An order of one take-off of `projectId`; answers its id. */
  async function orderOf(customer: Browser, projectId: number): Promise<number> {
    const { order } = await buy(app, customer, { lines: [{ project_id: projectId, size: "large" }], ...BILLING });
    const staffList = await app.inject({ url: "/reactapp/staff/orders/", ...(await staff()).as() });
    return staffList.json().results.find((o: { number: string }) => o.number === order.number).id;
  }
  let staffSession: Awaited<ReturnType<typeof signedInStaff>> | undefined;
  // An administrator: cancelling refunds, which staff may not do.
  const staff = async () => (staffSession ??= await signedInStaff(app, "manager", { role: "admin" }));

  beforeAll(async () => {
    app = await testApp({ DATABASE_URL: await url(), SEED_PROJECTS: "5", JOBS_POLL_MS: "0" });
    buyer = await signedIn(app, "buyer");
    stranger = await signedIn(app, "stranger");
  });
  afterAll(() => app?.close());

  const purchased = (as?: Browser) => app.inject({ url: PURCHASED, cookies: as?.cookies });

  it("lists the projects of the customer's orders, once each, and never another customer's", async () => {
    expect((await purchased(buyer)).json()).toEqual({ ids: [] });
    await placeOrder(app, buyer); // projects 1 and 2
    await orderOf(buyer, 2);
    const mine = await purchased(buyer);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers["cache-control"]).toBe("no-store");
    expect(mine.json()).toEqual({ ids: [1, 2] });
    expect((await purchased(stranger)).json()).toEqual({ ids: [] });
  });

  it("leaves out a refunded order's projects", async () => {
    const id = await orderOf(buyer, 4);
    expect((await purchased(buyer)).json()).toEqual({ ids: [1, 2, 4] });
    const cancel = await app.inject({
      method: "POST",
      url: `/reactapp/staff/orders/${id}/status/`,
      ...(await staff()).as(),
      payload: { from: "placed", status: "refunded" },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await purchased(buyer)).json()).toEqual({ ids: [1, 2] });
  });

  it("answers a signed-out visitor (or an expired session) an empty list, without a refusal", async () => {
    const anonymous = await purchased();
    expect([anonymous.statusCode, anonymous.json()]).toEqual([200, { ids: [] }]);
    const expired = await app.inject({ url: PURCHASED, cookies: { sessionid: "no-such-session" } });
    expect([expired.statusCode, expired.json()]).toEqual([200, { ids: [] }]);
  });
});
