// Hostile requests against every endpoint, query string and header the server reads: never a 5xx,
// never a row written by a refused request, never an upload file left behind. A few cases per endpoint
// here, with a fixed seed so a failure repeats; `npm run fuzz` runs 10,000 per endpoint, seeds varying.
import { afterAll, describe, expect, it } from "vitest";
import { ENDPOINTS } from "./endpoints.ts";
import { fuzzEndpoint, fuzzTarget } from "./harness.ts";
import { staffEndpoints } from "./staff-endpoints.ts";

const RUNS = 40;
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);

// Built before the tests are collected: the console's endpoints come from its route table.
const target = await fuzzTarget();
afterAll(() => target.app.close());

describe("server: every endpoint under hostile input", () => {
  it("finds the console's routes in the route table", () => {
    expect(staffEndpoints(target.app).map((endpoint) => endpoint.name)).toEqual(
      expect.arrayContaining(["GET /reactapp/staff/leads/:id", "POST /reactapp/staff/leads/:id/status"]),
    );
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
