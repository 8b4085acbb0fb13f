// The quote form's storage budget per client address: the bytes of PDF files one address stores in a
// day, counted where the rate limits are (the database, or Redis with REDIS_URL) so that every server
// process counts one budget. Past it a file is refused with 429 before it is stored, and nothing of the
// request stays: no lead, no file.
import { readdirSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OverBudget, UPLOAD_BYTES_PER_DAY } from "../../../../server/domains/leads/upload-budget.ts";
import { TEST_DATABASES, tempDataDir, testApp } from "../../../helpers/app.ts";
import { VALID_LEADS } from "../../../helpers/leads.ts";
import { multipart, PDF } from "../../../helpers/multipart.ts";
import { startRedis, type RunningRedis } from "../../../helpers/redis.ts";

const QUOTE = VALID_LEADS.quote.path;
const quoteParts = Object.entries(VALID_LEADS.quote.body).flatMap(([name, value]) =>
  [value].flat().map((item) => ({ name, value: String(item) })),
);
const OVER = new OverBudget(0).message;

const sendQuote = (app: FastifyInstance, address: string, files = 1) => {
  const pdfs = Array.from({ length: files }, (_, i) => ({
    name: "specification_files",
    filename: `plans-${i}.pdf`,
    content: PDF,
  }));
  const { payload, headers } = multipart([...quoteParts, ...pdfs]);
  return app.inject({ method: "POST", url: QUOTE, payload, headers, remoteAddress: address });
};

const BACKENDS: Array<{ name: string; env: () => Promise<Record<string, string>> }> = [
  ...TEST_DATABASES.map(({ name, url }) => ({
    name: `the database (${name})`,
    env: async () => ({ DATABASE_URL: await url() }),
  })),
  { name: "Redis", env: async () => ({ REDIS_URL: redis.url }) },
];

let redis: RunningRedis;
beforeAll(async () => {
  redis = await startRedis();
});
afterAll(() => redis?.stop());

describe.each(BACKENDS)("server/leads/upload-budget, counted in $name", ({ env }) => {
  let app: FastifyInstance;
  let dataDir: string;
  const uploads = () => readdirSync(path.join(dataDir, "uploads"), { withFileTypes: true }).length;
  beforeAll(async () => {
    dataDir = tempDataDir();
    app = await testApp({ ...(await env()), DATA_DIR: dataDir, SEED_PROJECTS: "0", RATE_LIMIT_LEADS: "1000/1m" });
  });
  afterAll(() => app?.close());

  /** Counts `bytes` against `address` as its earlier files would have. */
  const spend = (address: string, bytes: number) =>
    app.sharedCounters.add(`upload-bytes:${address}`, bytes, 24 * 60 * 60 * 1000);

  it("counts the bytes of each stored file against its address", async () => {
    expect((await sendQuote(app, "203.0.113.10", 2)).statusCode).toBe(201);
    expect((await sendQuote(app, "203.0.113.10", 1)).statusCode).toBe(201);
    expect((await app.sharedCounters.read("upload-bytes:203.0.113.10")).hits).toBe(3 * PDF.length);
    expect((await app.sharedCounters.read("upload-bytes:203.0.113.11")).hits).toBe(0);
  });

  it("refuses with 429 a file that takes its address past the day's budget, keeping no lead and no file", async () => {
    await spend("203.0.113.20", UPLOAD_BYTES_PER_DAY - PDF.length + 1);
    const leads = await app.leads.count();
    const files = uploads();
    const response = await sendQuote(app, "203.0.113.20", 1);
    expect(response.statusCode, response.body).toBe(429);
    expect(response.json()).toEqual({ specification_files: [OVER] });
    const retryAfter = Number(response.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(23 * 60 * 60);
    expect(retryAfter).toBeLessThanOrEqual(24 * 60 * 60);
    expect(await app.leads.count()).toBe(leads);
    expect(uploads()).toBe(files);
  });

  it("refuses every file once the budget is spent, but not a request without files or another address", async () => {
    await spend("203.0.113.30", UPLOAD_BYTES_PER_DAY);
    const refused = await sendQuote(app, "203.0.113.30", 3);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ specification_files: [OVER] });
    expect((await sendQuote(app, "203.0.113.30", 0)).statusCode).toBe(201);
    expect((await sendQuote(app, "203.0.113.31", 1)).statusCode).toBe(201);
  });
});
