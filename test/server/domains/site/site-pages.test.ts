// Paths a browser never sends but an attacker does: answered from the site's index like any other,
// never a 5xx and never a redirect to another host (https://cwe.mitre.org/data/definitions/601.html).
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testApp } from "../../../helpers/app.ts";

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp({ SEED_PROJECTS: "0" });
});
afterAll(() => app.close());

describe("server: site pages", () => {
  it.each(["//Bkhj%7CA%3Ch", "//527383852416/236526519517", "//evil.example/", "//[/", "///AboutUS/"])(
    "answers the path %s, which starts with two slashes, with the 404 page",
    async (url) => {
      const response = await app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(404);
      expect(response.headers["content-type"]).toMatch(/^text\/html/);
      expect(response.headers.location).toBeUndefined();
    },
  );
});
