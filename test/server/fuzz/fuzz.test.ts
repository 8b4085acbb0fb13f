// Hostile requests against every endpoint, query string and header the server reads: never a 5xx,
// never a row written by a refused request, never an upload file left behind. A few cases per endpoint
// here, with a fixed seed so a failure repeats; `npm run fuzz` runs 10,000 per endpoint, seeds varying.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENDPOINTS } from "./endpoints.ts";
import { fuzzEndpoint, fuzzTarget, type FuzzTarget } from "./harness.ts";

const RUNS = 40;
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);

let target: FuzzTarget;
beforeAll(async () => {
  target = await fuzzTarget();
});
afterAll(() => target?.app.close());

describe("server: every endpoint under hostile input", () => {
  for (const endpoint of ENDPOINTS) {
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
