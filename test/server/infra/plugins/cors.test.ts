// CORS: the public reads answer any origin with `*` and no credentials; the lead forms answer listed
// origins only; the console's endpoints never answer another origin.
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

  it("answers only listed origins on the lead forms, and no origin at all on the console", async () => {
    const preflight = (url: string, from: string, method = "POST") =>
      app.inject({ method: "OPTIONS", url, headers: { origin: from, "access-control-request-method": method } });
    expect((await preflight(VALID_LEADS.contact.path, origin)).headers["access-control-allow-origin"]).toBeUndefined();
    expect((await preflight(VALID_LEADS.reply.path, origin)).headers["access-control-allow-origin"]).toBeUndefined();
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
