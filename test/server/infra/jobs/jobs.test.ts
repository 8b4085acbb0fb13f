// Durable jobs: written in the caller's transaction, run once even with two processes claiming side by
// side, retried with backoff when their handler throws, taken again when the runner holding them died,
// and still there after a restart. Recurring jobs: recurring-jobs.test.ts.
import { describe, expect, it } from "vitest";
import { JOB_BATCH, jobs } from "../../../../server/infra/jobs/jobs.ts";
import { jobsRepository } from "../../../../server/infra/jobs/jobs-repository.ts";
import { DEFAULT_RETRY, retryDelay } from "../../../../server/infra/jobs/retry.ts";
import { TEST_DATABASES, testApp } from "../../../helpers/app.ts";
import { jobApps } from "../../../helpers/job-apps.ts";

const HOUR = 60 * 60 * 1000;
const later = (ms: number) => new Date(Date.now() + ms);

describe("jobs: retry delays", () => {
  it("grow exponentially, with jitter between half and all of the delay", () => {
    expect(retryDelay(DEFAULT_RETRY, 1, 1, () => 0)).toBe(500);
    expect(retryDelay(DEFAULT_RETRY, 1, 1, () => 1)).toBe(1000);
    expect(retryDelay(DEFAULT_RETRY, 4, 1, () => 1)).toBe(8000);
    expect(retryDelay(DEFAULT_RETRY, 30, 1, () => 1)).toBe(HOUR);
  });
});

