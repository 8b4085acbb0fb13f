import { FileSystemConfigLoader, HtmlValidate } from "html-validate";
import { describe, expect, it } from "vitest";
import { fileFor, htmlPages } from "../helpers/site.ts";

// Rules come from .htmlvalidate.json, which the html-validate CLI reads too.
const validator = new HtmlValidate(new FileSystemConfigLoader());

describe("pages: html-validate", () => {
  it.each(htmlPages())("%s is valid HTML", async (url) => {
    const report = await validator.validateFile(fileFor(url));
    const messages = report.results.flatMap((r) =>
      r.messages.map((m) => `${m.line}:${m.column} ${m.ruleId} ${m.message}`),
    );
    expect(messages).toEqual([]);
  });
});
