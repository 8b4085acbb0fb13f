// The embed build's chunks follow folders: a widget's folder is its widget's chunk, a kit's folder a
// shared chunk named after it, and the loader knows the build's folder from the manifest.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { AUDIENCES, KITS, kitNames, LOADER, widgetNames } from "../../build/widget-names.js";

const manifest = JSON.parse(readFileSync("dist/widgets/manifest.json", "utf8")) as {
  build: string;
  widgets: Record<string, { file: string; imports: string[] }>;
  shared: Record<string, string>;
};
const widgets = widgetNames();

describe("build: chunks by folder", () => {
  it("makes each widget folder its own chunk", () => {
    expect(Object.keys(manifest.widgets).sort()).toEqual([...widgets].sort());
  });

  it("makes each kit folder one chunk named after it", () => {
    for (const kit of kitNames()) expect(manifest.shared[kit]).toBe(`${manifest.build}/${kit}.js`);
  });

  it("keeps every folder of widgets/ in an audience or the kits, beside the loader", () => {
    // A folder elsewhere would be neither a widget nor a kit to the build: no chunk, no data-widget name.
    const top = readdirSync("widgets", { withFileTypes: true }).filter((entry) => entry.isDirectory());
    expect(top.map((entry) => entry.name).sort()).toEqual([...AUDIENCES, KITS, LOADER].sort());
  });

  it("gives the lead forms nothing but core to fetch", () => {
    for (const form of ["contact-form", "quote-form", "sample-form", "reply-form"])
      expect(manifest.widgets[form]!.imports).toEqual([`${manifest.build}/core.js`]);
  });

  it("keeps the console's kit out of the shop and the customer's order pages", () => {
    // A list the console's order page names (countries, states) once pulled the whole kit into the checkout.
    for (const widget of ["cart", "checkout", "account-orders", "account-billing", "account-receipt"])
      expect(manifest.widgets[widget]!.imports, widget).not.toContain(`${manifest.build}/console-kit.js`);
  });

  it("writes the build's folder, from the manifest, into embed.js", () => {
    expect(readFileSync("dist/widgets/embed.js", "utf8")).toContain(`${manifest.build}/`);
  });
});
