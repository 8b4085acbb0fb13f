// Every file of pages/_data/ is checked against its schema (data-schemas/) before Eleventy renders a
// page, so a mistake is reported once, naming the file, the item and the field, instead of failing
// later inside whichever filter or template first trips over it (as eleventy-base-blog's
// eleventyDataSchema does for front matter: https://www.11ty.dev/docs/data-validate/).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import * as v from "valibot";
import { contentSchemas } from "./data-schemas/content.js";
import { generatedSchemas } from "./data-schemas/generated.js";

export const DATA_SCHEMAS = { ...contentSchemas, ...generatedSchemas };

/** A build error an editor reads: only its message is printed, never a stack trace. */
export class DataFileError extends Error {
  name = "DataFileError";
  // Eleventy's error handler then prints the message without the stack trace.
  skipOriginalStack = true;
}

/** What an item is called, for the message: its name, question, title or label, shortened. */
function itemName(item) {
  const name = item && typeof item === "object" && (item.name ?? item.question ?? item.title ?? item.label);
  if (typeof name !== "string") return "";
  return ` ("${name.length > 50 ? `${name.slice(0, 49)}…` : name}")`;
}

/** "item 3 ("What information…"), field answer" for an issue's path inside `data`. */
function where(data, issue) {
  const keys = (issue.path ?? []).map((step) => step.key);
  if (!keys.length) return "the whole file";
  const [first, ...rest] = keys;
  const item = Array.isArray(data) ? `item ${Number(first) + 1}${itemName(data[first])}` : `"${first}"`;
  return rest.length ? `${item}, field "${rest.join(".")}"` : item;
}

async function load(file) {
  if (file.endsWith(".json")) return JSON.parse(readFileSync(file, "utf8"));
  return (await import(`${pathToFileURL(file).href}?checked=${Date.now()}`)).default;
}

/** The problems of every data file in `dir`, one line each (none: all is well). */
export async function dataProblems(dir) {
  const problems = [];
  const files = readdirSync(dir).filter((file) => /\.(json|js)$/.test(file));
  for (const file of files) {
    const shown = path.join(dir, file);
    const schema = DATA_SCHEMAS[file];
    if (!schema) {
      problems.push(`${shown}: no schema checks this file; add one in pages/_config/data-schemas/`);
      continue;
    }
    let data;
    try {
      data = await load(path.join(dir, file));
    } catch (error) {
      problems.push(`${shown}: cannot be read: ${error.message}`);
      continue;
    }
    const result = v.safeParse(schema, data);
    if (!result.success) {
      for (const issue of result.issues) {
        // valibot's own words for an absent field ("Invalid key: Expected …") read like a typo of ours.
        const message = issue.input === undefined ? "is missing" : issue.message;
        problems.push(`${shown}, ${where(data, issue)}: ${message}`);
      }
    }
  }
  return problems;
}

/** The Eleventy plugin: the build stops before rendering when a data file is wrong. */
export function dataCheck(eleventyConfig, { dir }) {
  eleventyConfig.on("eleventy.before", async () => {
    const problems = await dataProblems(dir);
    if (problems.length) throw new DataFileError(`Fix the site's data:\n  ${problems.join("\n  ")}`);
  });
}
