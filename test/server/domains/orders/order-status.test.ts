// The console's orders: only staff read or change them; the list filters by status, date, customer and
// test mode; an order moves placed → in_progress → delivered (only with a deliverable) or is refunded once
// through the provider, by an administrator only, the refund reference kept; every other move is a 409. Each change
// is audited, heard as `order.*` events, and e-mailed to the buyer by a job.
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ORDER_REFUSALS } from "../../../../contract/staff/orders.ts";
import type { TestGateway } from "../../../../server/domains/orders/payments/test-gateway.ts";
import { BILLING, signedIn } from "../../../helpers/accounts.ts";
import { TEST_DATABASES, tempDataDir, testApp } from "../../../helpers/app.ts";
import { multipart, PDF } from "../../../helpers/multipart.ts";
import { outbox, placeOrder } from "../../../helpers/orders.ts";
import { signedInStaff, type StaffSession } from "../../../helpers/staff.ts";

describe.each(TEST_DATABASES)("server: order status on $name", ({ url }) => {
  let app: FastifyInstance;
  let dataDir: string;
  let staff: StaffSession;
  let admin: StaffSession;
  let customer: { cookies: Record<string, string>; token: string };
  const events: Array<{ type: string; data: Record<string, unknown> }> = [];

  beforeAll(async () => {
    dataDir = tempDataDir();
    app = await testApp({ DATABASE_URL: await url(), DATA_DIR: dataDir, SEED_PROJECTS: "20", JOBS_POLL_MS: "0" });
    app.events.on(async ({ type, data }) => void events.push({ type, data }));
    staff = await signedInStaff(app, "estimator");
    admin = await signedInStaff(app, "manager", { role: "admin" });
    customer = await signedIn(app, "buyer");
  });
  afterAll(() => app?.close());

  const move = (id: number, from: string, status: string, as = staff) =>
    app.inject({
      method: "POST",
      url: `/reactapp/staff/orders/${id}/status/`,
      ...as.as(),
      payload: { from, status },
    });
  const upload = (id: number) =>
    app.inject({
      method: "POST",
      url: `/reactapp/staff/orders/${id}/files/`,
      cookies: staff.cookies,
      ...(({ payload, headers }) => ({ payload, headers: { ...headers, "x-csrftoken": staff.token } }))(
        multipart([{ name: "file", filename: "plan.pdf", content: PDF }]),
      ),
    });
  const gateway = () => app.payments as TestGateway;

  it("refuses the console's order endpoints to anonymous visitors (401) and to customers (403)", async () => {
    const { id } = await placeOrder(app, customer);
    for (const path of ["/reactapp/staff/orders/", `/reactapp/staff/orders/${id}/`]) {
      expect((await app.inject({ url: path })).statusCode).toBe(401);
      expect((await app.inject({ url: path, cookies: customer.cookies })).statusCode).toBe(403);
    }
    const asCustomer = await app.inject({
      method: "POST",
      url: `/reactapp/staff/orders/${id}/status/`,
      cookies: customer.cookies,
      headers: { "x-csrftoken": customer.token },
      payload: { from: "placed", status: "refunded" },
    });
    expect(asCustomer.statusCode).toBe(403);
    expect(await gateway().refunds()).toEqual([]);
  });

  it("lists orders newest first, filtered by status, customer text, date and test mode", async () => {
    const { number } = await placeOrder(app, customer);
    const list = await app.inject({ url: "/reactapp/staff/orders/", ...staff.as() });
    expect(list.statusCode).toBe(200);
    expect(list.json().results[0]).toMatchObject({ number, status: "placed", customer: "buyer", test: true });
    const byText = (q: string) => app.inject({ url: `/reactapp/staff/orders/?q=${q}`, ...staff.as() });
    expect((await byText("BUYER@example")).json().count).toBeGreaterThanOrEqual(2);
    expect((await byText("nobody-like-this")).json()).toMatchObject({ count: 0, results: [] });
    expect((await app.inject({ url: "/reactapp/staff/orders/?test=hide", ...staff.as() })).json().count).toBe(0);
    expect(
      (await app.inject({ url: "/reactapp/staff/orders/?from=2000-01-01&to=2000-01-02", ...staff.as() })).json().count,
    ).toBe(0);
    // An order awaiting payment is listed only when asked for.
    const awaiting = await app.inject({
      method: "POST",
      url: "/reactapp/orders/",
      cookies: customer.cookies,
      headers: { "x-csrftoken": customer.token },
      payload: { lines: [{ project_id: 3, size: "small" }], ...BILLING },
    });
    const all = (await app.inject({ url: "/reactapp/staff/orders/", ...staff.as() })).json();
    expect(all.results.map((row: { number: string }) => row.number)).not.toContain(awaiting.json().number);
    const asked = await app.inject({ url: "/reactapp/staff/orders/?status=awaiting_payment", ...staff.as() });
    expect(asked.json().results).toEqual([expect.objectContaining({ number: awaiting.json().number })]);
    const bad = await app.inject({ url: "/reactapp/staff/orders/?status=lost&from=yesterday", ...staff.as() });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty("status");
    expect(bad.json()).toHaveProperty("from");
  });

  it("shows an order with its customer, lines, billing address, payment and card", async () => {
    const { id, number, reference } = await placeOrder(app, customer);
    const detail = await app.inject({ url: `/reactapp/staff/orders/${id}/`, ...staff.as() });
    expect(detail.json()).toMatchObject({
      number,
      status: "placed",
      customer: { username: "buyer", email: "buyer@example.com" },
      billing: { city: "Austin", zip: "78701" },
      payment_reference: reference,
      card: { brand: "visa", last4: "4242" },
      test: true,
      files: [],
      history: [],
    });
    expect(detail.json().lines).toHaveLength(2);
    expect((await app.inject({ url: "/reactapp/staff/orders/999999/", ...staff.as() })).statusCode).toBe(404);
    expect((await app.inject({ url: "/reactapp/staff/orders/abc/", ...staff.as() })).statusCode).toBe(404);
  });

  it("moves placed → in_progress → delivered, audited, heard as events and e-mailed to the buyer", async () => {
    const { id, number } = await placeOrder(app, customer);
    events.length = 0;
    expect((await move(id, "placed", "in_progress")).statusCode).toBe(200);
    // Delivering needs a take-off file.
    const early = await move(id, "in_progress", "delivered");
    expect(early.statusCode).toBe(409);
    expect(early.json().detail).toMatch(/Upload at least one/);
    expect((await upload(id)).statusCode).toBe(201);
    expect((await move(id, "in_progress", "delivered")).statusCode).toBe(200);
    expect(events.map((e) => e.type)).toEqual(["order.status_changed", "order.status_changed", "order.delivered"]);
    expect(events[2]!.data).toMatchObject({ id, number, files: 1 });

    const detail = (await app.inject({ url: `/reactapp/staff/orders/${id}/`, ...staff.as() })).json();
    expect(detail.status).toBe("delivered");
    const actions = detail.history.map((entry: { action: string; actor: string }) => [entry.action, entry.actor]);
    expect(actions).toEqual([
      ["order.status_changed", "estimator"],
      ["order.file_added", "estimator"],
      ["order.status_changed", "estimator"],
    ]);

    await app.jobs.runDue();
    const mails = outbox(dataDir).filter((mail) => mail.includes(number) && /^To: buyer@example.com$/m.test(mail));
    expect(mails.some((mail) => /Subject: Your order .*: In progress/.test(mail))).toBe(true);
    expect(
      mails.some((mail) => /Subject: Your order .*: Delivered/.test(mail) && mail.includes("/account/drive/")),
    ).toBe(true);
  });

  it("refuses moves the workflow does not allow, and a stale `from`, with 409 and nothing changed", async () => {
    const { id } = await placeOrder(app, customer);
    expect((await move(id, "placed", "delivered")).statusCode).toBe(409);
    const stale = await move(id, "in_progress", "refunded", admin);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ status: "placed" });
    expect((await move(id, "placed", "in_progress")).statusCode).toBe(200);
    expect((await move(id, "in_progress", "placed")).statusCode).toBe(409);
    expect((await move(id, "placed", "weird")).statusCode).toBe(400);
    expect((await move(999999, "placed", "in_progress")).statusCode).toBe(404);
  });

  it("refunds (administrators only) the payment once, keeping the refund reference; a refunded order is final", async () => {
    const { id, number, reference } = await placeOrder(app, customer);
    events.length = 0;
    const before = await gateway().refunds();
    const since = async () => (await gateway().refunds()).filter((refunded) => !before.includes(refunded));
    const refused = await move(id, "placed", "refunded");
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe("Only an administrator can do this.");
    expect(await since()).toEqual([]);
    expect((await move(id, "placed", "refunded", admin)).statusCode).toBe(200);
    expect(await since()).toEqual([reference]);
    const detail = (await app.inject({ url: `/reactapp/staff/orders/${id}/`, ...staff.as() })).json();
    expect(detail.status).toBe("refunded");
    expect(detail.refund_reference).toMatch(/^re_test_/);
    expect(detail.history[0].after).toEqual({ status: "refunded", refund_reference: detail.refund_reference });
    expect(events.find((e) => e.type === "order.refunded")!.data).toMatchObject({
      number,
      refund_reference: detail.refund_reference,
      source: "console",
    });
    // Refunding again, or anything else, is refused and refunds nothing more.
    expect((await move(id, "refunded", "in_progress")).statusCode).toBe(409);
    expect((await move(id, "placed", "refunded", admin)).statusCode).toBe(409);
    expect(await since()).toEqual([reference]);
    await app.jobs.runDue();
    expect(outbox(dataDir).some((mail) => mail.includes(`cancelled`) && mail.includes(detail.refund_reference))).toBe(
      true,
    );
  });

  it("leaves the order as it was, saying why, when the provider cannot or will not refund", async () => {
    const { id } = await placeOrder(app, customer);
    const down = vi.spyOn(app.payments, "refund").mockRejectedValueOnce(new Error("connection refused"));
    const failed = await move(id, "placed", "refunded", admin);
    down.mockRestore();
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toEqual(ORDER_REFUSALS.refundFailed);
    await app.db.updateTable("orders").set({ payment_reference: "pay_unknown" }).where("id", "=", id).execute();
    const refused = await move(id, "placed", "refunded", admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual(ORDER_REFUSALS.refundRefused);
    // A disputed payment cannot be refunded (the provider refuses): the provider is not even asked.
    await app.db.updateTable("orders").set({ disputed_at: new Date().toISOString() }).where("id", "=", id).execute();
    const asked = vi.spyOn(app.payments, "refund");
    const disputed = await move(id, "placed", "refunded", admin);
    expect(disputed.statusCode).toBe(409);
    expect(disputed.json()).toEqual(ORDER_REFUSALS.refundDisputed);
    expect(asked).not.toHaveBeenCalled();
    asked.mockRestore();
    const detail = (await app.inject({ url: `/reactapp/staff/orders/${id}/`, ...staff.as() })).json();
    expect(detail).toMatchObject({ status: "placed", refund_reference: null, history: [] });
  });
});
