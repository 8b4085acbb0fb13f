// A partner's leads are never lost: a lead from a site nobody listed is stored, marked with its origin,
// and listed on the Partners screen, where an admin allows the origin (one click) or blocks it, after
// which its leads get a 403 the widget can read. Both audited, both undone.
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ORIGIN_BLOCKED } from "../../../../contract/schemas/origin-blocked.ts";
import { HONEYPOT_FIELD } from "../../../../contract/schemas/lead-context-fields.ts";
import type { UnlistedOrigin } from "../../../../contract/staff/partners.ts";
import { TEST_DATABASES, tempDataDir } from "../../../helpers/app.ts";
import { VALID_LEADS } from "../../../helpers/leads.ts";
import { mailsTo } from "../../../helpers/outbox.ts";
import { crossOriginLead, partnersSite } from "../../../helpers/partners.ts";
import type { StaffSession } from "../../../helpers/staff.ts";
import { UNLISTED_SHOWN } from "../../../../server/domains/site/unlisted-origins-repository.ts";

describe.each(TEST_DATABASES)("server: leads from unlisted origins on $name", ({ url }) => {
  let app: FastifyInstance;
  let staff: StaffSession;
  let admin: StaffSession;
  const dataDir = tempDataDir();

  const partners = async () => (await app.inject({ url: "/reactapp/staff/partners/", ...staff.as() })).json();
  const unlisted = async (origin: string) =>
    (await partners()).unlisted.find((entry: { origin: string }) => entry.origin === origin);
  const block = (origin: string, as = admin) =>
    app.inject({ method: "POST", url: "/reactapp/staff/partners/blocked/", payload: { origin }, ...as.as() });
  const unblock = (origin: string) =>
    app.inject({
      method: "DELETE",
      url: `/reactapp/staff/partners/blocked/?origin=${encodeURIComponent(origin)}`,
      ...admin.as(),
    });
  const allow = (payload: object, as = admin) =>
    app.inject({ method: "POST", url: "/reactapp/staff/partners/unlisted/allow/", payload, ...as.as() });
  const audit = async (entity: string) =>
    (await app.inject({ url: `/reactapp/staff/audit/?entity=${entity}`, ...admin.as() }))
      .json()
      .entries.map((e: { action: string; entity_id: string }) => `${e.action} ${e.entity_id}`);

  beforeAll(async () => {
    ({ app, staff, admin } = await partnersSite({ DATABASE_URL: await url(), DATA_DIR: dataDir, JOBS_POLL_MS: "0" }));
  });
  afterAll(() => app?.close());

  it("stores a lead from an unlisted origin, marked with it, and lists the origin with its leads", async () => {
    const origin = "https://new-partner.example";
    const told: Array<Record<string, unknown>> = [];
    app.events.on(async ({ type, data }) => void (type === "lead.created" && told.push(data)));
    const first = await crossOriginLead(app, origin);
    // Webhook receivers hear where it came from, as the inbox does.
    expect(told).toMatchObject([{ id: first.post.json().id, unlisted_origin: origin }]);
    expect(first.allowed).toBe(true);
    expect(first.post.statusCode).toBe(201);
    expect(first.post.headers["access-control-allow-origin"]).toBe(origin);
    expect(first.post.headers["access-control-allow-credentials"]).toBeUndefined();
    expect(first.unlistedOrigin).toBe(origin);
    await crossOriginLead(app, origin);
    expect(await unlisted(origin)).toMatchObject({ origin, leads: 2, blocked: null });
    expect((await unlisted(origin)).last_lead).toMatch(/^\d{4}-\d\d-\d\dT/);
    // The inbox and the lead's page say where it came from.
    const inbox = (await app.inject({ url: "/reactapp/staff/leads/", ...staff.as() })).json();
    expect(inbox.results[0]).toMatchObject({ id: first.post.json().id + 1, unlisted_origin: origin });
    const page = (await app.inject({ url: `/reactapp/staff/leads/${first.post.json().id}`, ...staff.as() })).json();
    expect(page.attribution.unlisted_origin).toBe(origin);
    const csv = (await app.inject({ url: "/reactapp/staff/leads.csv", ...staff.as() })).body.split("\r\n");
    expect(csv[0]).toContain('"partner","unlisted_origin","utm"');
    expect(csv[1]).toContain(`"acme-builders","${origin}"`);

    // A listed origin and our own pages are not marked.
    expect(await crossOriginLead(app, "https://seed.example")).toMatchObject({ listed: true, allowed: true });
    expect(told.at(-1)).toMatchObject({ unlisted_origin: null });
    const own = await app.inject({ method: "POST", url: VALID_LEADS.contact.path, payload: VALID_LEADS.contact.body });
    expect(own.statusCode).toBe(201);
    expect((await partners()).unlisted.map((entry: { origin: string }) => entry.origin)).toEqual([origin]);
  });

  it("keeps the honeypot for unlisted origins: a bot's lead is answered as stored and not stored", async () => {
    const origin = "https://bot.example";
    const before = await app.leads.count();
    const post = await app.inject({
      method: "POST",
      url: VALID_LEADS.contact.path,
      headers: { origin },
      payload: { ...VALID_LEADS.contact.body, [HONEYPOT_FIELD]: "buy now" },
    });
    expect(post.statusCode).toBe(201);
    expect(await app.leads.count()).toBe(before);
    expect(await unlisted(origin)).toBeUndefined();
  });

  it("refuses a blocked origin's leads with a 403 its page can read, storing nothing, until it is unblocked", async () => {
    const origin = "https://spammy.example";
    await crossOriginLead(app, origin);
    expect((await block(origin, staff)).statusCode).toBe(403);
    expect((await block(origin)).statusCode).toBe(201);
    expect((await block(origin)).statusCode).toBe(200);
    expect((await unlisted(origin)).blocked).toMatchObject({ by: "ada" });

    const before = await app.leads.count();
    const refused = await crossOriginLead(app, origin);
    expect(refused.allowed).toBe(true);
    expect(refused.post.statusCode).toBe(403);
    expect(refused.post.json()).toEqual({ detail: ORIGIN_BLOCKED });
    expect(refused.post.headers["access-control-allow-origin"]).toBe(origin);
    for (const lead of Object.values(VALID_LEADS)) {
      const post = await app.inject({ method: "POST", url: lead.path, headers: { origin }, payload: lead.body });
      expect(post.statusCode, lead.path).toBe(403);
    }
    // The plain form of a page without JavaScript gets the words themselves.
    const plain = await app.inject({
      method: "POST",
      url: VALID_LEADS.contact.path,
      headers: { origin, accept: "text/html", "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams(VALID_LEADS.contact.body).toString(),
    });
    expect(plain.statusCode).toBe(403);
    expect(plain.headers["content-type"]).toMatch(/^text\/plain/);
    expect(plain.body).toBe(ORIGIN_BLOCKED);
    expect(await app.leads.count()).toBe(before);

    expect((await unblock(origin)).statusCode).toBe(200);
    expect((await unblock(origin)).statusCode).toBe(404);
    expect((await crossOriginLead(app, origin)).post.statusCode).toBe(201);
    expect(await audit("origin")).toEqual([`origin.unblocked ${origin}`, `origin.blocked ${origin}`]);
  });

  it("does not block a listed origin: its partner comes first", async () => {
    const seed = await block("https://seed.example");
    expect(seed.statusCode).toBe(409);
    expect(seed.json().origin[0]).toMatch(/ALLOWED_ORIGINS/);
    expect((await block("https://seed.example/path")).statusCode).toBe(400);
  });

  it("allows an unlisted origin in one click, as a new partner named after its host, or for a chosen one", async () => {
    const origin = "https://www.roofers.example:8443";
    await crossOriginLead(app, origin);
    await block(origin);
    expect((await allow({ origin }, staff)).statusCode).toBe(403);
    const allowed = await allow({ origin });
    expect(allowed.statusCode).toBe(201);
    expect(allowed.json().partner).toMatchObject({ id: "www-roofers-example-8443", name: "www.roofers.example:8443" });
    expect((await allow({ origin })).statusCode).toBe(409);
    // Allowing it lifted the block, and its next lead is a listed one.
    expect(await crossOriginLead(app, origin)).toMatchObject({ listed: true });
    expect(await unlisted(origin)).toBeUndefined();
    expect(await audit("partner")).toEqual(
      expect.arrayContaining([
        "partner.created www-roofers-example-8443",
        "partner.origin_added www-roofers-example-8443",
      ]),
    );
    expect(await audit("origin")).toContain(`origin.unblocked ${origin}`);

    // Another origin of the same partner, chosen from the list; a name already taken gets a number.
    const second = "https://roofers.example";
    expect((await allow({ origin: second, partner: "nobody" })).statusCode).toBe(404);
    expect((await allow({ origin: second, partner: "www-roofers-example-8443" })).statusCode).toBe(201);
    const partner = (await partners()).partners.find((p: { id: string }) => p.id === "www-roofers-example-8443");
    expect(partner.origins).toEqual([origin, second].sort());
    await app.inject({
      method: "POST",
      url: "/reactapp/staff/partners/",
      payload: { id: "taken-example", name: "T" },
      ...admin.as(),
    });
    expect((await allow({ origin: "https://taken.example" })).json().partner.id).toBe("taken-example-2");
  });

  it("names the unlisted origin, or the partner, in the sales team's e-mail", async () => {
    await app.inject({
      method: "POST",
      url: "/reactapp/staff/partners/",
      payload: { id: "acme-builders", name: "Acme Builders" },
      ...admin.as(),
    });
    const unlistedLead = await crossOriginLead(app, "https://mail-test.example", "acme-builders");
    const seedLead = await crossOriginLead(app, "https://seed.example", "who-knows");
    await app.jobs.runDue();
    const mail = (reference: string) =>
      mailsTo(dataDir, "leads@qtosolutions.com").find((text) =>
        text.includes(`Subject: New contact message ${reference}`),
      )!;
    const fromUnlisted = mail(unlistedLead.post.json().reference);
    expect(fromUnlisted).toContain("Partner: Acme Builders (acme-builders)");
    expect(fromUnlisted).toContain("Sent from an unlisted site (https://mail-test.example)");
    const fromSeed = mail(seedLead.post.json().reference);
    expect(fromSeed).toContain("Partner: who-knows (unknown partner)");
    expect(fromSeed).not.toContain("unlisted site");
  });

  it("lists the latest UNLISTED_SHOWN unlisted origins, and every blocked one", async () => {
    const at = (n: number) => new Date(Date.UTC(2020, 0, 1, 0, 0, n)).toISOString();
    await app.db
      .insertInto("leads")
      .values(
        Array.from({ length: UNLISTED_SHOWN + 2 }, (_, n) => ({
          type: "contact",
          reference: `QTO-C-FLOOD${String(n).padStart(3, "0")}`,
          status: "new",
          payload: "{}",
          source_page: "",
          referrer: "",
          partner: "",
          utm: "{}",
          created_at: at(n),
          unlisted_origin: `https://flood-${n}.example`,
        })),
      )
      .execute();
    // The oldest flooded origin is blocked: it stays on the list, with its lead counted.
    await block("https://flood-0.example");
    const shown = (await partners()).unlisted as UnlistedOrigin[];
    const flooded = shown.filter((entry) => entry.origin.startsWith("https://flood-"));
    expect(flooded.find((entry) => entry.origin === "https://flood-0.example")).toMatchObject({ leads: 1 });
    expect(shown.filter((entry) => !entry.blocked)).toHaveLength(UNLISTED_SHOWN);
    expect(flooded.map((entry) => entry.origin)).not.toContain("https://flood-1.example");
  });
});
