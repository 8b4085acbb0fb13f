// Two applications on one database stand for two server processes behind one balancer: the lead limit
// counts requests to both together, in the database by
// default and in Redis when REDIS_URL is set; so do the amounts app.sharedCounters adds (a quote's file bytes).
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DATABASES, tempDataDir, testApp } from "../../../helpers/app.ts";
import { VALID_LEADS } from "../../../helpers/leads.ts";
import { startRedis, type RunningRedis } from "../../../helpers/redis.ts";

const LIMIT = "3/10m";

async function twoProcesses(databaseUrl: string, env: Record<string, string> = {}) {
  const dataDir = tempDataDir();
  const common = { DATABASE_URL: databaseUrl, SEED_PROJECTS: "0", RATE_LIMIT_LEADS: LIMIT, ...env };
  const first = await testApp({ ...common, DATA_DIR: dataDir });
  const second = await testApp({ ...common, DATA_DIR: tempDataDir() });
  return [first, second] as [FastifyInstance, FastifyInstance];
}

const sendContact = (app: FastifyInstance, client = "203.0.113.7") =>
  app.inject({
    method: "POST",
    url: VALID_LEADS.contact.path,
    payload: VALID_LEADS.contact.body,
    remoteAddress: client,
  });

async function expectOneLimit([first, second]: [FastifyInstance, FastifyInstance]) {
  const answers = [];
  for (const app of [first, second, first, second]) answers.push((await sendContact(app)).statusCode);
  expect(answers).toEqual([201, 201, 201, 429]);
  // Another client has its own count, on either process.
  expect((await sendContact(second, "198.51.100.9")).statusCode).toBe(201);
  const refused = await sendContact(first);
  expect(refused.statusCode).toBe(429);
  expect(Number(refused.headers["retry-after"])).toBeGreaterThan(500);
}

describe.each(TEST_DATABASES)("rate limits shared through the database on $name", ({ url }) => {
  let apps: [FastifyInstance, FastifyInstance];
  beforeAll(async () => {
    apps = await twoProcesses(await url());
  });
  afterAll(() => Promise.all(apps?.map((app) => app.close()) ?? []));

  it("holds the lead limit across two processes", () => expectOneLimit(apps));

  it("starts a client's count again when its window has ended", async () => {
    const [first] = apps;
    const counters = first.rateLimitCounters;
    const key = "test-window";
    expect((await counters.hit(key, 1_000, 10_000)).hits).toBe(1);
    expect((await counters.hit(key, 1_000, 10_500)).hits).toBe(2);
    expect(await counters.hit(key, 1_000, 11_000)).toEqual({ hits: 1, resetsAt: 12_000 });
    expect(await counters.sweep(12_000)).toBeGreaterThanOrEqual(1);
    expect((await counters.read(key, 11_500)).hits).toBe(0);
  });

  it("adds amounts other than one (a file's bytes) in one window, for both processes", async () => {
    const [first, second] = apps;
    const key = "test-amounts";
    expect((await first.sharedCounters.add(key, 1_000, 60_000)).hits).toBe(1_000);
    const { hits, resetsAt } = await second.sharedCounters.add(key, 2_500, 60_000);
    expect(hits).toBe(3_500);
    expect(resetsAt - Date.now()).toBeGreaterThan(55_000);
    expect((await second.sharedCounters.read(key)).hits).toBe(3_500);
    expect((await first.sharedCounters.read("test-no-amount")).hits).toBe(0);
  });
});

describe("rate limits shared through Redis (REDIS_URL)", () => {
  let redis: RunningRedis;
  let apps: [FastifyInstance, FastifyInstance];
  beforeAll(async () => {
    redis = await startRedis();
    apps = await twoProcesses(`sqlite:${tempDataDir()}/qto.sqlite`, { REDIS_URL: redis.url });
  });
  afterAll(async () => {
    await Promise.all(apps?.map((app) => app.close()) ?? []);
    await redis?.stop();
  });

  it("holds the lead limit across two processes, with nothing counted in the database", async () => {
    await expectOneLimit(apps);
    expect((await apps[0].rateLimitCounters.read(`POST ${VALID_LEADS.contact.path} 203.0.113.7`)).hits).toBe(0);
    expect(await redis.keys()).not.toEqual([]);
  });

  it("adds amounts in Redis for both processes, one window from the first, nothing in the database", async () => {
    const [first, second] = apps;
    expect((await first.sharedCounters.add("test-amounts", 1_000, 60_000)).hits).toBe(1_000);
    const { hits, resetsAt } = await second.sharedCounters.add("test-amounts", 2_500, 120_000);
    expect(hits).toBe(3_500);
    expect(resetsAt - Date.now()).toBeLessThanOrEqual(60_000);
    expect((await second.sharedCounters.read("test-amounts")).hits).toBe(3_500);
    expect((await first.sharedCounters.read("test-no-amount")).hits).toBe(0);
    expect(await redis.keys()).toContain("qto-counter-test-amounts");
    expect((await first.rateLimitCounters.read("test-amounts")).hits).toBe(0);
  });
});
