// Partners in the console: staff read them with their leads this month, admins change them (audited,
// validated), and an origin added there lets that origin's pages send leads at once, without a restart.
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DATABASES } from "../../../helpers/app.ts";
import { crossOriginLead, partnersSite } from "../../../helpers/partners.ts";
import type { StaffSession } from "../../../helpers/staff.ts";

const ACME = { id: "acme-builders", name: "Acme Builders", contact_name: "Ann", contact_email: "ann@acme.example" };

describe.each(TEST_DATABASES)("server: partners on $name", ({ url }) => {
  let app: FastifyInstance;
  let staff: StaffSession;
  let admin: StaffSession;

  const change = (method: "POST" | "PUT" | "DELETE", path: string, payload?: object, as = admin) =>
    app.inject({ method, url: `/reactapp/staff/partners/${path}`, payload, ...as.as() });
  const list = async () => (await app.inject({ url: "/reactapp/staff/partners/", ...staff.as() })).json();

  beforeAll(async () => {
    ({ app, staff, admin } = await partnersSite({ DATABASE_URL: await url() }));
  });
  afterAll(() => app?.close());

  it("lets staff read but only admins change, with the CSRF header", async () => {
    expect((await app.inject({ url: "/reactapp/staff/partners/" })).statusCode).toBe(401);
    expect((await change("POST", "", ACME, staff)).statusCode).toBe(403);
    const noCsrf = await app.inject({
      method: "POST",
      url: "/reactapp/staff/partners/",
      payload: ACME,
      cookies: admin.cookies,
    });
    expect(noCsrf.statusCode).toBe(403);
    expect(await list()).toEqual({ partners: [], seed_origins: ["https://seed.example"], unlisted: [] });
  });

  it("creates, updates and removes a partner, each change audited", async () => {
    const created = await change("POST", "", ACME);
    expect(created.statusCode).toBe(201);
    expect((await change("POST", "", ACME)).statusCode).toBe(409);
    expect((await change("PUT", `${ACME.id}/`, { ...ACME, id: undefined, name: "Acme Co." })).statusCode).toBe(200);
    expect((await list()).partners[0]).toMatchObject({
      id: ACME.id,
      name: "Acme Co.",
      origins: [],
      leads_this_month: 0,
    });
    const temporary = { id: "short-lived", name: "Short" };
    await change("POST", "", temporary);
    expect((await change("DELETE", "short-lived/")).statusCode).toBe(200);
    expect((await change("DELETE", "short-lived/")).statusCode).toBe(404);
    const audit = await app.inject({ url: "/reactapp/staff/audit/?entity=partner", ...admin.as() });
    expect(audit.json().entries.map((e: { action: string }) => e.action)).toEqual([
      "partner.deleted",
      "partner.created",
      "partner.updated",
      "partner.created",
    ]);
  });

  it("refuses bad input with a message for the field", async () => {
    const badId = await change("POST", "", { ...ACME, id: "Not A Slug" });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().id[0]).toMatch(/lower-case/);
    expect((await change("POST", "", { ...ACME, id: "x", contact_email: "nope" })).json().contact_email).toBeDefined();
    for (const origin of [
      "partner.example",
      "https://partner.example/",
      "https://p.example/path",
      "ftp://p.example",
      "javascript:alert(1)",
    ]) {
      const response = await change("POST", `${ACME.id}/origins/`, { origin });
      expect(response.statusCode, origin).toBe(400);
      expect(response.json().origin[0], origin).toMatch(/scheme, host and port/);
    }
    expect((await change("POST", "nobody/origins/", { origin: "https://a.example" })).statusCode).toBe(404);
  });

  it("lets an origin added in the console send leads at once, counts them, and stops when it is removed", async () => {
    const origin = "https://acme.example";
    const before = await crossOriginLead(app, origin);
    expect(before.listed).toBe(false);
    expect((await change("POST", `${ACME.id}/origins/`, { origin })).statusCode).toBe(201);
    expect((await change("POST", `${ACME.id}/origins/`, { origin })).statusCode).toBe(409);
    const after = await crossOriginLead(app, origin);
    expect(after.listed).toBe(true);
    expect(after.post.statusCode).toBe(201);
    expect(after.post.headers["access-control-allow-origin"]).toBe(origin);
    expect(after.post.headers["access-control-allow-credentials"]).toBeUndefined();
    // A lead naming no known partner is stored all the same, and counted for nobody.
    expect((await crossOriginLead(app, origin, "who-knows")).post.statusCode).toBe(201);
    const acme = (await list()).partners.find((p: { id: string }) => p.id === ACME.id);
    expect(acme).toMatchObject({ origins: [origin], leads_this_month: 2 });
    expect(await app.partners.knownIds()).toEqual(new Set([ACME.id]));

    const removed = await app.inject({
      method: "DELETE",
      url: `/reactapp/staff/partners/${ACME.id}/origins/?origin=${encodeURIComponent(origin)}`,
      ...admin.as(),
    });
    expect(removed.statusCode).toBe(200);
    expect((await crossOriginLead(app, origin)).listed).toBe(false);
    // ALLOWED_ORIGINS stays allowed beside the table.
    expect((await crossOriginLead(app, "https://seed.example")).listed).toBe(true);
  });
});
