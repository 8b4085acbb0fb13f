// A quote's specification file is a PDF by its content at both ends (infra/files/sniff.ts), not only by
// its first five bytes: a file that starts with %PDF- and is anything after is refused and not kept.
import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { tempDataDir, testApp } from "../../../helpers/app.ts";
import { VALID_LEADS } from "../../../helpers/leads.ts";
import { multipart, PDF } from "../../../helpers/multipart.ts";

const quoteParts = Object.entries(VALID_LEADS.quote.body).flatMap(([name, value]) =>
  [value].flat().map((item) => ({ name, value: String(item) })),
);

describe("server/leads/uploads: a specification file's content", () => {
  it("refuses a file that only starts like a PDF, keeping no lead and no file", async () => {
    const dataDir = tempDataDir();
    const app = await testApp({ DATA_DIR: dataDir, SEED_PROJECTS: "0" });
    const fake = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(20_000, 0x4d)]);
    const send = (content: Buffer) => {
      const { payload, headers } = multipart([
        ...quoteParts,
        { name: "specification_files", filename: "plans.pdf", content },
      ]);
      return app.inject({ method: "POST", url: VALID_LEADS.quote.path, payload, headers });
    };
    const refused = await send(fake);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ specification_files: ["Upload PDF files only."] });
    expect(await app.leads.count()).toBe(0);
    expect(readdirSync(path.join(dataDir, "uploads"))).toEqual([]);
    expect((await send(PDF)).statusCode).toBe(201);
    await app.close();
  });
});
