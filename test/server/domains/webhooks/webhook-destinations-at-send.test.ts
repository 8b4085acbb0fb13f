// A destination is checked again at each delivery, in the connection's own DNS lookup: a host that
// resolved to a public address when it was saved and to a private one now (DNS rebinding) is refused,
// and nothing reaches it.
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DATABASES, testApp } from "../../../helpers/app.ts";
import { VALID_LEADS } from "../../../helpers/leads.ts";
import { signedInStaff, type StaffSession } from "../../../helpers/staff.ts";
import { webhookReceiver } from "../../../helpers/webhook-receiver.ts";

describe.each(TEST_DATABASES)("server: webhook destinations at delivery on $name", ({ url }) => {
  let app: FastifyInstance;
  let admin: StaffSession;
  let receiver: Awaited<ReturnType<typeof webhookReceiver>>;

  beforeAll(async () => {
    receiver = await webhookReceiver();
    app = await testApp({ DATABASE_URL: await url(), SEED_PROJECTS: "0", JOBS_POLL_MS: "0" });
    admin = await signedInStaff(app, "ada", { role: "admin" });
  });
  afterAll(async () => {
    await app?.close();
    await receiver?.close();
  });

  // Saved while the name pointed elsewhere: written as the repository writes it, past the save's check.
  const savedEarlier = (destination: string) =>
    app.db
      .transaction()
      .execute((trx) =>
        app.webhooks.create(trx, { url: destination, description: "", events: ["lead.created"] }, admin.userId),
      );

  it.each([
    ["a name that now resolves to loopback", (port: string) => `http://localhost:${port}/hooks/qto`, "loopback"],
    ["a private address written in the URL", (port: string) => `http://127.0.0.1:${port}/hooks/qto`, "loopback"],
  ])("refuses %s, sending nothing", async (_, destination, range) => {
    const endpoint = await savedEarlier(destination(new URL(receiver.url).port));
    const lead = await app.inject({ method: "POST", url: VALID_LEADS.contact.path, payload: VALID_LEADS.contact.body });
    expect(lead.statusCode).toBe(201);
    await app.jobs.runDue();
    expect(receiver.received).toEqual([]);
    const log = await app.webhooks.deliveries(endpoint.id, 1);
    expect(log.deliveries[0]).toMatchObject({ state: "pending" });
    expect(log.deliveries[0]!.attempts[0]).toMatchObject({ status: null, error: expect.stringContaining(range) });
    await app.db.transaction().execute((trx) => app.webhooks.remove(trx, endpoint.id));
  });

  it("answers hostile input with 4xx, never 5xx, and writes nothing", async () => {
    const endpoint = await savedEarlier("https://8.8.8.8/hook");
    const hostile = [
      null,
      [],
      "text",
      42,
      { url: ["x"] },
      { url: "https://8.8.8.8/", events: "lead.created" },
      { url: "https://8.8.8.8/", events: [null] },
      { enabled: "yes" },
      { url: "x".repeat(5000), events: ["lead.created"] },
      { url: "https://8.8.8.8/", events: ["lead.created"], secret: "whsec_mine" },
      { __proto__: { events: [] } },
    ];
    const before = await app.db.selectFrom("audit_log").selectAll().execute();
    for (const payload of hostile) {
      for (const [method, path] of [
        ["POST", "/reactapp/staff/webhooks/"],
        ["PATCH", `/reactapp/staff/webhooks/${endpoint.id}/`],
      ] as const) {
        const response = await app.inject({
          method,
          url: path,
          payload: JSON.stringify(payload),
          headers: { ...admin.as().headers, "content-type": "application/json" },
          cookies: admin.cookies,
        });
        expect(response.statusCode, `${method} ${JSON.stringify(payload)}`).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, `${method} ${JSON.stringify(payload)}`).toBeLessThan(500);
      }
    }
    for (const path of [
      `${endpoint.id}/deliveries/?page=-1`,
      `${endpoint.id}/deliveries/?page=1e9`,
      "99999999999/",
      "1.5/deliveries/",
      `${endpoint.id}/deliveries/x/resend/`,
    ]) {
      const response = await app.inject({
        method: path.endsWith("resend/") ? "POST" : "GET",
        url: `/reactapp/staff/webhooks/${path}`,
        ...admin.as(),
      });
      expect(response.statusCode, path).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, path).toBeLessThan(500);
    }
    expect(await app.db.selectFrom("audit_log").selectAll().execute()).toEqual(before);
    expect((await app.webhooks.endpoints()).map((found) => found.url)).toEqual(["https://8.8.8.8/hook"]);
  });
});
