// A broken multipart body is the sender's mistake, answered 400 in DRF's shape
// ({"detail": "Multipart form parse error - …"}), never 500; a body of a type the lead endpoints do not
// read is 415. Either way no lead is stored and no file is kept.
import { readdirSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tempDataDir, testApp } from "../../../helpers/app.ts";
import { VALID_LEADS } from "../../../helpers/leads.ts";
import { multipart, PDF } from "../../../helpers/multipart.ts";

const QUOTE = VALID_LEADS.quote.path;
const field = (name: string, value: string) =>
  `--x\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const fileHead = '--x\r\nContent-Disposition: form-data; name="specification_files"; filename="a.pdf"\r\n\r\n';

const BROKEN: Array<[string, string, string | Buffer]> = [
  ["no boundary", "multipart/form-data", `${field("full_name", "A")}--x--\r\n`],
  ["an empty boundary", "multipart/form-data; boundary=", "--\r\n\r\n----\r\n"],
  ["a boundary over 70 characters", `multipart/form-data; boundary=${"b".repeat(300)}`, "--b\r\n"],
  ["a body ending inside a field", "multipart/form-data; boundary=x", field("full_name", "A").slice(0, -4)],
  ["a body ending inside a file", "multipart/form-data; boundary=x", Buffer.concat([Buffer.from(fileHead), PDF])],
  ["a body without its closing boundary", "multipart/form-data; boundary=x", field("full_name", "A")],
  ["garbage after a valid boundary", "multipart/form-data; boundary=x", "--xgarbage after the boundary"],
  ["garbage in place of a part's headers", "multipart/form-data; boundary=x", "--x\r\ngarbage\r\n\r\n"],
  ["no boundary in the body at all", "multipart/form-data; boundary=x", "garbage"],
  [
    "a JSON field that is not JSON",
    "multipart/form-data; boundary=x",
    '--x\r\nContent-Disposition: form-data; name="full_name"\r\nContent-Type: application/json\r\n\r\n{no\r\n--x--\r\n',
  ],
];

describe("server/leads/routes/quotes: malformed bodies", () => {
  let app: FastifyInstance;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = tempDataDir();
    app = await testApp({ DATA_DIR: dataDir, SEED_PROJECTS: "0", RATE_LIMIT_LEADS: "1000/1m" });
  });
  afterAll(() => app?.close());

  const uploads = () => {
    try {
      return readdirSync(path.join(dataDir, "uploads"));
    } catch {
      return [];
    }
  };

  it.each(BROKEN)("answers a multipart body with %s 400 in DRF's shape", async (_case, type, payload) => {
    const before = await app.leads.count();
    const response = await app.inject({ method: "POST", url: QUOTE, payload, headers: { "content-type": type } });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ detail: expect.stringMatching(/^Multipart form parse error - \S/) });
    expect(await app.leads.count()).toBe(before);
    expect(uploads()).toEqual([]);
  });

  it("still reads a well-formed body with a quoted boundary and a parameter before it", async () => {
    const { payload, headers } = multipart(
      Object.entries(VALID_LEADS.quote.body).flatMap(([name, value]) =>
        [value].flat().map((item) => ({ name, value: String(item) })),
      ),
    );
    const boundary = /boundary=(.*)$/.exec(headers["content-type"]!)![1];
    const type = `multipart/form-data; charset=utf-8; boundary="${boundary}"`;
    const response = await app.inject({ method: "POST", url: QUOTE, payload, headers: { "content-type": type } });
    expect(response.statusCode, response.body).toBe(201);
  });

  it.each(Object.values(VALID_LEADS).map(({ path: url }) => url))(
    "answers a text/plain body to %s with 415 and stores nothing",
    async (url) => {
      const before = await app.leads.count();
      const response = await app.inject({
        method: "POST",
        url,
        payload: "name=A&email=a@example.com",
        headers: { "content-type": "text/plain" },
      });
      expect(response.statusCode, response.body).toBe(415);
      expect(response.json()).toEqual({ detail: expect.any(String) });
      expect(await app.leads.count()).toBe(before);
    },
  );
});
