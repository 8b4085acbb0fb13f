// The console's schemas (contract/staff/, the staff widgets and their kit) check fields with valibot
// actions no public form uses (decimal, integer, minValue, check, url, toNumber…). valibot is one module and a
// module lives in one chunk, core, so each of those rode to every partner page. The console gets valibot
// as a module of its own, in its kit's chunk: the public forms' core keeps only what they use. Schemas of
// the two instances mix freely: a valibot schema is a plain object that runs its own checks.
import { readFileSync } from "node:fs";
import path from "node:path";
import { groupOf, unitOf } from "./widget-names.js";

export const CONSOLE_COPY = "?console";
const STAFF_CONTRACT = /[\\/]contract[\\/]staff[\\/]/;

/** Whether `file` is the console's code: the staff contract, the console's screens and their kit. */
const isConsoleCode = (widgetsDir, file) =>
  STAFF_CONTRACT.test(file) || groupOf(widgetsDir, file) === "console" || unitOf(widgetsDir, file) === "console-kit";

export function consoleValibot(root = path.resolve(".")) {
  const widgetsDir = path.join(root, "widgets");
  return {
    name: "console-valibot",
    async resolveId(source, importer) {
      if (source !== "valibot" || !importer || !isConsoleCode(widgetsDir, importer)) return;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      return resolved && { ...resolved, id: `${resolved.id}${CONSOLE_COPY}` };
    },
    load(id) {
      if (id.endsWith(CONSOLE_COPY)) return readFileSync(id.slice(0, -CONSOLE_COPY.length), "utf8");
    },
  };
}
