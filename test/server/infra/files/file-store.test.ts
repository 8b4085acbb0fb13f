// The file store keeps what its content says is accepted, within its size, and nothing of the rest.
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { FileRejected, fileStore } from "../../../../server/infra/files/file-store.ts";
import type { FileKind } from "../../../../server/infra/files/sniff.ts";

const PDF = Buffer.from("%PDF-1.7\n1 0 obj<</Type/Catalog>>endobj\ntrailer<<>>\n%%EOF\n");
// An ISO base media file starts with an ftyp box (ISO/IEC 14496-12, 4.3).
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypmp42\0\0\0\0mp42isom"), Buffer.alloc(64)]);
const VTT = Buffer.from("WEBVTT\n\n00:00.000 --> 00:02.000\nMeasuring the slab\n");
const CSV = Buffer.from("external_id,name\nA-1,Riverside Library\n");
const EXE = Buffer.concat([Buffer.from("MZ"), Buffer.alloc(200, 0x90)]);

function store() {
  const dir = mkdtempSync(path.join(tmpdir(), "qto-files-"));
  return { dir, files: fileStore(dir) };
}

const save = (files: ReturnType<typeof fileStore>, bytes: Buffer, accepted: FileKind[], maxBytes = 1_000_000) =>
  files.save(Readable.from([bytes]), { maxBytes, accepted, tooLarge: "Too large.", wrongKind: "Wrong kind." });

describe("file store", () => {
  it.each([
    ["pdf", PDF],
    ["mp4", MP4],
    ["vtt", VTT],
    ["csv", CSV],
  ] as const)("keeps a %s, named by its content", async (kind, bytes) => {
    const { files } = store();
    const stored = await save(files, bytes, ["pdf", "mp4", "webm", "vtt", "csv"]);
    expect(stored).toMatchObject({ kind, size: bytes.length });
    expect(readFileSync(files.pathOf(stored.key))).toEqual(bytes);
  });

  it("refuses a file whose bytes are not an accepted kind, whatever it is called, and keeps nothing", async () => {
    const { dir, files } = store();
    await expect(save(files, EXE, ["pdf"])).rejects.toMatchObject({ statusCode: 400, message: "Wrong kind." });
    await expect(save(files, MP4, ["pdf"])).rejects.toBeInstanceOf(FileRejected);
    expect(readdirSync(path.join(dir, "files"))).toEqual([]);
  });

  it("refuses a file over its size with 413 and keeps nothing of it", async () => {
    const { dir, files } = store();
    await expect(save(files, PDF, ["pdf"], 10)).rejects.toMatchObject({ statusCode: 413, message: "Too large." });
    expect(readdirSync(path.join(dir, "files"))).toEqual([]);
  });

  it("answers only for keys it gave", () => {
    expect(() => store().files.pathOf("../../etc/passwd")).toThrow();
  });
});
