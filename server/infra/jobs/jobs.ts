// Durable background work: a job is a row written in the same transaction as what it comes from (a
// lead, an order, an event), then run by a runner in every server process, retried with backoff, and
// taken again when the process that held it died. graphile-worker and pg-boss do this well but only on
// PostgreSQL; the site also runs on SQLite, so this is a small table claimed atomically in both.
import { hostname } from "node:os";
import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type { Db } from "../db/database.ts";
import type { Database } from "../db/schema.ts";
import { jobsRepository, type JobRow } from "./jobs-repository.ts";
import { DEFAULT_RETRY, retryDelay, type RetryPolicy } from "./retry.ts";

/** What a handler knows of the run it does. */
export type JobRun = { id: number; attempt: number; lastAttempt: boolean; createdAt: string };
export type JobHandler = (payload: never, run: JobRun) => Promise<void>;

export type JobsOptions = {
  /** Milliseconds between looks for due jobs; 0: no runner, jobs run only through `runDue` (tests). */
  pollMs: number;
  /** Multiplies every retry delay (tests make retries quick). */
  retryScale?: number;
  log: FastifyBaseLogger;
  /**
   * Whether visitors' requests are waiting on this process. The runner then runs one batch a poll instead
   * of draining the queue: a burst of leads is answered first, at the rate of a process without a runner,
   * and announced as it eases. Tests and `npm run alerts` have no visitors.
   */
  visitorsWaiting?: () => boolean;
  /** Told how each run ended: done, retried later, or failed for good (the metrics count them). */
  onRunEnd?: (kind: string, outcome: JobOutcome) => void;
};

export type JobOutcome = "done" | "retried" | "failed";

export type Jobs = ReturnType<typeof jobs>;

/** The period a recurring job's run covers: [start, end), its start a multiple of the period since 1970. */
export type JobPeriod = { start: string; end: string };

/**
 * How many due jobs, of every kind, one claim takes. Those of kinds that may run in any order run side by
 * side: such a job mostly waits (on the mail server, the disk), so one at a time left the runner idle, and
 * a claim of several writes once for all of them. A kind kept in order runs only its oldest (runBatch).
 */
export const JOB_BATCH = 8;

/** How often the runner writes the due recurring jobs: often enough for hourly work, rarely a write. */
const SWEEP_EVERY_MS = 60_000;

