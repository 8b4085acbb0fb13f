// The manual sends its reader to files: a path in backticks in README.md or docs/*.md that no longer
// exists (a file moved, a folder renamed) leaves them at a dead end. widgets/ is left out while its
// folders are being regrouped; a path with a placeholder (`pages/<what-it-is>.njk`) is a pattern.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const MANUALS = ["README.md", ...readdirSync("docs").map((file) => `docs/${file}`)].filter((file) =>
  file.endsWith(".md"),
);
const CHECKED = /^(server|contract|pages|scripts|deploy|build|test)\//;
const PATTERN = /[<>{}*…]/;

/** The backticked paths of a Markdown text, outside its fenced code blocks. */
function quotedPaths(markdown: string): string[] {
  const prose = markdown.replace(/^```[^\n]*\n[\s\S]*?^```$/gm, "");
  return [...prose.matchAll(/`([^`\s]+)`/g)]
    .map(([, quoted]) => quoted!)
    .filter((quoted) => CHECKED.test(quoted) && !PATTERN.test(quoted));
}

describe("README.md and docs/", () => {
  it.each(MANUALS)("%s names only paths that exist", (file) => {
    const paths = quotedPaths(readFileSync(file, "utf8"));
    expect(paths.filter((path) => !existsSync(path))).toEqual([]);
  });

  it("reads backticked paths outside code blocks, leaving out widgets/ and patterns", () => {
    const sample = "see `server/app.ts`, `widgets/core/` and `pages/<name>.njk`\n```sh\nls `server/gone.ts`\n```\n";
    expect(quotedPaths(sample)).toEqual(["server/app.ts"]);
  });
});
