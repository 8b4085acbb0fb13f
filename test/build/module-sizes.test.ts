// `npm run size` says what each module of the runtime (the core chunk) costs: the build writes the
// figures (build/module-report.js) and they add up to the chunk a page downloads.
import { describe, expect, it } from "vitest";
import { moduleTable, widgetSizes } from "../../scripts/lib/widget-sizes.js";

describe("build: the core chunk's modules and their sizes", () => {
  const report = widgetSizes();
  const { modules } = report.coreModules;
  const sizeOf = (name: string) => modules.find((m) => m.module === name);

  it("lists the runtime's own modules, the libraries and the contract's lists, each costing something", () => {
    for (const name of ["preact/dist/preact.mjs", "preact/hooks/dist/hooks.mjs", "widgets/kits/core/mount.tsx"]) {
      expect(sizeOf(name)?.minified).toBeGreaterThan(0);
      expect(sizeOf(name)?.brotli).toBeGreaterThan(0);
    }
    // A JSON module counts as itself, not with the module before it.
    expect(modules.some((m) => m.module.endsWith(".json"))).toBe(true);
  });

  it("leaves valibot and the contract's schemas out: the lead forms load them as a visitor starts on one", () => {
    expect(modules.filter((m) => /valibot|contract\/schemas\/(fields|quote|contact)\.ts/.test(m.module))).toEqual([]);
  });

  it("sums to the core file the pages download: every minified byte, and most of its brotli bytes", () => {
    expect(report.coreModules.brotli).toBe(report.core.brotli);
    expect(report.coreModules.minified).toBe(report.core.raw);
    expect(modules.reduce((sum, m) => sum + m.minified, 0)).toBe(report.core.raw);
    const brotli = modules.reduce((sum, m) => sum + m.brotli, 0);
    // What brotli shares between modules is counted with none of them, and taking a small module out can
    // also cost its neighbours some context (a negative figure): the sum is the chunk's within a few
    // percent, either way (a core without valibot measured 0.5% over).
    expect(brotli).toBeLessThanOrEqual(report.core.brotli * 1.03);
    expect(brotli).toBeGreaterThan(report.core.brotli * 0.9);
  });

  it("prints a row per module, costliest first, then the shared bytes and the chunk's total", () => {
    const lines = moduleTable(report.coreModules);
    for (const m of modules) expect(lines.some((line) => line.includes(m.module))).toBe(true);
    expect(lines.at(-1)).toMatch(new RegExp(`core chunk\\s+${report.core.raw}\\s+${report.core.brotli}$`));
    const brotli = modules.map((m) => m.brotli);
    expect(brotli).toEqual([...brotli].sort((a, b) => b - a));
  });
});
