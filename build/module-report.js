// `module-sizes.json` beside the manifest: what each module of the shared core chunk (the runtime every
// widget page fetches) costs, minified and brotli (build/module-sizes.js says how each is measured).
// The chunks' source maps are made for this only: they are dropped before anything is written.
import { moduleSizes } from "./module-sizes.js";

export const MODULE_SIZES = "module-sizes.json";

export function moduleReport(chunkNames = ["core"]) {
  return {
    name: "module-report",
    outputOptions: (options) => ({ ...options, sourcemap: "hidden" }),
    generateBundle(options, bundle) {
      const report = {};
      for (const file of Object.values(bundle)) {
        if (file.type === "chunk" && chunkNames.includes(file.name) && file.map)
          report[file.name] = moduleSizes(file.code, file.map, options.dir);
      }
      for (const name of Object.keys(bundle)) if (name.endsWith(".map")) delete bundle[name];
      this.emitFile({ type: "asset", fileName: MODULE_SIZES, source: JSON.stringify(report, null, 2) });
    },
  };
}

/**
 * @rollup/plugin-json, its modules mapped to their own file: its empty source map would leave a JSON
 * file's bytes (the CSI divisions list) counted with the module before it. `map: null` says the code kept
 * its places, which is false, but the table needs only which file each byte came from.
 */
export function jsonMappedToItsFile(plugin) {
  return {
    ...plugin,
    transform(code, id) {
      const result = plugin.transform.call(this, code, id);
      return result && { ...result, map: null };
    },
  };
}
