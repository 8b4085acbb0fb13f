// Every build prints the raw, gzip and brotli size of each file it writes, as preact's build does:
// size is a figure looked at on each build, not only in `npm run size`.
import path from "node:path";
import { SIZE_HEADER, sizeRow, sizes } from "./sizes.js";

export function printSizes() {
  return {
    name: "print-sizes",
    writeBundle(options, bundle) {
      const dir = options.dir ?? path.dirname(options.file);
      const files = Object.values(bundle)
        .filter((file) => file.fileName.endsWith(".js"))
        .sort((a, b) => a.fileName.localeCompare(b.fileName));
      const rows = files.map((file) =>
        sizeRow(
          path.relative("dist", path.join(dir, file.fileName)),
          sizes(file.type === "chunk" ? file.code : file.source),
        ),
      );
      console.log([SIZE_HEADER, ...rows].join("\n"));
    },
  };
}
