// A comment says why in its own words: a reader of the code has no tracker, so "(issue N)" tells them
// nothing. This holds the widgets, the build and its tests to that; the lines that cite a standard or an
// upstream project link it instead.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const SCANNED = [
  "widgets",
  "build",
  "pages",
  "scripts/*.js",
  "scripts/lib",
  "test/widgets",
  "test/build",
  "test/e2e",
  "rollup.config.mjs",
  ".eleventy.js",
];
// Built from parts, so this file does not match itself.
const TRACKER_NUMBER = new RegExp(["\\bissues?", "\\s*#?", "\\d+"].join(""), "i");

describe("build: comments without tracker numbers", () => {
  it("cites no issue number in the widgets, the build, the pages or their tests", () => {
    const files = execFileSync("git", ["ls-files", "--", ...SCANNED], { encoding: "utf8" })
      .split("\n")
      .filter((file) => /\.(tsx?|m?js|css|njk|md)$/.test(file));
    const cited = files.flatMap((file) =>
      readFileSync(file, "utf8")
        .split("\n")
        .flatMap((line, index) => (TRACKER_NUMBER.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(cited).toEqual([]);
  });
});
