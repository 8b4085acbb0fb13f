// Where a visitor goes after signing in: only a path of this site, never another origin.
import { describe, expect, it } from "vitest";
import { nextPath, withNext } from "../../../../widgets/kits/account-kit/next-path.ts";

const ORIGIN = "https://qto.example";

describe("widgets: next path", () => {
  it.each([
    ["?next=/CheckOut/", "/CheckOut/"],
    ["?next=%2FProjects%2F%3Ftab%3Dfavorites", "/Projects/?tab=favorites"],
    ["?next=/ProjectDetail/12#documents", "/ProjectDetail/12#documents"],
    ["", "/"],
    ["?next=https://evil.example/", "/"],
    ["?next=//evil.example/x", "/"],
    ["?next=/\\evil.example", "/"],
    ["?next=/..//evil.example", "/evil.example"],
    ["?next=/.//evil.example/x", "/evil.example/x"],
    ["?next=%2F.%2F%2Fevil.example", "/evil.example"],
    ["?next=/%2e%2e//evil.example", "/evil.example"],
    ["?next=javascript:alert(1)", "/"],
    ["?next=/login/", "/"],
    ["?next=/register", "/"],
  ])("%s goes to %s", (search, path) => {
    expect(nextPath(search, ORIGIN)).toBe(path);
  });

  it("links to an account page with the way back, except from Home and the account pages", () => {
    expect(withNext("/login/", "/CheckOut/")).toBe("/login/?next=%2FCheckOut%2F");
    expect(withNext("/login/", "/Projects/", "?tab=favorites")).toBe("/login/?next=%2FProjects%2F%3Ftab%3Dfavorites");
    expect(withNext("/login/", "/ProjectDetail/42/", "", "#documents")).toBe(
      "/login/?next=%2FProjectDetail%2F42%2F%23documents",
    );
    expect(withNext("/login/", "/")).toBe("/login/");
    expect(withNext("/Register/", "/login/")).toBe("/Register/");
  });
});
