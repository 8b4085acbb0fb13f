// The file store keeps what its content says is accepted, within its size, and nothing of the rest, and
// serves it back with ranges and validators: on local disk (the default) and in an S3-compatible
// bucket (S3_URL) alike.
import type { IncomingMessage } from "node:http";
import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { diskObjects } from "../../../../server/infra/files/disk-objects.ts";
import { FileRejected, fileStore } from "../../../../server/infra/files/file-store.ts";
import type { ObjectStore } from "../../../../server/infra/files/object-store.ts";
import { s3Objects } from "../../../../server/infra/files/s3-objects.ts";
import { parseS3Url, type S3Location } from "../../../../server/infra/files/s3-url.ts";
import type { FileKind } from "../../../../server/infra/files/sniff.ts";
import { tempDataDir } from "../../../helpers/app.ts";
import { startS3, type RunningS3 } from "../../../helpers/s3.ts";

const PDF = Buffer.from("%PDF-1.7\n1 0 obj<</Type/Catalog>>endobj\ntrailer<<>>\n%%EOF\n");
// An ISO base media file starts with an ftyp box (ISO/IEC 14496-12, 4.3).
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypmp42\0\0\0\0mp42isom"), Buffer.alloc(64)]);
const VTT = Buffer.from("WEBVTT\n\n00:00.000 --> 00:02.000\nMeasuring the slab\n");
const CSV = Buffer.from("external_id,name\nA-1,Riverside Library\n");
const EXE = Buffer.concat([Buffer.from("MZ"), Buffer.alloc(200, 0x90)]);

let s3: RunningS3;
beforeAll(async () => {
  s3 = await startS3();
});
afterAll(() => s3?.stop());

const BACKENDS: Array<{ name: string; objects: () => ObjectStore }> = [
  { name: "local disk", objects: () => diskObjects(tempDataDir()) },
  {
    name: "S3",
    // Each test its own prefix in the one bucket.
    objects: () => s3Objects({ ...(parseS3Url(s3.url) as S3Location), prefix: `${crypto.randomUUID()}/` }),
  },
];

const save = (files: ReturnType<typeof fileStore>, bytes: Buffer, accepted: FileKind[], maxBytes = 1_000_000) =>
  files.save(Readable.from([bytes]), { maxBytes, accepted, tooLarge: "Too large.", wrongKind: "Wrong kind." });

const get = (headers: Record<string, string>) => ({ method: "GET", headers }) as unknown as IncomingMessage;

describe.each(BACKENDS)("file store on $name", ({ objects: open }) => {
  it.each([
    ["pdf", PDF],
    ["mp4", MP4],
    ["vtt", VTT],
    ["csv", CSV],
  ] as const)("keeps a %s, named by its content", async (kind, bytes) => {
    const files = fileStore(open());
    const stored = await save(files, bytes, ["pdf", "mp4", "webm", "vtt", "csv"]);
    expect(stored).toMatchObject({ kind, size: bytes.length });
    expect(await files.read(stored.key)).toEqual(bytes);
  });

  it("refuses a file whose bytes are not an accepted kind, whatever it is called, and keeps nothing", async () => {
    const objects = open();
    const files = fileStore(objects);
    await expect(save(files, EXE, ["pdf"])).rejects.toMatchObject({ statusCode: 400, message: "Wrong kind." });
    await expect(save(files, MP4, ["pdf"])).rejects.toBeInstanceOf(FileRejected);
    expect(await objects.list("files/")).toEqual([]);
  });

  it("refuses a file over its size with 413 and keeps nothing of it", async () => {
    const objects = open();
    const files = fileStore(objects);
    await expect(save(files, PDF, ["pdf"], 10)).rejects.toMatchObject({ statusCode: 413, message: "Too large." });
    expect(await objects.list("files/")).toEqual([]);
  });

  it("serves a range with 206, the whole with 200, an unchanged file with 304, a removed one with 404", async () => {
    const files = fileStore(open());
    const { key } = await save(files, PDF, ["pdf"]);
    const part = await files.serve(key, get({ range: "bytes=0-7" }));
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes 0-7/${PDF.length}`);
    expect(await text(part.stream!)).toBe("%PDF-1.7");
    const whole = await files.serve(key, get({}));
    expect(whole.statusCode).toBe(200);
    expect(Number(whole.headers["content-length"])).toBe(PDF.length);
    expect(await text(whole.stream!)).toBe(PDF.toString());
    const etag = String(whole.headers.etag);
    expect((await files.serve(key, get({ "if-none-match": etag }))).statusCode).toBe(304);
    await files.remove(key);
    expect((await files.serve(key, get({}))).statusCode).toBe(404);
  });

  it("answers only for keys it gave", () => {
    expect(() => fileStore(open()).read("../../etc/passwd")).toThrow();
  });
});
