// Hostile requests against every endpoint, query string and header the server reads: never a 5xx,
// never a row written by a refused request, never an upload file left behind. A few cases per endpoint
// here, with a fixed seed so a failure repeats; `npm run fuzz` runs 10,000 per endpoint, seeds varying.
import { afterAll, describe, expect, it } from "vitest";
import { ENDPOINTS } from "./endpoints.ts";
import { fuzzEndpoint, fuzzTarget } from "./harness.ts";
import { staffEndpoints, staffRoutes } from "./staff-endpoints.ts";

const RUNS = 40;
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);

// Built before the tests are collected: the console's endpoints come from its route table.
const target = await fuzzTarget();
afterAll(() => target.app.close());

describe("server: every endpoint under hostile input", () => {
  it("reads the console's routes from the route table, each one the server has", () => {
    const routes = staffRoutes(target.app);
    expect(routes.map(({ url }) => url)).toEqual(
      expect.arrayContaining(["/reactapp/staff/leads/:id", "/reactapp/staff/orders/:id/messages/:message/attachment/"]),
    );
    for (const { url, methods } of routes)
      for (const method of methods) expect(target.app.hasRoute({ method, url }), `${method} ${url}`).toBe(true);
    expect(staffEndpoints(target.app)).toHaveLength(routes.length);
  });
  for (const endpoint of [...ENDPOINTS, ...staffEndpoints(target.app)]) {
    it(`${endpoint.name}: no 5xx, no row from a refused request, no file left`, async () => {
      const stats = await fuzzEndpoint(target, endpoint, { numRuns: RUNS, seed: SEED });
      expect(stats.cases).toBe(RUNS);
      expect({ "5xx": stats["5xx"], rows: stats.rows, files: stats.files, examples: stats.examples }).toEqual({
        "5xx": 0,
        rows: 0,
        files: 0,
        examples: [],
      });
    });
  }
});
