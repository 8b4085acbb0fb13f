// The Prometheus metrics: served only to the bearer of METRICS_TOKEN or on METRICS_PORT, never to the
// public; every answer timed by route and status; leads by type and partner, job runs and e-mails by
// outcome, refused sign-ins, and what is read from the database at scrape time (the job queue and its
// oldest waiting job, orders by status, failing webhook endpoints, the last lead's time).
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../../../scripts/lib/processes.ts";
import { signedIn } from "../../../helpers/accounts.ts";
import { TEST_DATABASES, tempDataDir, testApp } from "../../../helpers/app.ts";
import { VALID_LEADS } from "../../../helpers/leads.ts";
import { placeOrder } from "../../../helpers/orders.ts";
import { sample } from "../../../helpers/prometheus.ts";
import { startServer } from "../../../helpers/server.ts";
import { signedInStaff } from "../../../helpers/staff.ts";
import { webhookReceiver } from "../../../helpers/webhook-receiver.ts";

const TOKEN = "metrics-reader-token-0123456789abcdef";

describe.each(TEST_DATABASES)("server/infra/metrics on $name", ({ url }) => {
  let app: FastifyInstance;
  let receiver: Awaited<ReturnType<typeof webhookReceiver>>;

  beforeAll(async () => {
    receiver = await webhookReceiver();
    app = await testApp({
      DATABASE_URL: await url(),
      DATA_DIR: tempDataDir(),
      SEED_PROJECTS: "3",
      JOBS_POLL_MS: "0",
      WEBHOOK_ALLOW_PRIVATE: "1",
      METRICS_TOKEN: TOKEN,
    });
  });
  afterAll(async () => {
    await app?.close();
    await receiver?.close();
  });

  const scrape = async () => {
    const response = await app.inject({ url: "/metrics", headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.statusCode).toBe(200);
    return response.body;
  };
  const sendLead = async (partner?: string) => {
    const payload = { ...VALID_LEADS.contact.body, ...(partner && { partner }) };
    const response = await app.inject({ method: "POST", url: VALID_LEADS.contact.path, payload });
    expect(response.statusCode).toBe(201);
  };

  it("serves /metrics to the bearer of METRICS_TOKEN only", async () => {
    expect((await app.inject({ url: "/metrics" })).statusCode).toBe(401);
    const wrong = await app.inject({ url: "/metrics", headers: { authorization: `Bearer ${TOKEN}x` } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.headers["www-authenticate"]).toBe("Bearer");
    const right = await app.inject({ url: "/metrics", headers: { authorization: `Bearer ${TOKEN}` } });
    expect(right.statusCode).toBe(200);
    expect(right.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    // The process's own figures come with them.
    expect(sample(right.body, "process_cpu_user_seconds_total")).toBeGreaterThan(0);
  });

  it("times every answer by method, route pattern and status", async () => {
    await app.inject({ url: "/livez" });
    await app.inject({ url: "/reactapp/staff/leads/12345" });
    await app.inject({ method: "DELETE", url: "/no/such/thing" });
    const text = await scrape();
    const count = (method: string, route: string, status: string) =>
      sample(text, "qto_http_request_duration_seconds_count", { method, route, status });
    expect(count("GET", "/livez", "200")).toBe(1);
    expect(count("GET", "/reactapp/staff/leads/:id", "401")).toBe(1);
    expect(count("DELETE", "(none)", "404")).toBe(1);
  });

  it("counts leads by type and partner, and the e-mails and job runs that announce and acknowledge them", async () => {
    await app.db
      .insertInto("partners")
      .values({
        id: "acme-builders",
        name: "Acme",
        contact_name: "",
        contact_email: "",
        notes: "",
        created_at: new Date().toISOString(),
      })
      .execute();
    await sendLead();
    await sendLead("acme-builders");
    await sendLead("acme-builders");
    await sendLead("someone-unknown");
    await app.jobs.runDue();
    const text = await scrape();
    const leads = (partner: string) => sample(text, "qto_leads_received_total", { type: "contact", partner });
    expect([leads("none"), leads("acme-builders"), leads("unregistered")]).toEqual([1, 2, 1]);
    expect(sample(text, "qto_job_runs_total", { kind: "lead.notify", outcome: "done" })).toBe(4);
    expect(sample(text, "qto_job_runs_total", { kind: "lead.acknowledge", outcome: "done" })).toBe(4);
    // No SMTP_URL: every announcement and every acknowledgement goes to the outbox.
    expect(sample(text, "qto_emails_total", { outcome: "outbox" })).toBe(8);
    const last = sample(text, "qto_lead_last_received_timestamp_seconds")!;
    expect(Math.abs(last - Date.now() / 1000)).toBeLessThan(60);
  });

  it("reads the job queue and its oldest waiting job from the database", async () => {
    app.jobs.handle("test.metrics", async () => {
      throw new Error("never works");
    });
    await app.db
      .transaction()
      .execute((trx) =>
        app.jobs.enqueue(trx, "test.metrics", {}, { runAt: new Date(Date.now() - 5 * 60_000), key: "m-1" }),
      );
    let text = await scrape();
    expect(sample(text, "qto_jobs", { kind: "test.metrics", state: "waiting" })).toBe(1);
    expect(sample(text, "qto_jobs_oldest_waiting_seconds")).toBeGreaterThanOrEqual(300);
    await app.jobs.runDue();
    text = await scrape();
    expect(sample(text, "qto_job_runs_total", { kind: "test.metrics", outcome: "retried" })).toBe(1);
    expect(sample(text, "qto_jobs", { kind: "test.metrics", state: "scheduled" })).toBe(1);
    expect(sample(text, "qto_jobs_oldest_waiting_seconds")).toBe(0);
  });

  it("counts refused sign-ins and security events", async () => {
    await signedIn(app, "metered");
    const csrf = await app.inject({ url: "/reactapp/csrf/" });
    const cookies = Object.fromEntries(csrf.cookies.map((c) => [c.name, c.value]));
    await app.inject({
      method: "POST",
      url: "/reactapp/drflogin/",
      cookies,
      headers: { "x-csrftoken": cookies.csrftoken! },
      payload: { username: "metered", password: "not the passphrase at all" },
    });
    const text = await scrape();
    expect(sample(text, "qto_logins_refused_total", { status: "400" })).toBe(1);
    expect(sample(text, "qto_security_events_total", { event: "login_failed" })).toBe(1);
    expect(sample(text, "qto_security_events_total", { event: "access_refused" })).toBeGreaterThanOrEqual(1);
  });

  it("gives the orders by status", async () => {
    const customer = await signedIn(app, "orderer");
    await placeOrder(app, customer);
    await placeOrder(app, customer);
    expect(sample(await scrape(), "qto_orders", { status: "placed" })).toBe(2);
  });

  it("shows a failing webhook endpoint, and its deliveries by outcome", async () => {
    const admin = await signedInStaff(app, "hooks-admin", { role: "admin" });
    const created = await app.inject({
      method: "POST",
      url: "/reactapp/staff/webhooks/",
      payload: { url: receiver.url, events: ["lead.created"] },
      ...admin.as(),
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json() as { id: number };
    let text = await scrape();
    expect(sample(text, "qto_webhook_endpoints", { state: "ok" })).toBe(1);
    receiver.answerNext(500);
    await sendLead();
    await app.jobs.runDue();
    text = await scrape();
    expect(sample(text, "qto_webhook_endpoints", { state: "failing" })).toBe(1);
    expect(sample(text, "qto_webhook_endpoint_failing_seconds", { endpoint: String(id) })).toBeGreaterThanOrEqual(0);
    expect(sample(text, "qto_job_runs_total", { kind: "webhook.deliver", outcome: "retried" })).toBe(1);
  });
});

describe("server/infra/metrics without METRICS_TOKEN", () => {
  it("serves nothing at /metrics on the main port, and all on METRICS_PORT", async () => {
    const port = await freePort();
    const { app, origin } = await startServer({ SEED_PROJECTS: "0", JOBS_POLL_MS: "0", METRICS_PORT: String(port) });
    // Every body read: an answer left unread holds its connection, and closing waits for it.
    const get = async (url: string) => {
      const response = await fetch(url);
      return { status: response.status, text: await response.text() };
    };
    try {
      expect((await get(`${origin}/metrics`)).status).toBe(404);
      const own = await get(`http://127.0.0.1:${port}/metrics`);
      expect(own.status).toBe(200);
      expect(own.text).toContain("# TYPE qto_http_request_duration_seconds histogram");
      expect(sample(own.text, "process_cpu_user_seconds_total")).toBeGreaterThan(0);
      expect((await get(`http://127.0.0.1:${port}/`)).status).toBe(404);
    } finally {
      await app.close();
    }
    await expect(fetch(`http://127.0.0.1:${port}/metrics`)).rejects.toThrow();
  });
});
