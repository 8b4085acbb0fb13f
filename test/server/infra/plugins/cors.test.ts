// CORS: the public reads answer any origin with `*` and no credentials; the lead forms' POSTs answer any
// http(s) origin by name (never `null`); the rest answers listed origins only; the console's endpoints
// never answer another origin.
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testApp } from "../../../helpers/app.ts";
import { VALID_LEADS } from "../../../helpers/leads.ts";

describe("server: CORS", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp({ SEED_PROJECTS: "0", ALLOWED_ORIGINS: "https://listed.example" });
  });
  afterAll(() => app?.close());

  const origin = "https://unlisted.example";

  it("answers any origin on the public reads, without credentials", async () => {
    for (const url of [
      "/reactapp/projects/projects/",
      "/reactapp/projects/facets/",
      "/reactapp/blog-replies/?article=/Blog_Detail6/",
    ]) {
      const response = await app.inject({ url, headers: { origin } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["access-control-allow-origin"], url).toBe("*");
      expect(response.headers["access-control-allow-credentials"], url).toBeUndefined();
    }
  });

  const preflight = (url: string, from: string, method = "POST") =>
    app.inject({ method: "OPTIONS", url, headers: { origin: from, "access-control-request-method": method } });

  it("answers any http(s) origin by name on the lead forms' POSTs, without credentials, and never `null`", async () => {
    for (const lead of Object.values(VALID_LEADS)) {
      for (const from of [origin, "http://localhost:5173", "https://listed.example"]) {
        const answer = await preflight(lead.path, from);
        expect(answer.headers["access-control-allow-origin"], `${lead.path} ${from}`).toBe(from);
        expect(answer.headers["access-control-allow-credentials"]).toBeUndefined();
      }
      for (const from of ["null", "file://", "https://a.example/path", "chrome-extension://abc"])
        expect((await preflight(lead.path, from)).headers["access-control-allow-origin"], from).toBeUndefined();
    }
  });

  it("answers only listed origins elsewhere under /reactapp/, and no origin at all on the console", async () => {
    for (const url of ["/reactapp/register/", "/reactapp/cart/quote/", "/reactapp/create-contact/extra/"])
      expect((await preflight(url, origin)).headers["access-control-allow-origin"], url).toBeUndefined();
    // A lead path answers any origin for its POST only.
    expect(
      (await preflight(VALID_LEADS.contact.path, origin, "PUT")).headers["access-control-allow-origin"],
    ).toBeUndefined();
    expect(
      (await preflight("/reactapp/register/", "https://listed.example")).headers["access-control-allow-origin"],
    ).toBe("https://listed.example");
    expect(
      (await preflight(VALID_LEADS.contact.path, "https://listed.example")).headers["access-control-allow-origin"],
    ).toBe("https://listed.example");
    for (const from of [origin, "https://listed.example"]) {
      const staff = await app.inject({ url: "/reactapp/staff/replies/", headers: { origin: from } });
      expect(staff.headers["access-control-allow-origin"]).toBeUndefined();
      expect(
        (await preflight("/reactapp/staff/partners/", from, "GET")).headers["access-control-allow-origin"],
      ).toBeUndefined();
    }
  });
});
