// The one multipart reader: busboy's limits come from the form's declaration, a broken body is a 400 in
// Django REST Framework's shape, a file where text was expected is refused by the form's schema rather
// than dropped, repeated fields keep every value, and no refused or discarded body leaves a file behind.
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { diskObjects } from "../../../../server/infra/files/disk-objects.ts";
import { fileStore } from "../../../../server/infra/files/file-store.ts";
import { acceptMultipart, readMultipart, type MultipartForm } from "../../../../server/infra/http/multipart.ts";
import { multipart, PDF } from "../../../helpers/multipart.ts";

const FORM: MultipartForm = {
  files: {
    plan: {
      rules: { maxBytes: 1024, accepted: ["pdf"], tooLarge: "At most 1 KB.", wrongKind: "PDFs only." },
      max: 2,
      tooMany: "Two plans at most.",
      fallbackName: "plan.pdf",
    },
  },
  fields: 4,
};

describe("infra: the multipart reader", () => {
  let app: FastifyInstance;
  let dir: string;
  const stored = () => readdirSync(path.join(dir, "files"), { recursive: true }).length;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "qto-multipart-"));
    const files = fileStore(diskObjects(dir));
    app = Fastify();
    await app.register(async (routes) => {
      await acceptMultipart(routes, FORM);
      routes.post("/keep", async (request, reply) => {
        const body = await readMultipart(request, reply, files, FORM);
        if (!body) return reply;
        return { fields: body.fields, files: body.files.map(({ field, name, size }) => ({ field, name, size })) };
      });
      routes.post("/discard", async (request, reply) => {
        const body = await readMultipart(request, reply, files, FORM);
        if (!body) return reply;
        await body.discard();
        return { discarded: body.files.length };
      });
    });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const post = (url: string, body: ReturnType<typeof multipart>) => app.inject({ method: "POST", url, ...body });

  it("keeps the declared files with their cleaned names, and every value of a repeated field", async () => {
    const response = await post(
      "/keep",
      multipart([
        { name: "note", value: "a" },
        { name: "note", value: "b" },
        { name: "plan", filename: "C:\\plans\\level 1.pdf", content: PDF },
      ]),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      fields: { note: ["a", "b"] },
      files: [{ field: "plan", name: "level 1.pdf", size: PDF.length }],
    });
  });

  it("records a file sent under a text field's name, so the form's schema refuses it", async () => {
    const response = await post("/keep", multipart([{ name: "note", filename: "x.pdf", content: PDF }]));
    expect(response.json()).toEqual({ fields: { note: "(file)" }, files: [] });
  });

  it("refuses a file of the wrong kind, too large, or one too many, naming the field and keeping none", async () => {
    const before = stored();
    const wrongKind = await post(
      "/keep",
      multipart([{ name: "plan", filename: "a.pdf", content: Buffer.from("text") }]),
    );
    expect([wrongKind.statusCode, wrongKind.json()]).toEqual([400, { plan: ["PDFs only."] }]);
    const large = Buffer.concat([PDF, Buffer.alloc(2048, 32)]);
    const tooLarge = await post("/keep", multipart([{ name: "plan", filename: "a.pdf", content: large }]));
    expect([tooLarge.statusCode, tooLarge.json()]).toEqual([413, { plan: ["At most 1 KB."] }]);
    const three = [1, 2, 3].map((n) => ({ name: "plan", filename: `${n}.pdf`, content: PDF }));
    const tooMany = await post("/keep", multipart(three));
    expect([tooMany.statusCode, tooMany.json()]).toEqual([413, { plan: ["Two plans at most."] }]);
    expect(stored()).toBe(before);
  });

  it("answers a broken body 400 in DRF's shape, and keeps nothing of it", async () => {
    const before = stored();
    const body = multipart([{ name: "plan", filename: "a.pdf", content: PDF }]);
    const cut = await post("/keep", { ...body, payload: body.payload.subarray(0, body.payload.length - 20) });
    expect(cut.statusCode).toBe(400);
    expect(cut.json().detail).toMatch(/^Multipart form parse error - /);
    const noBoundary = await post("/keep", {
      payload: body.payload,
      headers: { "content-type": "multipart/form-data" },
    });
    expect([noBoundary.statusCode, noBoundary.json()]).toEqual([
      400,
      { detail: "Multipart form parse error - Invalid boundary in multipart." },
    ]);
    expect(stored()).toBe(before);
  });

  it("removes every stored file when the route discards the body", async () => {
    const before = stored();
    const two = [1, 2].map((n) => ({ name: "plan", filename: `${n}.pdf`, content: PDF }));
    const response = await post("/discard", multipart(two));
    expect(response.json()).toEqual({ discarded: 2 });
    expect(stored()).toBe(before);
  });
});
