// The console's guards: 401 for nobody, 403 for a customer or staff without the second factor, admins
// only where admins only, the CSRF header checked after who is asking, and 30 minutes without the console
// end it.
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from "vitest";
import { REFUSALS } from "../../../../contract/staff/staff.ts";
import { signedIn } from "../../../helpers/accounts.ts";
import { TEST_DATABASES, testApp } from "../../../helpers/app.ts";
import { signedInStaff, type StaffSession } from "../../../helpers/staff.ts";

describe.each(TEST_DATABASES)("server: console guards on $name", ({ url }) => {
  let app: FastifyInstance;
  let staff: StaffSession;
  let admin: StaffSession;
  let pending: StaffSession;
  let customer: Awaited<ReturnType<typeof signedIn>>;
  const changes: number[] = [];

  beforeAll(async () => {
    app = await testApp({ DATABASE_URL: await url(), SEED_PROJECTS: "0" });
    app.post("/reactapp/staff/test-change/", app.consoleAction("leads.work"), async (request) => {
      changes.push(request.staff.id);
      return { ok: true };
    });
    app.post("/reactapp/staff/test-admin/", app.consoleAction("team.manage"), async () => ({ ok: true }));
    staff = await signedInStaff(app, "sam");
    admin = await signedInStaff(app, "ada", { role: "admin" });
    pending = await signedInStaff(app, "pat", { secondFactor: false });
    customer = await signedIn(app, "carla");
  });
  afterAll(() => app?.close());

  it("answers 401 to nobody and 403 to a customer, with no-store", async () => {
    const anonymous = await app.inject({ url: "/reactapp/staff/me/" });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe("signed_out");
    expect(anonymous.headers["cache-control"]).toBe("no-store");
    const refused = await app.inject({ url: "/reactapp/staff/me/", cookies: customer.cookies });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe("forbidden");
  });

  it("refuses staff who have not passed the second factor", async () => {
    const response = await app.inject({ url: "/reactapp/staff/me/", ...pending.as() });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe("second_factor_required");
  });

  it("names the staff member to the route", async () => {
    const response = await app.inject({ url: "/reactapp/staff/me/", ...staff.as() });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: staff.userId,
      username: "sam",
      email: "sam@example.com",
      role: "staff",
    });
  });

  it("checks the CSRF header on changes, after who is asking", async () => {
    const anonymous = await app.inject({ method: "POST", url: "/reactapp/staff/test-change/" });
    expect(anonymous.statusCode).toBe(401);
    const noHeader = await app.inject({ method: "POST", url: "/reactapp/staff/test-change/", cookies: staff.cookies });
    expect(noHeader.statusCode).toBe(403);
    expect(changes).toEqual([]);
    const allowed = await app.inject({ method: "POST", url: "/reactapp/staff/test-change/", ...staff.as() });
    expect(allowed.statusCode).toBe(200);
    expect(changes).toEqual([staff.userId]);
  });

  it("keeps admin routes and the audit log to admins", async () => {
    for (const url of ["/reactapp/staff/audit/"]) {
      expect((await app.inject({ url, ...staff.as() })).statusCode).toBe(403);
      expect((await app.inject({ url, ...admin.as() })).statusCode).toBe(200);
    }
    const change = { method: "POST" as const, url: "/reactapp/staff/test-admin/" };
    expect((await app.inject({ ...change, ...staff.as() })).statusCode).toBe(403);
    expect((await app.inject({ ...change, ...admin.as() })).statusCode).toBe(200);
  });

  it("refuses to register a console route that names no action of the permissions table", async () => {
    // Its own app (on SQLite): routes cannot be added to one that already answered.
    const fresh = await testApp({ SEED_PROJECTS: "0" });
    try {
      const handler = async () => ({ ok: true });
      expect(() => fresh.get("/reactapp/staff/test-unguarded/", handler)).toThrow(/needs app.consoleAction/);
      // A row named without its guard is no decision either.
      const named = { config: { consoleAction: "audit.read" as const } };
      expect(() => fresh.get("/reactapp/staff/test-named/", named, handler)).toThrow(/needs app.consoleAction/);
      expect(() =>
        fresh.get("/reactapp/staff/test-guarded/", fresh.consoleAction("audit.read"), handler),
      ).not.toThrow();
    } finally {
      await fresh.close();
    }
  });

  it("ends a staff session idle for 30 minutes", async () => {
    const idle = await signedInStaff(app, "ida");
    const longAgo = new Date(Date.now() - 31 * 60 * 1000).toISOString();
    await app.db.updateTable("sessions").set({ console_seen_at: longAgo }).where("user_id", "=", idle.userId).execute();
    const response = await app.inject({ url: "/reactapp/staff/me/", ...idle.as() });
    expect(response.statusCode).toBe(401);
    expect(response.json().detail).toMatch(/30 minutes/);
    expect((await app.inject({ url: "/reactapp/staff/me/", ...idle.as() })).statusCode).toBe(401);
  });

  it("counts only the console as activity: a tab polling the site's session probe does not keep it alive", async () => {
    const polled = await signedInStaff(app, "polly");
    const start = Date.now();
    vi.useFakeTimers({ toFake: ["Date"], now: start });
    onTestFinished(() => void vi.useRealTimers());
    const at = (minutes: number) => vi.setSystemTime(start + minutes * 60_000);
    const consoleAnswer = async () => (await app.inject({ url: "/reactapp/staff/me/", ...polled.as() })).statusCode;
    expect(await consoleAnswer()).toBe(200);
    // Console use at minute 20 keeps it open until minute 50.
    at(20);
    expect(await consoleAnswer()).toBe(200);
    for (let minute = 25; minute <= 50; minute += 5) {
      at(minute);
      const probe = await app.inject({ url: "/reactapp/session/", cookies: polled.cookies });
      expect(probe.json().authenticated).toBe(true);
    }
    at(51);
    const ended = await app.inject({ url: "/reactapp/staff/me/", ...polled.as() });
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toEqual(REFUSALS.idle);
  });

  it("refuses a disabled account", async () => {
    const gone = await signedInStaff(app, "gus");
    await app.db
      .updateTable("users")
      .set({ disabled_at: new Date().toISOString() })
      .where("id", "=", gone.userId)
      .execute();
    expect((await app.inject({ url: "/reactapp/staff/me/", ...gone.as() })).statusCode).toBe(401);
  });
});
