// The server's layout, as the developers' guide states it: eight domains under server/domains/, each with
// one plugin entry (index.ts); route modules only in a domain's routes/ folder, each named after the
// resource it serves and exporting that one plugin (routes/staff-leads.ts → staffLeadsRoutes). The walls
// between the domains are dependency-cruiser's (.dependency-cruiser.js, in npm run lint).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const DOMAINS = path.resolve("server/domains");
const domains = readdirSync(DOMAINS, { withFileTypes: true }).filter((entry) => entry.isDirectory());
const serverFiles = (readdirSync("server", { recursive: true }) as string[]).map((file) =>
  file.split(path.sep).join("/"),
);
const routeModules = serverFiles.filter((file) => /^domains\/[^/]+\/routes\/[^/]+\.ts$/.test(file));

/** routes/staff-leads.ts → staffLeadsRoutes */
const pluginName = (file: string) =>
  path.basename(file, ".ts").replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()) + "Routes";

describe("server layout", () => {
  it("has the eight domains, each with its one plugin entry", () => {
    expect(domains.map((entry) => entry.name).sort()).toEqual(
      ["accounts", "alerts", "leads", "orders", "projects", "site", "staff", "webhooks"].sort(),
    );
    for (const { name } of domains) {
      const entries = serverFiles.filter(
        (file) =>
          file.startsWith(`domains/${name}/`) &&
          file.endsWith(".ts") &&
          /\bfp\(/.test(readFileSync(path.join("server", file), "utf8")),
      );
      expect(entries, name).toEqual([`domains/${name}/index.ts`]);
    }
    expect(existsSync("server/features")).toBe(false);
  });

  it("names no module routes.ts or *-routes.ts", () => {
    expect(serverFiles.filter((file) => /(^|\/|-)routes\.ts$/.test(file))).toEqual([]);
  });

  it("has route modules only in routes/ folders, each exporting the one plugin named after it", () => {
    expect(routeModules.length).toBeGreaterThan(30);
    for (const file of routeModules) {
      const code = readFileSync(path.join("server", file), "utf8");
      const exported = [...code.matchAll(/^export (?:async )?(?:function|const) (\w+)/gm)].map(([, name]) => name);
      expect(exported, file).toEqual([pluginName(file)]);
    }
    const elsewhere = serverFiles.filter(
      (file) =>
        file.endsWith(".ts") &&
        !file.includes("/routes/") &&
        /export async function \w+Routes\(/.test(readFileSync(path.join("server", file), "utf8")),
    );
    expect(elsewhere).toEqual([]);
  });
});
