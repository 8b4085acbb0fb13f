// Deliveries: a committed lead reaches each subscribed endpoint signed as Standard Webhooks says; a
// failed delivery is retried later; a delivered event is never sent again, not even on re-send; an
// endpoint failing for 3 days is disabled and the admins are told; a test event can be sent.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DATABASES, tempDataDir, testApp } from "../../../helpers/app.ts";
import { VALID_LEADS } from "../../../helpers/leads.ts";
import { outboxMails } from "../../../helpers/outbox.ts";
import { signedInStaff, type StaffSession } from "../../../helpers/staff.ts";
import { webhookReceiver } from "../../../helpers/webhook-receiver.ts";

const BASE = "/reactapp/staff/webhooks/";
const HOUR = 60 * 60 * 1000;
const later = (ms: number) => new Date(Date.now() + ms);

describe.each(TEST_DATABASES)("server: webhook deliveries on $name", ({ url }) => {
  let app: FastifyInstance;
  let admin: StaffSession;
  let receiver: Awaited<ReturnType<typeof webhookReceiver>>;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = tempDataDir();
    receiver = await webhookReceiver();
    app = await testApp({
      DATABASE_URL: await url(),
      DATA_DIR: dataDir,
      SEED_PROJECTS: "0",
      JOBS_POLL_MS: "0",
      WEBHOOK_ALLOW_PRIVATE: "1",
    });
    admin = await signedInStaff(app, "ada", { role: "admin" });
  });
  afterAll(async () => {
    await app?.close();
    await receiver?.close();
  });

  const addEndpoint = async (events: string[]) => {
    const response = await app.inject({
      method: "POST",
      url: BASE,
      payload: { url: receiver.url, events },
      ...admin.as(),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: number; secret: string };
  };
  const sendLead = async () => {
    const response = await app.inject({
      method: "POST",
      url: VALID_LEADS.contact.path,
      payload: VALID_LEADS.contact.body,
    });
    expect(response.statusCode).toBe(201);
    return response.json() as { id: number; reference: string };
  };
  const deliveries = async (id: number) =>
    (await app.inject({ url: `${BASE}${id}/deliveries/`, ...admin.as() })).json();
  const remove = (id: number) => app.inject({ method: "DELETE", url: `${BASE}${id}/`, ...admin.as() });

  it("delivers a lead.created event, signed, to each endpoint that takes it", async () => {
    const endpoint = await addEndpoint(["lead.created"]);
    const other = await addEndpoint(["order.placed"]);
    const lead = await sendLead();
    await app.jobs.runDue();
    expect(receiver.received).toHaveLength(1);
    const [request] = receiver.received;
    const payload = receiver.verify(request!, endpoint.secret);
    expect(payload.type).toBe("lead.created");
    expect(payload.data).toMatchObject({
      id: lead.id,
      reference: lead.reference,
      type: "contact",
      source_page: expect.any(String),
    });
    expect(payload.data.fields).toMatchObject({ email: "dana@example.com" });
    expect(request!.headers["webhook-id"]).toMatch(/^evt_/);
    expect(() => receiver.verify(request!, other.secret)).toThrow();

    const log = await deliveries(endpoint.id);
    expect(log.total).toBe(1);
    expect(log.deliveries[0]).toMatchObject({
      event_type: "lead.created",
      state: "succeeded",
      event_id: request!.headers["webhook-id"],
    });
    expect(log.deliveries[0].attempts).toMatchObject([{ status: 200, error: null, excerpt: "thanks" }]);
    expect((await deliveries(other.id)).total).toBe(0);
    await remove(endpoint.id);
    await remove(other.id);
    receiver.received.length = 0;
  });

  it("writes one delivery for each enabled endpoint that takes the event, whatever else it takes", async () => {
    const first = await addEndpoint(["order.placed", "lead.created"]);
    const second = await addEndpoint(["lead.created"]);
    const elsewhere = await addEndpoint(["lead.status_changed", "order.placed"]);
    await sendLead();
    expect((await deliveries(first.id)).total).toBe(1);
    expect((await deliveries(second.id)).total).toBe(1);
    expect((await deliveries(elsewhere.id)).total).toBe(0);
    await app.jobs.runDue();
    expect(receiver.received).toHaveLength(2);
    expect(new Set(receiver.received.map((request) => request.headers["webhook-id"])).size).toBe(1);
    for (const endpoint of [first, second, elsewhere]) await remove(endpoint.id);
    receiver.received.length = 0;
  });

  it("retries a failed delivery later with backoff, then never sends it again after its success", async () => {
    const endpoint = await addEndpoint(["lead.created"]);
    receiver.answerNext(500);
    await sendLead();
    await app.jobs.runDue();
    expect(receiver.received).toHaveLength(1);
    let [delivery] = (await deliveries(endpoint.id)).deliveries;
    expect(delivery).toMatchObject({ state: "pending", attempts: [{ status: 500, error: "answered 500" }] });
    // Not yet: the next attempt waits its backoff.
    expect(await app.jobs.runDue()).toBe(0);
    await app.jobs.runDue(later(HOUR));
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[1]!.headers["webhook-id"]).toBe(receiver.received[0]!.headers["webhook-id"]);
    [delivery] = (await deliveries(endpoint.id)).deliveries;
    expect(delivery.state).toBe("succeeded");
    expect(delivery.attempts.map((attempt: { status: number }) => attempt.status)).toEqual([500, 200]);

    const resend = await app.inject({
      method: "POST",
      url: `${BASE}${endpoint.id}/deliveries/${delivery.id}/resend/`,
      ...admin.as(),
    });
    expect(resend.statusCode).toBe(409);
    await app.jobs.runDue(later(100 * HOUR));
    expect(receiver.received).toHaveLength(2);
    await remove(endpoint.id);
    receiver.received.length = 0;
  });

  it("re-sends a failed delivery when an admin asks, and audits it", async () => {
    const endpoint = await addEndpoint(["lead.created"]);
    receiver.answerNext(503);
    await sendLead();
    await app.jobs.runDue();
    const [delivery] = (await deliveries(endpoint.id)).deliveries;
    expect(delivery.state).toBe("pending");
    const resend = await app.inject({
      method: "POST",
      url: `${BASE}${endpoint.id}/deliveries/${delivery.id}/resend/`,
      ...admin.as(),
    });
    expect(resend.statusCode).toBe(202);
    await app.jobs.runDue();
    expect(receiver.received).toHaveLength(2);
    expect((await deliveries(endpoint.id)).deliveries[0].state).toBe("succeeded");
    const audited = await app.db.selectFrom("audit_log").selectAll().where("action", "=", "webhook.resent").execute();
    expect(audited).toHaveLength(1);
    await remove(endpoint.id);
    receiver.received.length = 0;
  });

  it("sends a test event on request", async () => {
    const endpoint = await addEndpoint(["order.placed"]);
    const response = await app.inject({ method: "POST", url: `${BASE}${endpoint.id}/test/`, ...admin.as() });
    expect(response.statusCode).toBe(202);
    await app.jobs.runDue();
    expect(receiver.received).toHaveLength(1);
    expect(receiver.verify(receiver.received[0]!, endpoint.secret).type).toBe("webhook.test");
    await remove(endpoint.id);
    receiver.received.length = 0;
  });

  it("disables an endpoint failing for 3 days and e-mails the admins", async () => {
    const endpoint = await addEndpoint(["lead.created"]);
    receiver.answerNext(500, 500);
    await sendLead();
    await app.jobs.runDue();
    // Its run of failures began over three days ago.
    const since = new Date(Date.now() - 73 * HOUR).toISOString();
    await app.db.updateTable("webhook_endpoints").set({ failing_since: since }).where("id", "=", endpoint.id).execute();
    await app.jobs.runDue(later(HOUR));
    const [found] = (await app.inject({ url: BASE, ...admin.as() })).json().endpoints;
    expect(found).toMatchObject({ enabled: false, disabled_reason: expect.stringContaining("failed for 3 days") });
    expect((await deliveries(endpoint.id)).deliveries[0].state).toBe("failed");
    const mails = readdirSync(path.join(dataDir, "outbox"))
      .filter((file) => file.includes(`webhook-${endpoint.id}`))
      .map((file) => readFileSync(path.join(dataDir, "outbox", file), "utf8"));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatch(/^To: ada@example\.com$/m);
    expect(mails[0]).toContain(`Subject: Webhook disabled: ${receiver.url}`);
    // The console's screen by an absolute link, in both parts of the e-mail.
    const [notice] = outboxMails(dataDir).filter((mail) => mail.file.includes(`webhook-${endpoint.id}`));
    expect(notice!.text).toContain("Open the webhooks: http://localhost:8080/staff/webhooks/");
    expect(notice!.html).toContain('href="http://localhost:8080/staff/webhooks/"');
    // A disabled endpoint is sent nothing.
    await sendLead();
    await app.jobs.runDue(later(200 * HOUR));
    expect(receiver.received).toHaveLength(2);
  });
});
