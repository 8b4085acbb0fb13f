// The site settings API and the home counters it switches: admins only (401, 403 for customers, staff
// and the unconfirmed, CSRF on the change), every change audited; the served home page shows the
// numbers built into it by default, the desk's live counts after the switch (with its own ETag, and
// compressed like any page), and the built numbers again after switching back. Needs `npm run build`.
import { brotliDecompressSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { signedIn } from "../../../helpers/accounts.ts";
import { TEST_DATABASES, testApp } from "../../../helpers/app.ts";
import { insertProject } from "../../../helpers/desk-projects.ts";
import { signedInStaff, type StaffSession } from "../../../helpers/staff.ts";

const BASE = "/reactapp/staff/settings/";
const SWITCH = `${BASE}home-counters/`;
const FIXED = { "qto-available": 79, "qto-in-progress": 22, "bid-results": 125, awarded: 66 };

/** Each counter's number in a served page, as the attribute counters.js reads and as the text shown. */
function countersIn(html: string): Record<string, number> {
  const found = [...html.matchAll(/data-counter="([a-z-]+)" data-count-to="(\d+)">(\d+)</g)];
  expect(found).toHaveLength(4);
  for (const [, , target, text] of found) expect(Number(text)).toBe(Number(target));
  return Object.fromEntries(found.map(([, key, target]) => [key, Number(target)]));
}

describe.each(TEST_DATABASES)("server: site settings on $name", ({ url }) => {
  let app: FastifyInstance;
  let admin: StaffSession;
  let staff: StaffSession;
  let databaseUrl: string;

  beforeAll(async () => {
    databaseUrl = await url();
    app = await testApp({ DATABASE_URL: databaseUrl, SEED_PROJECTS: "0" });
    admin = await signedInStaff(app, "ada", { role: "admin" });
    staff = await signedInStaff(app, "sam");
    // Two of each live count but one, and projects that must never count.
    const closed = { closed_at: "2026-11-01T12:00:00Z" };
    await insertProject(app.db, { progress: 100 });
    await insertProject(app.db, { progress: 100, ...closed, awarded_company: "Acme Builders", awarded_amount: 1e6 });
    await insertProject(app.db, { progress: 40 });
    await insertProject(app.db, { progress: 60, ...closed });
    await insertProject(app.db, { progress: 0 });
    await insertProject(app.db, { progress: 100, publication: "draft" });
    await insertProject(app.db, { progress: 50, publication: "unpublished", ...closed, awarded_company: "Hidden Co" });
  });
  afterAll(() => app?.close());

  const home = (path = "/", headers: Record<string, string> = {}) => app.inject({ url: path, headers });
  const switchTo = (source: string, session = admin) =>
    app.inject({ method: "PUT", url: SWITCH, payload: { source }, ...session.as() });
  const auditEntries = async () =>
    (await app.inject({ url: "/reactapp/staff/audit/?entity=site_setting", ...admin.as() })).json().entries;

  it("refuses nobody, customers, staff and admins without the second factor; the change without CSRF", async () => {
    const customer = await signedIn(app, "carla");
    const pending = await signedInStaff(app, "pia", { role: "admin", secondFactor: false });
    expect((await app.inject({ url: BASE })).statusCode).toBe(401);
    expect((await app.inject({ url: BASE, cookies: customer.cookies })).statusCode).toBe(403);
    expect((await app.inject({ url: BASE, ...staff.as() })).statusCode).toBe(403);
    expect((await app.inject({ url: BASE, ...pending.as() })).json().code).toBe("second_factor_required");
    const change = { method: "PUT" as const, url: SWITCH, payload: { source: "live" } };
    expect((await app.inject(change)).statusCode).toBe(401);
    expect((await app.inject({ ...change, cookies: customer.cookies })).statusCode).toBe(403);
    expect((await app.inject({ ...change, ...staff.as() })).statusCode).toBe(403);
    expect((await app.inject({ ...change, ...pending.as() })).statusCode).toBe(403);
    expect((await app.inject({ ...change, cookies: admin.cookies })).statusCode).toBe(403);
    expect(await auditEntries()).toEqual([]);
    expect(countersIn((await home()).body)).toEqual(FIXED);
  });

  it("refuses a source it does not know, beside the field", async () => {
    for (const payload of [{ source: "random" }, {}, { source: "live", extra: 1 }]) {
      const response = await app.inject({ method: "PUT", url: SWITCH, payload, ...admin.as() });
      expect(response.statusCode).toBe(400);
    }
    const unknown = { method: "PUT" as const, url: SWITCH, payload: { source: "random" }, ...admin.as() };
    expect((await app.inject(unknown)).json().source).toEqual(["Choose fixed numbers or live counts."]);
    expect(await auditEntries()).toEqual([]);
  });

  it("serves the numbers built into the page by default, and shows the live figures beside them", async () => {
    expect(countersIn((await home()).body)).toEqual(FIXED);
    expect(countersIn((await home("/StatsBoard/")).body)).toEqual(FIXED);
    const settings = (await app.inject({ url: BASE, ...admin.as() })).json().home_counters;
    expect(settings).toMatchObject({ source: "fixed", updated_by: null, updated_at: null, rebuilt_at: null });
    expect(settings.max_age_seconds).toBe(300);
    expect(settings.counters).toEqual([
      { key: "qto-available", label: "QTO Available", fixed: 79, live: 2 },
      { key: "qto-in-progress", label: "QTO In Progress", fixed: 22, live: 1 },
      { key: "bid-results", label: "Bid Results", fixed: 125, live: 2 },
      { key: "awarded", label: "Awarded", fixed: 66, live: 1 },
    ]);
  });

  it("switches to live counts, audited, served with their own ETag and compressed", async () => {
    const response = await switchTo("live");
    expect(response.statusCode).toBe(200);
    expect(response.json().home_counters).toMatchObject({ source: "live", updated_by: "ada" });
    const [entry] = await auditEntries();
    expect(entry).toMatchObject({
      actor: "ada",
      action: "site_setting.changed",
      entity_id: "home_counters",
      before: { source: "fixed" },
      after: { source: "live" },
    });

    const live = { "qto-available": 2, "qto-in-progress": 1, "bid-results": 2, awarded: 1 };
    const page = await home();
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(page.headers["cache-control"]).toBe("no-cache");
    expect(countersIn(page.body)).toEqual(live);
    expect(page.body).toContain('data-counter="qto-available" data-count-to="2">02</span>');
    expect(countersIn((await home("/StatsBoard/")).body)).toEqual(live);
    expect((await app.inject({ url: BASE, ...admin.as() })).json().home_counters.rebuilt_at).toMatch(/^\d{4}-/);

    const etag = page.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect((await home("/", { "if-none-match": etag })).statusCode).toBe(304);
    const compressed = await home("/", { "accept-encoding": "br" });
    expect(compressed.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(page.body);
  });

  it("serves the page as built when the live counts cannot be read", async () => {
    const failure = vi.spyOn(app.siteSettings, "homeCounters").mockRejectedValueOnce(new Error("database away"));
    const page = await home();
    expect(failure).toHaveBeenCalledOnce();
    expect(page.statusCode).toBe(200);
    expect(countersIn(page.body)).toEqual(FIXED);
    expect(countersIn((await home()).body)["qto-available"]).toBe(2);
  });

  it("counts again at most every few minutes, and at once on another process whose page is older", async () => {
    await insertProject(app.db, { progress: 100, closed_at: "2026-11-02T12:00:00Z", awarded_company: "Bolt & Co" });
    // This process counted a moment ago: its page stays as it is for up to five minutes.
    expect(countersIn((await home()).body)["qto-available"]).toBe(2);
    const other = await testApp({ DATABASE_URL: databaseUrl, SEED_PROJECTS: "0" });
    try {
      expect(countersIn((await other.inject({ url: "/" })).body)).toEqual({
        "qto-available": 3,
        "qto-in-progress": 1,
        "bid-results": 3,
        awarded: 2,
      });
    } finally {
      await other.close();
    }
  });

  it("switches back to the fixed numbers, audited, at once", async () => {
    expect((await switchTo("fixed")).json().home_counters.source).toBe("fixed");
    expect(countersIn((await home()).body)).toEqual(FIXED);
    expect(countersIn((await home("/StatsBoard/")).body)).toEqual(FIXED);
    const [entry] = await auditEntries();
    expect(entry).toMatchObject({ before: { source: "live" }, after: { source: "fixed" } });
    expect(await auditEntries()).toHaveLength(2);
  });
});
