// What the quote endpoint refuses that a lax reading of its fields let through: days
// the calendar lacks, and links that are not web addresses. Each is a 400 on the field, nothing stored.
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tempDataDir, testApp } from "../../../helpers/app.ts";
import { VALID_LEADS } from "../../../helpers/leads.ts";

const { path: QUOTE, body: QUOTE_BODY } = VALID_LEADS.quote;

describe("server: quote field validation", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp({ DATA_DIR: tempDataDir(), SEED_PROJECTS: "0", RATE_LIMIT_LEADS: "1000/1m" });
  });
  afterAll(() => app?.close());

  const post = (fields: Record<string, unknown>) =>
    app.inject({ method: "POST", url: QUOTE, payload: { ...QUOTE_BODY, ...fields } });

  it.each(["2027-02-30", "2027-04-31", "0000-01-01", "2027-02-29", "2100-02-29", "2027-13-01", "2027-00-10"])(
    "refuses the required date %s, a day the calendar lacks",
    async (day) => {
      const before = await app.leads.count();
      const response = await post({ project_required_date: day });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ project_required_date: ["Enter a valid date (YYYY-MM-DD)."] });
      expect(await app.leads.count()).toBe(before);
    },
  );

  it.each(["2028-02-29", "2000-02-29", "2027-04-30", "2027-12-31", "0001-01-01"])(
    "takes the real day %s",
    async (day) => {
      expect((await post({ project_required_date: day })).statusCode).toBe(201);
    },
  );

  it.each([
    "javascript:alert(1)",
    "JavaScript:alert(document.cookie)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "file:///etc/passwd",
    "ftp://files.example.com/",
    "https:example.com",
    "buildco",
    "build co.example",
  ])("refuses the website %s, which is no web address", async (url) => {
    const response = await post({ website_url: url });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ website_url: ["Enter a website like buildco.com."] });
  });

  it.each(["https://parkgc.example.com", "http://parkgc.example.com/about?x=1", "HTTPS://PARKGC.EXAMPLE.COM", ""])(
    "takes the website %j",
    async (url) => {
      expect((await post({ website_url: url })).statusCode).toBe(201);
    },
  );

  const lastWebsite = async () => (await app.leads.export("quote")).at(-1)!.payload.website_url;

  it.each([
    ["buildco.example", "https://buildco.example"],
    [" www.buildco.example/about ", "https://www.buildco.example/about"],
    ["buildco.example:8080", "https://buildco.example:8080"],
    ["http://buildco.example", "http://buildco.example"],
  ])("stores the website %j as %j", async (typed, stored) => {
    expect((await post({ website_url: typed })).statusCode).toBe(201);
    expect(await lastWebsite()).toBe(stored);
  });

  it("stores https:// before a website typed without it in the no-JavaScript form", async () => {
    const fields = Object.entries({ ...QUOTE_BODY, website_url: "buildco.example" });
    const body = new URLSearchParams(fields.flatMap(([name, value]) => [value].flat().map((item) => [name, item])));
    const response = await app.inject({
      method: "POST",
      url: QUOTE,
      payload: body.toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(await lastWebsite()).toBe("https://buildco.example");
  });
});
