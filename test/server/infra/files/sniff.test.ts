// A PDF is known by its content at both ends: the %PDF- header and the %%EOF marker in its last 1,024
// bytes (whitespace and NUL bytes after it aside). The PDF is never parsed.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { sniffKind } from "../../../../server/infra/files/sniff.ts";
import { tempDataDir } from "../../../helpers/app.ts";
import { PDF } from "../../../helpers/multipart.ts";

const kindOf = (bytes: Buffer) => {
  const file = path.join(tempDataDir(), "upload");
  writeFileSync(file, bytes);
  return sniffKind(file, ["pdf"]);
};

describe("server/infra/files/sniff: PDF", () => {
  it("takes a PDF that starts with %PDF- and ends with %%EOF", async () => {
    expect(await kindOf(PDF)).toBe("pdf");
  });

  it("refuses a file that only starts like a PDF: made up, or cut short", async () => {
    expect(await kindOf(Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(4096, 0x41)]))).toBeUndefined();
    expect(await kindOf(PDF.subarray(0, PDF.length - 8))).toBeUndefined();
  });

  it("refuses a %%EOF further than 1,024 bytes from the end", async () => {
    expect(await kindOf(Buffer.concat([PDF, Buffer.alloc(2048, 0x41)]))).toBeUndefined();
  });

  it("skips whitespace and NUL bytes appended after %%EOF, up to 64 KB of them", async () => {
    expect(await kindOf(Buffer.concat([PDF, Buffer.alloc(6000, 0x20), Buffer.from("\r\n\0\0\f\t")]))).toBe("pdf");
    expect(await kindOf(Buffer.concat([PDF, Buffer.alloc(200_000, 0)]))).toBeUndefined();
  });

  it("accepts an incremental update, whose last %%EOF ends the file", async () => {
    const update = Buffer.from("4 0 obj<</Type/Annot>>endobj\ntrailer<</Root 1 0 R/Prev 9>>\n%%EOF");
    expect(await kindOf(Buffer.concat([PDF, update]))).toBe("pdf");
  });
});
