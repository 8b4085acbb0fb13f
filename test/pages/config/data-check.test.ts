// Every file of pages/_data/ has a schema, and a mistake names the file, the item and the field.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DATA_SCHEMAS, dataProblems } from "../../../pages/_config/data-check.js";
import { buildIn, projectCopy } from "../../helpers/project-copy.ts";

/** Changes the JSON file `name` of the copy's pages/_data/ with `edit`. */
function editData(dir: string, name: string, edit: (data: never) => void) {
  const file = path.join(dir, "pages/_data", name);
  const data = JSON.parse(readFileSync(file, "utf8"));
  edit(data as never);
  writeFileSync(file, JSON.stringify(data, null, 2));
}

describe("pages/_config/data-check", () => {
  it("has a schema for every data file, and the files as they are pass", async () => {
    const files = readdirSync("pages/_data").filter((file) => /\.(json|js)$/.test(file));
    expect(files.filter((file) => !(file in DATA_SCHEMAS))).toEqual([]);
    expect(await dataProblems("pages/_data")).toEqual([]);
  });

  it("names the file, the item and the field of an FAQ answer given as a string", async () => {
    const dir = projectCopy();
    editData(dir, "faq.json", (faq: Array<{ answer: unknown }>) => (faq[2]!.answer = "One paragraph, not a list."));
    const problems = await dataProblems(path.join(dir, "pages/_data"));
    expect(problems).toEqual([
      expect.stringMatching(
        /pages\/_data\/faq\.json, item 3 \("Why does an accurate estimate matter\?"\), field "answer": must be a list of paragraphs/,
      ),
    ]);
  });

  it("names a missing field, a number given as text and an unknown job type", async () => {
    const dir = projectCopy();
    editData(dir, "testimonials.json", (list: Array<Record<string, unknown>>) => delete list[0]!.name);
    editData(dir, "counters.json", (list: Array<Record<string, unknown>>) => (list[1]!.target = "22"));
    editData(dir, "jobs.json", (list: Array<Record<string, unknown>>) => (list[0]!.schemaEmploymentType = "Full"));
    const problems = await dataProblems(path.join(dir, "pages/_data"));
    expect(problems).toEqual([
      expect.stringMatching(/counters\.json, item 2 \("QTO In Progress"\), field "target": must be a number/),
      expect.stringMatching(
        /jobs\.json, item 1 \("Junior Estimator"\), field "schemaEmploymentType": must be FULL_TIME/,
      ),
      expect.stringMatching(/testimonials\.json, item 1, field "name": is missing$/),
    ]);
  });

  it("stops the build with the message printed once and no stack trace", () => {
    const dir = projectCopy();
    editData(dir, "faq.json", (faq: Array<{ answer: unknown }>) => (faq[0]!.answer = "A string."));
    const { status, output } = buildIn(dir, "--only=site");
    expect(status).toBe(1);
    expect(output.match(/faq\.json, item 1 /g)).toHaveLength(1);
    expect(output).not.toMatch(/^\s*at /m);
    expect(output).not.toContain("faqPageSchema");
  });
});
