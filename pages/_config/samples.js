// Writes the sample deliverable into the build: a take-off spreadsheet for each sample type (the divisions
// that type covers, contract/choices/sample-deliverables.json), the marked-up plan PDF and their SVG
// previews, all made from build/samples/sample-project.js. The server e-mails the same files
// (server/domains/leads/sample-delivery.ts); the `samplePreview` data gives the previews' URLs and sizes.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import deliverables from "../../contract/choices/sample-deliverables.json" with { type: "json" };
import { PREVIEW_SIZES } from "../../build/samples/plan-drawing.js";

const dir = deliverables.directory;
const SOURCES = ["build/samples", "contract/choices/sample-deliverables.json"];

/** One hash of every file the samples are made from. */
function sourcesHash() {
  const hash = createHash("sha256");
  for (const source of SOURCES) {
    const files = statSync(source).isDirectory()
      ? readdirSync(source).map((name) => path.join(source, name))
      : [source];
    for (const file of files.sort()) hash.update(file).update(readFileSync(file));
  }
  return hash.digest("hex");
}

export function samples(eleventyConfig) {
  eleventyConfig.addGlobalData("sampleDeliverable", {
    plan: { url: `${dir}${deliverables.plan}`, preview: `${dir}plan-preview.svg`, ...PREVIEW_SIZES.plan },
    takeoff: {
      url: `${dir}${deliverables.workbooks["new-school"].file}`,
      preview: `${dir}takeoff-preview.svg`,
      ...PREVIEW_SIZES.takeoff,
    },
  });
  eleventyConfig.on("eleventy.after", async ({ directories }) => {
    const target = path.join(directories.output, dir);
    // A content edit leaves the samples as they were: they are made again only when their sources change.
    const stamp = path.join(target, ".sources");
    if (existsSync(stamp) && readFileSync(stamp, "utf8") === sourcesHash()) return;
    mkdirSync(target, { recursive: true });
    // Loaded only when needed: ExcelJS and pdf-lib take a while to import.
    const { planPdf } = await import("../../build/samples/plan-pdf.js");
    const { planPreviewSvg, takeoffPreviewSvg } = await import("../../build/samples/previews.js");
    const { takeoffWorkbook } = await import("../../build/samples/workbook.js");
    writeFileSync(path.join(target, deliverables.plan), await planPdf());
    writeFileSync(path.join(target, "plan-preview.svg"), planPreviewSvg());
    writeFileSync(path.join(target, "takeoff-preview.svg"), takeoffPreviewSvg());
    for (const { file, divisions } of Object.values(deliverables.workbooks)) {
      writeFileSync(path.join(target, file), await takeoffWorkbook(divisions));
    }
    writeFileSync(stamp, sourcesHash());
  });
}
