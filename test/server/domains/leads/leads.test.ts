import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DATABASES, tempDataDir, testApp } from "../../../helpers/app.ts";
import { VALID_LEADS } from "../../../helpers/leads.ts";
import { multipart, PDF } from "../../../helpers/multipart.ts";

const files = (dir: string) => {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
};

describe.each(TEST_DATABASES)("server: lead endpoints on $name", ({ url }) => {
  let app: FastifyInstance;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = tempDataDir();
    app = await testApp({
      DATABASE_URL: await url(),
      DATA_DIR: dataDir,
      SEED_PROJECTS: "0",
      RATE_LIMIT_LEADS: "1000/1m",
      // Jobs run when a test says so.
      JOBS_POLL_MS: "0",
    });
  });
  afterAll(() => app?.close());

  const post = (path: string, payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({ method: "POST", url: path, payload: payload as object, headers });
  const leadCount = () => app.leads.count();

  it.each(Object.entries(VALID_LEADS))(
    "stores a %s lead and answers 201 with its id and reference",
    async (type, { path: endpoint, body }) => {
      const before = await leadCount();
      const response = await post(endpoint, {
        ...body,
        source_page: "/quote/",
        referrer: "https://partner.example/",
        partner: "acme",
        utm_source: "newsletter",
      });
      expect(response.statusCode, response.body).toBe(201);
      const { id, reference } = response.json();
      expect(reference).toMatch(/^QTO-[CQSR]-[0-9A-Z]{8}$/);
      expect(await leadCount()).toBe(before + 1);
      const [lead] = (
        await app.leads.export(type === "contact" ? "contact" : (type as "quote" | "sample" | "reply"))
      ).filter((l) => l.id === id);
      expect(lead).toMatchObject({
        reference,
        source_page: "/quote/",
        referrer: "https://partner.example/",
        partner: "acme",
        utm: { utm_source: "newsletter" },
      });
      expect(lead!.status).toBe(type === "reply" ? "pending_moderation" : "new");
    },
  );

  it("accepts the no-JavaScript form's urlencoded body", async () => {
    const response = await app.inject({
      method: "POST",
      url: VALID_LEADS.sample.path,
      payload: new URLSearchParams(VALID_LEADS.sample.body).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(response.statusCode, response.body).toBe(201);
  });

  it("stores a quote for the whole project as the whole project, and its sales e-mail says so", async () => {
    const before = files(path.join(dataDir, "outbox")).length;
    // JSON from the widget (the whole project ticked beside two divisions), a plain form's one checkbox.
    const json = await post(VALID_LEADS.quote.path, { ...VALID_LEADS.quote.body, select_csi_divisions: ["03", "all"] });
    const plain = await app.inject({
      method: "POST",
      url: VALID_LEADS.quote.path,
      payload: new URLSearchParams({ ...VALID_LEADS.quote.body, select_csi_divisions: "all" }).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    const created = [json, plain].map((response) => {
      expect(response.statusCode, response.body).toBe(201);
      return response.json() as { id: number; reference: string };
    });
    const ids = created.map((lead) => lead.id);
    const stored = (await app.leads.export("quote")).filter((lead) => ids.includes(lead.id));
    expect(stored.map((lead) => lead.payload.select_csi_divisions)).toEqual([["all"], ["all"]]);
    await app.jobs.runDue();
    const mails = files(path.join(dataDir, "outbox"))
      .slice(before)
      .map((file) => readFileSync(path.join(dataDir, "outbox", file), "utf8"))
      .filter((mail) => created.some((lead) => mail.includes(lead.reference)) && mail.includes("CSI divisions:"));
    expect(mails).toHaveLength(2);
    for (const mail of mails) expect(mail).toContain("CSI divisions: Whole project (all divisions)");
  });

  it("writes a notification for the firm to the outbox when no SMTP server is configured", async () => {
    const before = files(path.join(dataDir, "outbox")).length;
    await post(VALID_LEADS.contact.path, VALID_LEADS.contact.body);
    await app.jobs.runDue();
    expect(files(path.join(dataDir, "outbox")).length).toBeGreaterThan(before);
  });

  it("answers a repeated Idempotency-Key with the first response and stores nothing new", async () => {
    const headers = { "idempotency-key": `key-${Date.now()}-abcdef` };
    const first = await post(VALID_LEADS.contact.path, VALID_LEADS.contact.body, headers);
    const count = await leadCount();
    const again = await post(VALID_LEADS.contact.path, VALID_LEADS.contact.body, headers);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await leadCount()).toBe(count);
  });

  it("stores one lead when the same key arrives twice at once", async () => {
    const headers = { "idempotency-key": `race-${Date.now()}-abcdef` };
    const count = await leadCount();
    const [a, b] = await Promise.all([
      post(VALID_LEADS.sample.path, VALID_LEADS.sample.body, headers),
      post(VALID_LEADS.sample.path, VALID_LEADS.sample.body, headers),
    ]);
    expect(a.json()).toEqual(b.json());
    expect(await leadCount()).toBe(count + 1);
  });

  it("answers 400 with DRF field errors and writes nothing", async () => {
    const count = await leadCount();
    const response = await post(VALID_LEADS.contact.path, {
      ...VALID_LEADS.contact.body,
      email: "not-an-email",
      name: "",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ email: ["Enter a valid email address."], name: ["Name is required."] });
    const missing = await post(VALID_LEADS.contact.path, { name: "A", email: "a@example.com" });
    expect(missing.json()).toEqual({ message: ["This field is required."] });
    expect(await leadCount()).toBe(count);
  });

  it("refuses unknown fields and prototype keys", async () => {
    const unknown = await post(VALID_LEADS.contact.path, { ...VALID_LEADS.contact.body, is_admin: true });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ is_admin: ["This field is not allowed."] });
    for (const key of ["__proto__", "constructor"]) {
      const body = `{"name":"A","email":"a@example.com","message":"m","${key}":{"prototype":{"x":1}}}`;
      const response = await post(VALID_LEADS.contact.path, body, { "content-type": "application/json" });
      expect(response.statusCode, key).toBe(400);
    }
  });

  it("rejects invalid choices: sample type, value range, CSI division, date", async () => {
    expect(
      (await post(VALID_LEADS.sample.path, { ...VALID_LEADS.sample.body, sample_type: "Alabama" })).json(),
    ).toHaveProperty("sample_type");
    const quote = await post(VALID_LEADS.quote.path, {
      ...VALID_LEADS.quote.body,
      estimated_value_of_a_project: "residential",
      select_csi_divisions: ["infrastructure"],
      project_required_date: "soon",
    });
    expect(Object.keys(quote.json()).sort()).toEqual([
      "estimated_value_of_a_project",
      "project_required_date",
      "select_csi_divisions",
    ]);
  });

  it("answers malformed JSON with 400, a body over 1 MB with 413 and an unknown content type with 415", async () => {
    expect((await post(VALID_LEADS.contact.path, "{not json", { "content-type": "application/json" })).statusCode).toBe(
      400,
    );
    const huge = JSON.stringify({ ...VALID_LEADS.contact.body, message: "x".repeat(1024 * 1024 + 10) });
    expect((await post(VALID_LEADS.contact.path, huge, { "content-type": "application/json" })).statusCode).toBe(413);
    expect((await post(VALID_LEADS.contact.path, "<xml/>", { "content-type": "application/xml" })).statusCode).toBe(
      415,
    );
  });

  it("drops a submission whose honeypot is filled, answering 201 all the same", async () => {
    const count = await leadCount();
    const response = await post(VALID_LEADS.contact.path, { ...VALID_LEADS.contact.body, fax_number: "555-0000" });
    expect(response.statusCode).toBe(201);
    expect(response.json().reference).toMatch(/^QTO-C-/);
    expect(await leadCount()).toBe(count);
  });

  describe("quote uploads", () => {
    const quoteParts = Object.entries(VALID_LEADS.quote.body).flatMap(([name, value]) =>
      Array.isArray(value) ? value.map((v) => ({ name, value: v })) : [{ name, value: String(value) }],
    );
    const uploads = () => files(path.join(dataDir, "uploads"));

    it("stores PDF specification files under random names", async () => {
      const before = uploads().length;
      const { payload, headers } = multipart([
        ...quoteParts,
        { name: "specification_files", filename: "../../etc/plans.pdf", content: PDF },
        { name: "specification_files", filename: "specs.pdf", content: PDF },
      ]);
      const response = await app.inject({ method: "POST", url: VALID_LEADS.quote.path, payload, headers });
      expect(response.statusCode, response.body).toBe(201);
      const added = uploads().slice(before);
      expect(uploads()).toHaveLength(before + 2);
      for (const name of uploads()) expect(name).toMatch(/^[0-9a-f-]{36}\.pdf$/);
      const [lead] = (await app.leads.export("quote")).filter((l) => l.id === response.json().id);
      expect(lead!.files).toHaveLength(2);
      expect(lead!.payload.select_csi_divisions).toEqual(["03", "09"]);
      void added;
    });

    it("refuses a file that is not a PDF by content, whatever its name and type, and keeps no file", async () => {
      const before = uploads().length;
      const count = await leadCount();
      const { payload, headers } = multipart([
        ...quoteParts,
        {
          name: "specification_files",
          filename: "plans.pdf",
          content: Buffer.from("MZ\x90\x00 not a pdf"),
          type: "application/pdf",
        },
      ]);
      const response = await app.inject({ method: "POST", url: VALID_LEADS.quote.path, payload, headers });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ specification_files: ["Upload PDF files only."] });
      expect(uploads()).toHaveLength(before);
      expect(await leadCount()).toBe(count);
    });

    it("answers 413 for more than 10 files or a file over 25 MB, keeping no file", async () => {
      const before = uploads().length;
      const eleven = Array.from({ length: 11 }, (_, i) => ({
        name: "specification_files",
        filename: `f${i}.pdf`,
        content: PDF,
      }));
      const many = multipart([...quoteParts, ...eleven]);
      expect((await app.inject({ method: "POST", url: VALID_LEADS.quote.path, ...many })).statusCode).toBe(413);
      const big = multipart([
        ...quoteParts,
        {
          name: "specification_files",
          filename: "big.pdf",
          content: Buffer.concat([PDF, Buffer.alloc(25 * 1024 * 1024)]),
        },
      ]);
      expect((await app.inject({ method: "POST", url: VALID_LEADS.quote.path, ...big })).statusCode).toBe(413);
      expect(uploads()).toHaveLength(before);
    });

    it("deletes the uploaded files when the form's fields are invalid", async () => {
      const before = uploads().length;
      const { payload, headers } = multipart([
        { name: "full_name", value: "X" },
        { name: "specification_files", filename: "a.pdf", content: PDF },
      ]);
      expect((await app.inject({ method: "POST", url: VALID_LEADS.quote.path, payload, headers })).statusCode).toBe(
        400,
      );
      expect(uploads()).toHaveLength(before);
    });
  });
});

