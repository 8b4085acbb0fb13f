// The depth check every JSON body passes before it is parsed: one pass over the text, no recursion.
import { describe, expect, it } from "vitest";
import { MAX_JSON_DEPTH, nestsDeeperThan } from "../../../../server/infra/http/json-depth.ts";

const objects = (depth: number) => '{"a":'.repeat(depth) + "1" + "}".repeat(depth);
const arrays = (depth: number) => "[".repeat(depth) + "]".repeat(depth);

describe("server/infra/http/json-depth", () => {
  it("counts objects and arrays opened inside one another", () => {
    expect(nestsDeeperThan(objects(3), 3)).toBe(false);
    expect(nestsDeeperThan(objects(4), 3)).toBe(true);
    expect(nestsDeeperThan(arrays(4), 3)).toBe(true);
    expect(nestsDeeperThan('[{"a":[{"b":1}]}]', 3)).toBe(true);
  });

  it("counts depth, not how many objects a body has side by side", () => {
    expect(nestsDeeperThan(JSON.stringify({ lines: Array.from({ length: 500 }, () => ({ id: [1] })) }), 4)).toBe(false);
  });

  it("skips brackets inside strings, escaped quotes included", () => {
    expect(nestsDeeperThan(JSON.stringify({ note: "[[[[{{{{" }), 1)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ note: 'a \\" [[[[ "' }), 1)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ note: "\\" }) + "[[", 1)).toBe(true);
  });

  it("reads 50,000 levels without running out of stack", () => {
    expect(nestsDeeperThan(objects(50_000), MAX_JSON_DEPTH)).toBe(true);
    expect(nestsDeeperThan(arrays(50_000), MAX_JSON_DEPTH)).toBe(true);
  });
});