describe.each(TEST_DATABASES)("jobs on $name", ({ url }) => {
  const { open, close } = jobApps();

  it("writes a job only when its transaction commits", async () => {
    const app = await open(await url());
    const ran: number[] = [];
    app.jobs.handle<{ n: number }>("test.count", async ({ n }) => void ran.push(n));
    await app.ready();
    await app.db.transaction().execute((trx) => app.jobs.enqueue(trx, "test.count", { n: 1 }));
    await expect(
      app.db.transaction().execute(async (trx) => {
        await app.jobs.enqueue(trx, "test.count", { n: 2 });
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(await app.jobs.runDue()).toBe(1);
    expect(ran).toEqual([1]);
  });

  it("never runs one job twice when two processes claim side by side", async () => {
    const databaseUrl = await url();
    const [first, second] = [await open(databaseUrl), await open(databaseUrl)];
    const runs = new Map<number, number>();
    for (const app of [first, second]) {
      app.jobs.handle<{ n: number }>("test.count", async ({ n }) => {
        runs.set(n, (runs.get(n) ?? 0) + 1);
        await new Promise((resolve) => setImmediate(resolve));
      });
      await app.ready();
    }
    await first!.db.transaction().execute(async (trx) => {
      for (let n = 0; n < 40; n += 1) await first!.jobs.enqueue(trx, "test.count", { n });
    });
    const [a, b] = await Promise.all([first!.jobs.runDue(), second!.jobs.runDue()]);
    expect(a + b).toBe(40);
    expect([...runs.keys()].sort((x, y) => x - y)).toEqual([...Array(40).keys()]);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
  });

  it(`runs up to ${JOB_BATCH} due jobs side by side, so one waiting on a slow server holds up none`, async () => {
    const app = await open(await url());
    let started = 0;
    let allStarted: () => void;
    const everyoneIn = new Promise<void>((resolve) => (allStarted = resolve));
    // Each job waits until all have started: run one at a time, the first would wait forever.
    app.jobs.handle(
      "test.wait",
      async () => {
        if (++started === JOB_BATCH) allStarted();
        await everyoneIn;
      },
      { inAnyOrder: true },
    );
    await app.ready();
    await app.db.transaction().execute(async (trx) => {
      for (let n = 0; n < JOB_BATCH + 3; n += 1) await app.jobs.enqueue(trx, "test.wait", { n });
    });
    expect(await app.jobs.runDue()).toBe(JOB_BATCH + 3);
  });

  it("runs one batch a poll while visitors wait, and the whole queue when none do", async () => {
    const app = await open(await url());
    await app.ready();
    let waiting = true;
    const runner = jobs(app.db, { pollMs: 300, log: app.log, visitorsWaiting: () => waiting });
    let ran = 0;
    runner.handle("test.count", async () => void ran++, { inAnyOrder: true });
    await app.db.transaction().execute(async (trx) => {
      for (let n = 0; n < 3 * JOB_BATCH; n += 1) await runner.enqueue(trx, "test.count", { n });
    });
    runner.start();
    try {
      await expect.poll(() => ran, { timeout: 2000 }).toBe(JOB_BATCH);
      // Half a poll on, still one batch: the next comes with the next poll.
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(ran).toBe(JOB_BATCH);
      waiting = false;
      await expect.poll(() => ran, { timeout: 2000 }).toBe(3 * JOB_BATCH);
    } finally {
      await runner.stop();
    }
  });

  it("runs the jobs of a kind that keeps its order one at a time, oldest first", async () => {
    const app = await open(await url());
    const events: string[] = [];
    app.jobs.handle<{ n: number }>("test.ordered", async ({ n }) => {
      events.push(`start ${n}`);
      await new Promise((resolve) => setImmediate(resolve));
      events.push(`end ${n}`);
    });
    await app.ready();
    await app.db.transaction().execute(async (trx) => {
      for (let n = 0; n < 3; n += 1) await app.jobs.enqueue(trx, "test.ordered", { n });
    });
    expect(await app.jobs.runDue()).toBe(3);
    expect(events).toEqual(["start 0", "end 0", "start 1", "end 1", "start 2", "end 2"]);
    // Claimed together, the two put back for later kept their count of attempts.
    const rows = await app.db.selectFrom("jobs").select("attempts").where("kind", "=", "test.ordered").execute();
    expect(rows.map((row) => Number(row.attempts))).toEqual([1, 1, 1]);
  });

  it("retries a job whose handler throws, later, with backoff", async () => {
    const app = await open(await url());
    const attempts: number[] = [];
    app.jobs.handle("test.flaky", async (_payload, run) => {
      attempts.push(run.attempt);
      if (run.attempt < 3) throw new Error(`attempt ${run.attempt} failed`);
    });
    await app.ready();
    await app.db.transaction().execute((trx) => app.jobs.enqueue(trx, "test.flaky", {}, { key: "flaky" }));
    expect(await app.jobs.runDue()).toBe(1);
    const failed = await jobsRepository(app.db).byKey("flaky");
    expect(failed).toMatchObject({ attempts: 1, last_error: "attempt 1 failed", done_at: null });
    expect(new Date(failed!.run_at).getTime()).toBeGreaterThan(Date.now());
    expect(await app.jobs.runDue()).toBe(0);
    expect(await app.jobs.runDue(later(HOUR))).toBe(1);
    expect(await app.jobs.runDue(later(2 * HOUR))).toBe(1);
    expect(attempts).toEqual([1, 2, 3]);
    expect((await jobsRepository(app.db).byKey("flaky"))?.done_at).not.toBeNull();
  });

  it("fails a job for good after its last attempt", async () => {
    const app = await open(await url());
    app.jobs.handle(
      "test.broken",
      async () => {
        throw new Error("always");
      },
      { maxAttempts: 2 },
    );
    await app.ready();
    await app.db.transaction().execute((trx) => app.jobs.enqueue(trx, "test.broken", {}, { key: "broken" }));
    await app.jobs.runDue();
    await app.jobs.runDue(later(HOUR));
    expect(await app.jobs.runDue(later(10 * HOUR))).toBe(0);
    expect(await jobsRepository(app.db).byKey("broken")).toMatchObject({ attempts: 2, last_error: "always" });
    expect((await jobsRepository(app.db).byKey("broken"))?.failed_at).not.toBeNull();
  });

  it("fails a job for good when a run fails past its maximum age", async () => {
    const app = await open(await url());
    app.jobs.handle(
      "test.stale",
      async () => {
        throw new Error("still down");
      },
      { maxAttempts: 100, maxAgeMs: 2 * HOUR },
    );
    await app.ready();
    await app.db.transaction().execute((trx) => app.jobs.enqueue(trx, "test.stale", {}, { key: "stale" }));
    await app.jobs.runDue();
    expect((await jobsRepository(app.db).byKey("stale"))?.failed_at).toBeNull();
    await app.jobs.runDue(later(3 * HOUR));
    expect(await jobsRepository(app.db).byKey("stale")).toMatchObject({ attempts: 2, last_error: "still down" });
    expect((await jobsRepository(app.db).byKey("stale"))?.failed_at).not.toBeNull();
    expect(await app.jobs.runDue(later(100 * HOUR))).toBe(0);
  });

  it("takes again a job held by a killed runner once its lease has run out", async () => {
    const app = await open(await url());
    const ran: string[] = [];
    app.jobs.handle("test.orphan", async () => void ran.push("ran"), { leaseMs: 60_000 });
    await app.ready();
    await app.db.transaction().execute((trx) => app.jobs.enqueue(trx, "test.orphan", {}));
    // A runner claims it, then its process dies without a word.
    const held = await jobsRepository(app.db).claim(["test.orphan"], "killed-runner", new Date(), later(60_000), 1);
    expect(held).toHaveLength(1);
    expect(await app.jobs.runDue()).toBe(0);
    expect(await app.jobs.runDue(later(61_000))).toBe(1);
    expect(ran).toEqual(["ran"]);
  });

  it("keeps jobs across a restart", async () => {
    const databaseUrl = await url();
    const before = await open(databaseUrl);
    await before.ready();
    await before.db.transaction().execute((trx) => before.jobs.enqueue(trx, "test.count", { n: 7 }));
    await close(before);

    const after = await open(databaseUrl);
    const ran: number[] = [];
    after.jobs.handle<{ n: number }>("test.count", async ({ n }) => void ran.push(n));
    await after.ready();
    expect(await after.jobs.runDue()).toBe(1);
    expect(ran).toEqual([7]);
  });

  it("runs due jobs by itself every JOBS_POLL_MS once ready", async () => {
    const app = await open(await url(), { JOBS_POLL_MS: "10" });
    const ran: number[] = [];
    app.jobs.handle<{ n: number }>("test.count", async ({ n }) => void ran.push(n));
    await app.ready();
    await app.db.transaction().execute((trx) => app.jobs.enqueue(trx, "test.count", { n: 3 }));
    await expect.poll(() => ran).toEqual([3]);
  });

  it("stops after the job it is running when closed, leaving a backlog for the next start", async () => {
    const app = await testApp({ DATABASE_URL: await url(), SEED_PROJECTS: "0", JOBS_POLL_MS: "10" });
    const ran: number[] = [];
    let closing: Promise<void> | undefined;
    app.jobs.handle<{ n: number }>("test.slow", async ({ n }) => {
      ran.push(n);
      closing ??= app.close();
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    await app.ready();
    await app.db.transaction().execute(async (trx) => {
      for (let n = 0; n < 50; n += 1) await app.jobs.enqueue(trx, "test.slow", { n });
    });
    await expect.poll(() => ran.length).toBeGreaterThan(0);
    await closing;
    // A kind run in order: the one job under way ended, none after it started.
    expect(ran).toHaveLength(1);
  });
});
