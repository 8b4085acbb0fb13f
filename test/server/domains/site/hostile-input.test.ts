// The replies' and partners' console endpoints under hostile input from an admin with the second factor,
// with the bodies their hand-written fuzz rows draw (the shared suite sends those rows as a customer, whom
// the guards refuse before any validation, and every console route as an administrator with generic
// bodies): never a 5xx, never a row written by a refused request.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENDPOINTS } from "../../fuzz/endpoints.ts";
import { fuzzEndpoint, fuzzTarget, type FuzzTarget } from "../../fuzz/harness.ts";

let target: FuzzTarget;
beforeAll(async () => {
  // The shared rows are the customer's: sent here as the target's administrator instead.
  const shared = await fuzzTarget();
  target = { ...shared, identity: shared.admin };
});
afterAll(() => target?.app.close());

describe("server: console replies and partners under hostile input", () => {
  for (const endpoint of ENDPOINTS.filter((e) => /staff\/(replies|partners)/.test(e.name))) {
    it(`${endpoint.name}: no 5xx, no row from a refused request`, async () => {
      const stats = await fuzzEndpoint(target, endpoint, { numRuns: 60, seed: 20261123 });
      expect({ "5xx": stats["5xx"], rows: stats.rows, examples: stats.examples }).toEqual({
        "5xx": 0,
        rows: 0,
        examples: [],
      });
    });
  }
});
