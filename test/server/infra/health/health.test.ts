// Health for load balancers and process managers: /livez says the process answers; /readyz says it can
// serve, with each check's state and time, 200 or 503: the database's schema current, the S3 bucket and
// Redis answering when configured, the job queue not stuck. A process shutting down says not ready at once,
// and finishes the requests in flight before it closes.
import { connect } from "node:net";
import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { TEST_DATABASES, tempDataDir, testApp } from "../../../helpers/app.ts";
import { startRedis } from "../../../helpers/redis.ts";
import { startS3 } from "../../../helpers/s3.ts";
import { startServer } from "../../../helpers/server.ts";
import { stopServing } from "../../../../server/infra/health/shutdown.ts";

type Ready = { status: string; checks: Record<string, { state: string; ms: number }> };

const apps: FastifyInstance[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});
async function open(env: Record<string, string>) {
  const app = await testApp({ SEED_PROJECTS: "0", JOBS_POLL_MS: "0", ...env });
  apps.push(app);
  return app;
}
const readyz = async (app: FastifyInstance) => {
  const response = await app.inject({ url: "/readyz" });
  return { status: response.statusCode, body: response.json() as Ready };
};
const states = (body: Ready) =>
  Object.fromEntries(Object.entries(body.checks).map(([name, { state }]) => [name, state]));

describe.each(TEST_DATABASES)("server/infra/health on $name", ({ url }) => {
  it("answers /livez, and /readyz with each check's state and time", async () => {
    const app = await open({ DATABASE_URL: await url() });
    const live = await app.inject({ url: "/livez" });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: "alive" });
    const { status, body } = await readyz(app);
    expect(status).toBe(200);
    expect(body.status).toBe("ready");
    expect(states(body)).toEqual({ database: "up", migrations: "up", jobs: "up" });
    for (const check of Object.values(body.checks)) expect(check.ms).toBeGreaterThanOrEqual(0);
  });

  it("is not ready while a migration this code has is not run", async () => {
    const app = await open({ DATABASE_URL: await url() });
    const last = await app.db
      .selectFrom("kysely_migration" as never)
      .selectAll()
      .orderBy("name" as never, "desc")
      .executeTakeFirstOrThrow();
    await app.db
      .deleteFrom("kysely_migration" as never)
      .where("name" as never, "=", (last as { name: string }).name as never)
      .execute();
    const { status, body } = await readyz(app);
    expect(status).toBe(503);
    expect(body.status).toBe("not ready");
    expect(states(body)).toMatchObject({ database: "up", migrations: "down" });
  });

  it("is not ready while a due job has waited longer than READY_MAX_JOB_AGE, and ready once it ran", async () => {
    const app = await open({ DATABASE_URL: await url(), READY_MAX_JOB_AGE: "60" });
    const ran: number[] = [];
    app.jobs.handle<{ n: number }>("test.health", async ({ n }) => void ran.push(n));
    await app.ready();
    const enqueue = (secondsAgo: number) =>
      app.db
        .transaction()
        .execute((trx) =>
          app.jobs.enqueue(trx, "test.health", { n: secondsAgo }, { runAt: new Date(Date.now() - secondsAgo * 1000) }),
        );
    await enqueue(30);
    expect((await readyz(app)).status).toBe(200);
    await enqueue(120);
    const { status, body } = await readyz(app);
    expect(status).toBe(503);
    expect(states(body)).toMatchObject({ database: "up", jobs: "down" });
    await app.jobs.runDue();
    expect(ran.sort()).toEqual([120, 30]);
    expect((await readyz(app)).status).toBe(200);
  });
});

describe("server/infra/health with Redis and an S3 bucket", () => {
  it("checks both, and is not ready while either is down", async () => {
    const redis = await startRedis();
    const s3 = await startS3();
    let stopped = false;
    try {
      const app = await open({ REDIS_URL: redis.url, S3_URL: s3.url, DATA_DIR: tempDataDir() });
      const before = await readyz(app);
      expect(before.status).toBe(200);
      expect(states(before.body)).toEqual({ database: "up", migrations: "up", objects: "up", redis: "up", jobs: "up" });
      await redis.stop();
      stopped = true;
      const noRedis = await readyz(app);
      expect(noRedis.status).toBe(503);
      expect(states(noRedis.body)).toMatchObject({ objects: "up", redis: "down" });
      await s3.stop();
      expect(states((await readyz(app)).body)).toMatchObject({ objects: "down", redis: "down" });
    } finally {
      if (!stopped) await redis.stop();
      await s3.stop().catch(() => {});
    }
  });
});

describe("server/infra/health while shutting down", () => {
  it("answers not ready at once, serves on, then refuses connections and finishes the request in flight", async () => {
    let release!: () => void;
    let started!: () => void;
    const inFlight = new Promise<void>((resolve) => (started = resolve));
    const { app, origin } = await startServer({ SEED_PROJECTS: "0", JOBS_POLL_MS: "0" }, {}, (built) => {
      built.get("/test/slow", async () => {
        started();
        await new Promise<void>((resolve) => (release = resolve));
        return { finished: true };
      });
    });
    const slow = fetch(`${origin}/test/slow`);
    await inFlight;
    // Told to stop: not ready at once, and serving on (connections kept) for as long as the delay lasts.
    app.beginShutdown();
    const during = await fetch(`${origin}/readyz`);
    expect(during.status).toBe(503);
    expect(await during.json()).toEqual({ status: "shutting down", checks: {} });
    const live = await fetch(`${origin}/livez`);
    expect([live.status, live.headers.get("connection")]).toEqual([200, "keep-alive"]);
    await live.text();
    // Then it stops listening, and closes once the request in flight has had its whole answer.
    const stopping = stopServing(app, 100);
    const { port } = new URL(origin);
    const connecting = await new Promise((resolve) =>
      connect(Number(port), "127.0.0.1")
        .once("connect", () => resolve("connected"))
        .once("error", (error: NodeJS.ErrnoException) => resolve(error.code)),
    );
    expect(connecting).toBe("ECONNREFUSED");
    release();
    const answer = await slow;
    expect(answer.status).toBe(200);
    expect(answer.headers.get("connection")).toBe("close");
    expect(await answer.json()).toEqual({ finished: true });
    await stopping;
  });
});
