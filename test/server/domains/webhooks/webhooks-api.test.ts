// The admin API of webhooks: admins only, CSRF checked, every change audited, bad input answered beside
// its field, and private destinations refused unless WEBHOOK_ALLOW_PRIVATE=1.
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn } from "../../../helpers/accounts.ts";
import { TEST_DATABASES, testApp } from "../../../helpers/app.ts";
import { signedInStaff, type StaffSession } from "../../../helpers/staff.ts";

const BASE = "/reactapp/staff/webhooks/";

describe.each(TEST_DATABASES)("server: webhooks admin API on $name", ({ url }) => {
  let app: FastifyInstance;
  let admin: StaffSession;
  let staff: StaffSession;
  let customer: Awaited<ReturnType<typeof signedIn>>;

  beforeAll(async () => {
    // Private destinations refused, as in production.
    app = await testApp({ DATABASE_URL: await url(), SEED_PROJECTS: "0", JOBS_POLL_MS: "0" });
    admin = await signedInStaff(app, "ada", { role: "admin" });
    staff = await signedInStaff(app, "sam");
    customer = await signedIn(app, "carla");
  });
  afterAll(() => app?.close());

  const create = (body: object, who = admin) => app.inject({ method: "POST", url: BASE, payload: body, ...who.as() });
  const count = async () => (await app.db.selectFrom("webhook_endpoints").selectAll().execute()).length;
  const audit = async (action: string) =>
    app.db.selectFrom("audit_log").selectAll().where("action", "=", action).orderBy("id", "desc").execute();

  it("answers 401 to nobody, 403 to customers and to staff who are not admins, writing nothing", async () => {
    expect((await app.inject({ url: BASE })).statusCode).toBe(401);
    expect((await app.inject({ url: BASE, cookies: customer.cookies })).statusCode).toBe(403);
    expect((await app.inject({ url: BASE, ...staff.as() })).statusCode).toBe(403);
    const body = { url: "https://8.8.8.8/hook", events: ["lead.created"] };
    expect((await create(body, staff)).statusCode).toBe(403);
    const noCsrf = await app.inject({ method: "POST", url: BASE, payload: body, cookies: admin.cookies });
    expect(noCsrf.statusCode).toBe(403);
    expect(await count()).toBe(0);
  });

  it("answers bad input beside its field", async () => {
    const response = await create({ url: "not a url", events: [] });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json()).sort()).toEqual(["events", "url"]);
    expect((await create({ url: "https://8.8.8.8/", events: ["lead.eaten"] })).json().events).toBeDefined();
    expect(await count()).toBe(0);
  });

  it("refuses private, loopback and link-local destinations, and plain http in production", async () => {
    for (const refused of [
      "https://127.0.0.1/hook",
      "https://10.0.0.5/hook",
      "https://169.254.169.254/latest/meta-data/",
      "https://[::1]/hook",
      "https://[::ffff:192.168.0.1]/hook",
      "https://localhost/hook",
    ]) {
      const response = await create({ url: refused, events: ["lead.created"] });
      expect(response.statusCode, refused).toBe(400);
      expect(response.json().url[0], refused).toMatch(/private network/);
    }
    expect(await count()).toBe(0);
  });

  it("adds, lists, changes, rotates the secret of and deletes an endpoint, auditing each without its secret", async () => {
    const created = await create({
      url: "https://8.8.8.8/hook",
      events: ["lead.created", "lead.created"],
      description: "CRM",
    });
    expect(created.statusCode, created.body).toBe(201);
    const endpoint = created.json();
    expect(endpoint).toMatchObject({
      url: "https://8.8.8.8/hook",
      events: ["lead.created"],
      enabled: true,
      description: "CRM",
    });
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    const [createdEntry] = await audit("webhook.created");
    expect(createdEntry).toMatchObject({ actor_id: admin.userId, entity: "webhook", entity_id: String(endpoint.id) });
    expect(createdEntry!.after).not.toContain("whsec_");

    const listed = await app.inject({ url: BASE, ...admin.as() });
    expect(listed.json().endpoints).toEqual([endpoint]);

    const changed = await app.inject({
      method: "PATCH",
      url: `${BASE}${endpoint.id}/`,
      payload: { events: ["order.placed"], enabled: false },
      ...admin.as(),
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ events: ["order.placed"], enabled: false, disabled_reason: "by an admin" });
    expect(JSON.parse((await audit("webhook.changed"))[0]!.before!)).toMatchObject({ events: ["lead.created"] });
    const enabled = await app.inject({
      method: "PATCH",
      url: `${BASE}${endpoint.id}/`,
      payload: { enabled: true },
      ...admin.as(),
    });
    expect(enabled.json()).toMatchObject({ enabled: true, disabled_at: null, disabled_reason: null });

    const rotated = await app.inject({ method: "POST", url: `${BASE}${endpoint.id}/rotate-secret/`, ...admin.as() });
    expect(rotated.json().secret).toMatch(/^whsec_/);
    expect(rotated.json().secret).not.toBe(endpoint.secret);
    expect(await audit("webhook.secret_rotated")).toHaveLength(1);

    const deleted = await app.inject({ method: "DELETE", url: `${BASE}${endpoint.id}/`, ...admin.as() });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ deleted: endpoint.id });
    expect(await count()).toBe(0);
    expect(await audit("webhook.deleted")).toHaveLength(1);
    expect((await app.inject({ method: "DELETE", url: `${BASE}${endpoint.id}/`, ...admin.as() })).statusCode).toBe(404);
  });

  it("answers 400 to a malformed id and 404 to an unknown one", async () => {
    expect((await app.inject({ url: `${BASE}abc/deliveries/`, ...admin.as() })).statusCode).toBe(400);
    expect((await app.inject({ url: `${BASE}999/deliveries/`, ...admin.as() })).statusCode).toBe(404);
    expect((await app.inject({ url: `${BASE}999/deliveries/?page=0`, ...admin.as() })).statusCode).toBe(400);
  });
});
