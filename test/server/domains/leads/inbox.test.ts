// The console's inbox: only staff with the second factor see it; each filter, the sort, the pages and
// the CSV (the command-line export's columns) answer what was asked; a malformed query is a 400.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LeadRow, LeadsPage } from "../../../../contract/staff/leads.ts";
import { TEST_DATABASES, tempDataDir, testApp } from "../../../helpers/app.ts";
import { signedIn } from "../../../helpers/accounts.ts";
import { VALID_LEADS } from "../../../helpers/leads.ts";
import { signedInStaff, type StaffSession } from "../../../helpers/staff.ts";

describe.each(TEST_DATABASES)("server: the leads inbox on $name", ({ url }) => {
  const dataDir = tempDataDir();
  let databaseUrl: string;
  let app: FastifyInstance;
  let staff: StaffSession;
  let other: StaffSession;
  const references: Record<string, string> = {};
  const ids: Record<string, number> = {};

  const post = async (kind: keyof typeof VALID_LEADS, body: Record<string, unknown> = {}) => {
    const lead = VALID_LEADS[kind];
    const response = await app.inject({ method: "POST", url: lead.path, payload: { ...lead.body, ...body } });
    if (response.statusCode !== 201) throw new Error(response.body);
    return response.json() as { id: number; reference: string };
  };
  const list = async (query = "", as = staff) => {
    const response = await app.inject({ url: `/reactapp/staff/leads/?${query}`, ...as.as() });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as LeadsPage;
  };
  const refs = (page: LeadsPage) => page.results.map((row: LeadRow) => row.reference);

  beforeAll(async () => {
    databaseUrl = await url();
    app = await testApp({
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      SEED_PROJECTS: "0",
      RATE_LIMIT_LEADS: "500/10m",
    });
    staff = await signedInStaff(app, "sales-sam");
    other = await signedInStaff(app, "sales-olga");
    for (let n = 0; n < 52; n++) await post("contact", { name: `Filler ${String(n).padStart(2, "0")}` });
    for (const [key, kind, body] of [
      ["quote", "quote", { partner: "acme-plans" }],
      ["sample", "sample", {}],
      ["reply", "reply", {}],
      ["needle", "contact", { name: "Zoe Needle", company_name: "Needle & Thread", message: "100% concrete" }],
    ] as const) {
      const created = await post(kind, body);
      references[key] = created.reference;
      ids[key] = created.id;
    }
    await app.inject({
      method: "POST",
      url: `/reactapp/staff/leads/${ids.quote}/assign`,
      payload: { assignee_id: staff.userId },
      ...staff.as(),
    });
  });
  afterAll(() => app?.close());

  it("refuses anonymous visitors (401), customers (403) and staff without the second factor (403)", async () => {
    expect((await app.inject({ url: "/reactapp/staff/leads/" })).statusCode).toBe(401);
    expect((await app.inject({ url: "/reactapp/staff/leads.csv" })).statusCode).toBe(401);
    const customer = await signedIn(app, "customer-cat");
    expect((await app.inject({ url: "/reactapp/staff/leads/", cookies: customer.cookies })).statusCode).toBe(403);
    const noCode = await signedInStaff(app, "sales-nocode", { secondFactor: false });
    const refused = await app.inject({ url: "/reactapp/staff/leads/", ...noCode.as() });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe("second_factor_required");
  });

  it("lists every type newest first, 50 a page, with the count and the sender's fields", async () => {
    const first = await list();
    expect(first.count).toBe(56);
    expect(first.capped).toBe(false);
    expect(first.results).toHaveLength(50);
    expect(first.results[0]).toMatchObject({
      reference: references.needle,
      type: "contact",
      name: "Zoe Needle",
      company: "Needle & Thread",
      email: "dana@example.com",
      status: "new",
      assignee: null,
    });
    const second = await list("page=2");
    expect(second.results).toHaveLength(6);
    expect(new Set([...refs(first), ...refs(second)]).size).toBe(56);
    const quote = first.results.find((row) => row.reference === references.quote)!;
    expect(quote).toMatchObject({ name: "Sam Park", assignee: "sales-sam", partner: "acme-plans" });
  });

  it("marks a partner the firm has no record of, until an admin adds it", async () => {
    const partnerOf = async () => (await list("partner=acme-plans")).results[0]!.partner_known;
    const detail = async () =>
      (await app.inject({ url: `/reactapp/staff/leads/${ids.quote}`, ...staff.as() })).json().attribution;
    expect(await partnerOf()).toBe(false);
    expect(await detail()).toMatchObject({ partner: "acme-plans", partner_known: false });
    const admin = await signedInStaff(app, "admin-ada", { role: "admin" });
    const added = await app.inject({
      method: "POST",
      url: "/reactapp/staff/partners/",
      payload: { id: "acme-plans", name: "Acme Plans" },
      ...admin.as(),
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(await partnerOf()).toBe(true);
    expect(await detail()).toMatchObject({ partner_known: true });
  });

  it("filters by type, status, partner, assignee (me, none, an id) and dates", async () => {
    expect(refs(await list("type=sample"))).toEqual([references.sample]);
    expect(refs(await list("status=pending_moderation"))).toEqual([references.reply]);
    expect(refs(await list("partner=acme-plans"))).toEqual([references.quote]);
    expect(refs(await list("assignee=me"))).toEqual([references.quote]);
    expect(refs(await list("assignee=me", other))).toEqual([]);
    expect(refs(await list(`assignee=${staff.userId}`, other))).toEqual([references.quote]);
    expect((await list("assignee=none")).count).toBe(55);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(`from=${today}&to=${today}`)).count).toBe(56);
    expect((await list("to=2020-01-01")).count).toBe(0);
    expect((await list("from=2999-01-01")).count).toBe(0);
  });

  it("searches name, e-mail, company, reference and message, its % taken literally", async () => {
    expect(refs(await list("q=needle"))).toEqual([references.needle]);
    expect(refs(await list(`q=${references.sample!.toLowerCase()}`))).toEqual([references.sample]);
    expect(refs(await list(`q=${references.sample!.slice(0, 9).toLowerCase()}`))).toEqual([references.sample]);
    expect(refs(await list("q=Chen%20Masonry"))).toEqual([references.sample]);
    expect(refs(await list("q=lee%40example.com"))).toEqual([references.sample]);
    expect(refs(await list("q=100%25%20concrete"))).toEqual([references.needle]);
    expect((await list("q=50%25")).count).toBe(0);
  });

  it("sorts by received either way, by name and by type", async () => {
    const oldest = await list("sort=received");
    expect(oldest.results[0]!.name).toBe("Filler 00");
    const byName = await list("sort=name");
    expect(byName.results.slice(0, 2).map((row) => row.name)).toEqual(["Ari", "Filler 00"]);
    const byType = await list("sort=type");
    expect(byType.results[0]!.type).toBe("contact");
    expect((await list("sort=type&page=2")).results.map((row) => row.type)).toEqual([
      "contact",
      "contact",
      "contact",
      "quote",
      "reply",
      "sample",
    ]);
  });

  it("answers 400, never 500, to a malformed query", async () => {
    for (const query of [
      "page=0",
      "page=abc",
      "type=fax",
      "sort=evil",
      "from=2026-13-01",
      "assignee=-1",
      "status=DROP%20TABLE",
    ]) {
      const response = await app.inject({ url: `/reactapp/staff/leads/?${query}`, ...staff.as() });
      expect(response.statusCode, query).toBe(400);
    }
    const csv = await app.inject({ url: "/reactapp/staff/leads.csv?to=yesterday", ...staff.as() });
    expect(csv.statusCode).toBe(400);
  });

  it("downloads the filtered view as CSV with the command-line export's columns", async () => {
    const response = await app.inject({ url: "/reactapp/staff/leads.csv?type=quote&sort=received", ...staff.as() });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/csv/);
    expect(response.headers["content-disposition"]).toMatch(/^attachment; filename="leads-\d{4}-\d\d-\d\d\.csv"$/);
    const cli = execFileSync(process.execPath, ["--import", "tsx", "scripts/leads.ts", "export", "--type", "quote"], {
      env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir },
      encoding: "utf8",
    });
    expect(response.body).toBe(cli);
    const all = await app.inject({ url: "/reactapp/staff/leads.csv?q=needle", ...staff.as() });
    expect(all.body.trim().split("\r\n")).toHaveLength(2);
  });

  it("links the firm's e-mail about a lead to its page in the console", async () => {
    const outbox = path.join(dataDir, "outbox");
    const mails = readdirSync(outbox).map((name) => readFileSync(path.join(outbox, name), "utf8"));
    // The firm's, not the sender's acknowledgement, which names the reference too.
    const mail = mails.find((text) => text.includes(references.needle!) && /^To: leads@/m.test(text))!;
    expect(mail).toContain(`http://localhost:8080/staff/lead/?id=${ids.needle}`);
  });
});