describe("server: lead endpoints across origins and under load", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp({ SEED_PROJECTS: "0", ALLOWED_ORIGINS: "https://partner.example", RATE_LIMIT_LEADS: "3/1m" });
  });
  afterAll(() => app?.close());

  it("answers preflights from any http(s) origin, listed or not, never `null`, without credentials", async () => {
    const preflight = await app.inject({
      method: "OPTIONS",
      url: VALID_LEADS.contact.path,
      headers: {
        origin: "https://partner.example",
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type,idempotency-key",
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers["access-control-allow-origin"]).toBe("https://partner.example");
    expect(String(preflight.headers["access-control-allow-headers"]).toLowerCase()).toContain("idempotency-key");
    expect(preflight.headers["access-control-allow-credentials"]).toBeUndefined();
    for (const [origin, answered] of [
      ["https://not-yet-listed.example", "https://not-yet-listed.example"],
      ["null", undefined],
    ]) {
      const response = await app.inject({
        method: "OPTIONS",
        url: VALID_LEADS.contact.path,
        headers: { origin, "access-control-request-method": "POST" },
      });
      expect(response.headers["access-control-allow-origin"], origin).toBe(answered);
      expect(response.headers["access-control-allow-credentials"]).toBeUndefined();
    }
  });

  it("limits lead submissions per IP with 429 and Retry-After, from unlisted origins too", async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      const response = await app.inject({
        method: "POST",
        url: VALID_LEADS.sample.path,
        payload: VALID_LEADS.sample.body,
        headers: { origin: "https://not-yet-listed.example" },
        remoteAddress: "203.0.113.9",
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expect(Number(response.headers["retry-after"])).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
    const other = await app.inject({
      method: "POST",
      url: VALID_LEADS.sample.path,
      payload: VALID_LEADS.sample.body,
      remoteAddress: "203.0.113.10",
    });
    expect(other.statusCode).toBe(201);
  });
});
