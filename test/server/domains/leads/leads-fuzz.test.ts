// Thousands of malformed bodies against every lead endpoint: never a 5xx, never a stored row.
import fc from "fast-check";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testApp } from "../../../helpers/app.ts";
import { VALID_LEADS } from "../../../helpers/leads.ts";

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp({ SEED_PROJECTS: "0", RATE_LIMIT_LEADS: "1000000/1m" });
});
afterAll(() => app?.close());

// Bodies that look like a form: the real field names mixed with junk, holding values of any type.
function bodies(fields: string[]) {
  const key = fc.oneof(fc.constantFrom(...fields, "__proto__", "constructor", "fax_number", "partner"), fc.string());
  const value = fc.oneof(
    fc.string(),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.string()),
    fc.object(),
  );
  return fc.oneof(
    fc.dictionary(key, value).map((body) => ({ payload: JSON.stringify(body), type: "application/json" })),
    fc.string().map((text) => ({ payload: text, type: "application/json" })),
    fc
      .dictionary(key, fc.string())
      .map((body) => ({ payload: new URLSearchParams(body).toString(), type: "application/x-www-form-urlencoded" })),
    fc.jsonValue().map((json) => ({ payload: JSON.stringify(json), type: "application/json" })),
  );
}

describe("server: lead endpoints under malformed input", () => {
  it.each(Object.entries(VALID_LEADS))(
    "%s: no 5xx and no row written for malformed bodies",
    async (_type, { path, body }) => {
      await fc.assert(
        fc.asyncProperty(bodies(Object.keys(body)), async ({ payload, type }) => {
          const before = await app.leads.count();
          const response = await app.inject({ method: "POST", url: path, payload, headers: { "content-type": type } });
          expect(response.statusCode).toBeLessThan(500);
          const stored = (await app.leads.count()) - before;
          // A body that happens to be valid is stored once; everything else is refused and stores nothing.
          expect(stored).toBe(response.statusCode === 201 ? 1 : 0);
          if (response.statusCode !== 201) expect([400, 413, 415]).toContain(response.statusCode);
        }),
        { numRuns: 600 },
      );
    },
  );
});
