// The console's code (its screens, their kit and the staff contract) imports valibot as a copy of its
// own, which goes with the console's kit: the public forms' valibot stays without the console's actions.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CONSOLE_COPY, consoleValibot } from "../../build/console-valibot.js";
import { kitFolders, widgetFolders } from "../../build/widget-names.js";

const root = path.resolve(".");
const VALIBOT = path.join(root, "node_modules/valibot/dist/index.js");
const plugin = consoleValibot(root);
const context = { resolve: async () => ({ id: VALIBOT }) };
const resolveFrom = (importer: string) => plugin.resolveId.call(context, "valibot", importer);
const widgets = [...widgetFolders(path.join(root, "widgets"))];
const kits = [...kitFolders(path.join(root, "widgets"))];
/** A screen of widgets/console/, or the console's kit. */
const isConsole = ([name, folder]: [string, string]) =>
  path.dirname(folder) === path.join(root, "widgets", "console") || name === "console-kit";

describe("build: the console's valibot", () => {
  it("gives every console screen, the console's kit and the staff contract the console's copy", async () => {
    const consoleUnits = [...widgets, ...kits].filter(isConsole);
    expect(consoleUnits.length).toBeGreaterThan(10);
    const importers = [
      ...consoleUnits.map(([, folder]) => path.join(folder, "index.tsx")),
      path.join(root, "contract/staff/projects.ts"),
    ];
    for (const importer of importers)
      expect((await resolveFrom(importer))?.id, importer).toBe(`${VALIBOT}${CONSOLE_COPY}`);
  });

  it("leaves every other widget and kit the public valibot", async () => {
    const others = [...widgets, ...kits].filter((unit) => !isConsole(unit));
    expect(others.length).toBeGreaterThan(20);
    for (const [, folder] of others) expect(await resolveFrom(path.join(folder, "index.ts")), folder).toBeUndefined();
  });
});