export function jobs(
  db: Db,
  { pollMs, retryScale = 1, log, visitorsWaiting = () => false, onRunEnd = () => {} }: JobsOptions,
) {
  const repository = jobsRepository(db);
  const handlers = new Map<string, { handler: JobHandler; policy: RetryPolicy; inAnyOrder: boolean }>();
  const runner = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const recurrings = new Map<string, { periodMs: number; offsetMs: number }>();
  let lastSweep = 0;

  /**
   * Claims up to JOB_BATCH due jobs, oldest first, and runs them side by side, except that a kind whose jobs
   * must go out in order (a watcher's alerts, a partner's webhooks) runs only its oldest: the others are put
   * back for the next batch. Every job starts at once, within the lease its claim took. Resolves with how
   * many ran.
   */
  async function runBatch(at: () => Date): Promise<number> {
    const now = at();
    const longestLease = Math.max(0, ...[...handlers.values()].map(({ policy }) => policy.leaseMs));
    const claimed = await repository.claim(
      [...handlers.keys()],
      runner,
      now,
      new Date(now.getTime() + longestLease),
      JOB_BATCH,
    );
    const ordered = new Set<string>();
    const later = claimed.filter((job) => {
      if (handlers.get(job.kind)!.inAnyOrder) return false;
      const notFirst = ordered.has(job.kind);
      ordered.add(job.kind);
      return notFirst;
    });
    if (later.length)
      await repository.putBack(
        later.map((job) => job.id),
        runner,
      );
    const running = claimed.filter((job) => !later.includes(job));
    // Every job of the batch ends before the next claim (and before stop() resolves), even when recording
    // one's end failed.
    const ended = await Promise.allSettled(running.map((job) => runClaimed(job, now, at)));
    for (const result of ended)
      if (result.status === "rejected")
        log.error({ err: result.reason }, "the job runner could not record a job's end");
    return running.length;
  }

  async function runClaimed(job: JobRow, now: Date, at: () => Date): Promise<void> {
    const { handler, policy } = handlers.get(job.kind)!;
    const lastAttempt =
      job.attempts >= policy.maxAttempts || now.getTime() - Date.parse(job.created_at) >= policy.maxAgeMs;
    try {
      await handler(JSON.parse(job.payload) as never, {
        id: job.id,
        attempt: job.attempts,
        lastAttempt,
        createdAt: job.created_at,
      });
      await repository.done(job.id, runner, at());
      onRunEnd(job.kind, "done");
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const retryAt = lastAttempt ? undefined : new Date(at().getTime() + retryDelay(policy, job.attempts, retryScale));
      await repository.failed(job.id, runner, message, at(), retryAt);
      onRunEnd(job.kind, retryAt ? "retried" : "failed");
      log.warn({ jobId: job.id, kind: job.kind, attempt: job.attempts, retryAt, err: error }, "job failed");
    }
  }

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = true;
  function schedule() {
    if (!stopped) timer = setTimeout(tick, pollMs);
  }
  function tick() {
    const sweepDue = Date.now() - lastSweep >= SWEEP_EVERY_MS && recurrings.size > 0;
    let batches = 0;
    // Ends after the current batch once the runner is stopped: a process shutting down with a backlog (or
    // a job retried every few milliseconds) is not held open. Every poll runs a batch, however busy.
    const going = () => !stopped && (batches++ === 0 || !visitorsWaiting());
    running = (sweepDue ? api.sweep().then(() => void (lastSweep = Date.now())) : Promise.resolve())
      .then(() => api.runDue(undefined, going))
      .catch((error) => log.error({ err: error }, "the job runner could not read the jobs table"))
      .finally(schedule);
  }

  const api = {
    /** Writes a job in the caller's transaction: it exists exactly when what it comes from does. */
    enqueue(
      trx: Kysely<Database>,
      kind: string,
      payload: unknown,
      { runAt, key }: { runAt?: Date; key?: string } = {},
    ): Promise<void> {
      const now = new Date();
      return repository.insert(trx, { kind, payload, key, runAt: runAt ?? now, now });
    },

    /**
     * Runs `handler` for every job of `kind`; it throws to have the job retried. Jobs of a kind run one at
     * a time, in order, unless `inAnyOrder` (each is about something of its own, such as one lead's
     * announcement): then up to JOB_BATCH run side by side.
     */
    handle<Payload>(
      kind: string,
      handler: (payload: Payload, run: JobRun) => Promise<void>,
      { inAnyOrder = false, ...policy }: Partial<RetryPolicy> & { inAnyOrder?: boolean } = {},
    ): void {
      handlers.set(kind, { handler: handler as JobHandler, policy: { ...DEFAULT_RETRY, ...policy }, inAnyOrder });
    },

    /**
     * Runs `handler` once per period of `periodMs` (an hour, a day), with the period it covers. `sweep`
     * writes the period's job under a key naming it, and a job key is written once, so the runner of every
     * process and `npm run alerts` may all sweep: each period runs once. Periods start at multiples of
     * `periodMs` since 1970, plus `offsetMs` (a daily job at 03:30 UTC: 3.5 hours).
     */
    recurring(
      kind: string,
      periodMs: number,
      handler: (period: JobPeriod, run: JobRun) => Promise<void>,
      { offsetMs = 0, ...policy }: Partial<RetryPolicy> & { offsetMs?: number } = {},
    ): void {
      recurrings.set(kind, { periodMs, offsetMs });
      api.handle(kind, handler, policy);
    },

    /**
     * The kinds this process runs. A job of another kind (one a newer version writes, a kind since
     * removed) waits for a process that runs it, so the queue's age is measured over these only.
     */
    kinds: (): string[] => [...handlers.keys()],

    /** When the job of a kind this process runs that is due longest and not running was due, if one waits. */
    oldestWaiting: (now = new Date()) => repository.oldestWaiting(now, api.kinds()),

    /** Writes the job of the current period (at `at`, default now) of every recurring kind. */
    async sweep(at = new Date()): Promise<void> {
      for (const [kind, { periodMs, offsetMs }] of recurrings) {
        const start = Math.floor((at.getTime() - offsetMs) / periodMs) * periodMs + offsetMs;
        const period: JobPeriod = {
          start: new Date(start).toISOString(),
          end: new Date(start + periodMs).toISOString(),
        };
        await repository.insert(db, { kind, payload: period, key: `${kind}:${period.start}`, runAt: at, now: at });
      }
    },

    /** Runs every job due (at `at`, default now) until none is left or `going` says stop; resolves with how many ran. */
    async runDue(at?: Date, going = () => true): Promise<number> {
      const clock = () => at ?? new Date();
      let ran = 0;
      for (let batch = -1; batch !== 0 && going(); ran += batch) batch = await runBatch(clock);
      return ran;
    },

    /** Makes the job with this key due again now; false while it runs. */
    runAgain: (trx: Kysely<Database>, key: string) => repository.runAgain(trx, key, new Date()),

    start(): void {
      if (pollMs <= 0 || !stopped) return;
      stopped = false;
      schedule();
    },

    /** Stops looking for jobs and waits for the one running, so none is cut off by closing the database. */
    async stop(): Promise<void> {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
  return api;
}
