// The CSRF cookie is read in one place, core/api.ts, which every call's headers come from: a second
// reader would be a second rule for what the cookie holds.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

describe("widgets: one cookie reader", () => {
  it("reads document.cookie only in core/api.ts", () => {
    const files = readdirSync("widgets", { recursive: true, encoding: "utf8" })
      .filter((file) => /\.tsx?$/.test(file))
      .map((file) => path.posix.join("widgets", file.split(path.sep).join("/")));
    const readers = files.filter((file) => readFileSync(file, "utf8").includes("document.cookie"));
    expect(readers).toEqual(["widgets/kits/core/api.ts"]);
  });
});
