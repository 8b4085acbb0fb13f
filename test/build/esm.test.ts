// The ESM build for React hosts: importable through package.json's exports, react left to the host,
// and typed.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

describe("build: ESM package", () => {
  const pkg = JSON.parse(readFileSync("package.json", "utf8"));
  const code = readFileSync("dist/esm/index.js", "utf8");
  const types = readFileSync("dist/esm/index.d.ts", "utf8");

  it("is exposed through package.json exports, with react and react-dom as peers", () => {
    expect(pkg.exports["."]).toEqual({ types: "./dist/esm/index.d.ts", import: "./dist/esm/index.js" });
    expect(Object.keys(pkg.peerDependencies)).toEqual(["react", "react-dom"]);
  });

  it("imports react instead of bundling it or preact", () => {
    expect(code).toMatch(/from ["']react["']/);
    expect(code).toMatch(/from ["']react-dom["']/);
    expect(code).not.toMatch(/preact/);
  });

  it("declares every widget component and its props", () => {
    for (const name of ["ContactForm", "QuoteForm", "SampleForm", "ReplyForm"]) {
      expect(types).toMatch(new RegExp(`declare const ${name}:`));
    }
    expect(types).toMatch(/onSubmitted\?: \(detail: \{/);
  });
});
