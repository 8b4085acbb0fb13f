// The ESM build for React hosts, the package @qto-solutions/widgets: publishable, react left to the
// host, typed, and packed with nothing but itself.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

describe("build: ESM package", () => {
  const pkg = JSON.parse(readFileSync("dist/esm/package.json", "utf8"));
  const code = readFileSync("dist/esm/index.js", "utf8");
  const types = readFileSync("dist/esm/index.d.ts", "utf8");

  it("is a publishable package with its exports, and react and react-dom as peers", () => {
    expect(pkg).toMatchObject({ name: "@qto-solutions/widgets", version: expect.stringMatching(/^\d+\.\d+\.\d+$/) });
    expect(pkg.private).toBeUndefined();
    expect(pkg.exports["."]).toEqual({ types: "./index.d.ts", import: "./index.js" });
    expect(Object.keys(pkg.peerDependencies)).toEqual(["react", "react-dom"]);
    expect(pkg.dependencies).toBeUndefined();
  });

  it("packs only the build, its types, its manifest and its README (npm pack --dry-run)", () => {
    const [packed] = JSON.parse(
      execFileSync("npm", ["pack", "--dry-run", "--json", "./dist/esm"], {
        encoding: "utf8",
        stdio: ["ignore", "pipe", "ignore"],
      }),
    );
    expect(packed.name).toBe("@qto-solutions/widgets");
    expect(packed.files.map((file: { path: string }) => file.path).sort()).toEqual([
      "README.md",
      "index.d.ts",
      "index.js",
      "package.json",
    ]);
  });

  it("imports react instead of bundling it or preact", () => {
    expect(code).toMatch(/from ["']react["']/);
    expect(code).toMatch(/from ["']react-dom["']/);
    expect(code).not.toMatch(/preact/);
  });

  it("declares every widget component and its props", () => {
    for (const name of ["ContactForm", "QuoteForm", "SampleForm", "ReplyForm", "ProjectBoard", "ProjectDetail"]) {
      expect(types).toMatch(new RegExp(`declare const ${name}:`));
    }
    expect(types).toMatch(/onSubmitted\?: \(detail: \{/);
  });
});
