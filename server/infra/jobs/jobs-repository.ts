// The jobs table: writing a job in its caller's transaction, claiming the next due one atomically, and
// recording how its run ended. Times are ISO-8601 UTC strings, which sort as they compare.
import { type Kysely, sql } from "kysely";
import { isPostgres } from "../db/migrations/dialect.ts";
import type { Db } from "../db/database.ts";
import type { Database, JobsTable } from "../db/schema.ts";
import { compiledOnce } from "../db/compiled-once.ts";

export type JobRow = Omit<JobsTable, "id" | "attempts"> & { id: number; attempts: number };

const iso = (at: Date) => at.toISOString();

/** A job written in its caller's transaction, as each lead writes its announcement: compiled once. */
const insertJob = compiledOnce((db, job: Pick<JobsTable, "kind" | "payload" | "key" | "run_at" | "created_at">) =>
  db
    .insertInto("jobs")
    .values({ kind: job.kind, payload: job.payload, key: job.key, run_at: job.run_at, created_at: job.created_at })
    .onConflict((conflict) => conflict.column("key").doNothing()),
);

export function jobsRepository(db: Db) {
  const postgres = isPostgres(db as unknown as Kysely<unknown>);
  return {
    /** Writes a job in `trx`; a second job with the same `key` is not written. */
    async insert(
      trx: Kysely<Database>,
      job: { kind: string; payload: unknown; runAt: Date; key?: string; now: Date },
    ): Promise<void> {
      await insertJob(trx, {
        kind: job.kind,
        payload: JSON.stringify(job.payload),
        key: job.key ?? null,
        run_at: iso(job.runAt),
        created_at: iso(job.now),
      });
    },

    /**
     * Takes up to `limit` due jobs of these kinds, oldest first, for `runner` until `leaseUntil`, counting
     * the attempt: a job whose lease ran out (its runner was killed) is due again. PostgreSQL:
     * `FOR UPDATE SKIP LOCKED` lets several processes claim side by side without waiting or taking the same
     * rows (https://www.postgresql.org/docs/current/sql-select.html#SQL-FOR-UPDATE-SHARE). SQLite has one
     * writer at a time, so one UPDATE … WHERE id IN (SELECT …) is atomic as it stands.
     */
    async claim(kinds: string[], runner: string, now: Date, leaseUntil: Date, limit: number): Promise<JobRow[]> {
      if (!kinds.length) return [];
      const due = sql`done_at is null and failed_at is null and run_at <= ${iso(now)}
        and (locked_until is null or locked_until < ${iso(now)}) and kind in (${sql.join(kinds)})`;
      const claimed = postgres
        ? await sql<JobRow>`with next as (
              select id from jobs where ${due} order by run_at, id limit ${limit} for update skip locked)
            update jobs set locked_by = ${runner}, locked_until = ${iso(leaseUntil)}, attempts = attempts + 1
            from next where jobs.id = next.id returning jobs.*`.execute(db)
        : await sql<JobRow>`update jobs set locked_by = ${runner}, locked_until = ${iso(leaseUntil)},
              attempts = attempts + 1
            where id in (select id from jobs where ${due} order by run_at, id limit ${limit}) returning *`.execute(db);
      return claimed.rows
        .map((row) => ({ ...row, id: Number(row.id), attempts: Number(row.attempts) }))
        .sort((a, b) => a.run_at.localeCompare(b.run_at) || a.id - b.id);
    },

    /** Gives back jobs `runner` claimed but will not run now, as if never claimed. */
    async putBack(ids: number[], runner: string): Promise<void> {
      await db
        .updateTable("jobs")
        .set((eb) => ({ locked_by: null, locked_until: null, attempts: eb("attempts", "-", 1) }))
        .where("id", "in", ids)
        .where("locked_by", "=", runner)
        .execute();
    },

    /** Marks the job done, if `runner` still holds it. */
    async done(id: number, runner: string, now: Date): Promise<void> {
      await db
        .updateTable("jobs")
        .set({ done_at: iso(now), locked_by: null, locked_until: null, last_error: null })
        .where("id", "=", id)
        .where("locked_by", "=", runner)
        .execute();
    },

    /** Records a failed run: due again at `retryAt`, or failed for good when there is none. */
    async failed(id: number, runner: string, error: string, now: Date, retryAt?: Date): Promise<void> {
      await db
        .updateTable("jobs")
        .set({
          last_error: error.slice(0, 2000),
          locked_by: null,
          locked_until: null,
          ...(retryAt ? { run_at: iso(retryAt) } : { failed_at: iso(now) }),
        })
        .where("id", "=", id)
        .where("locked_by", "=", runner)
        .execute();
    },

    /**
     * Makes the job with this key due now with a fresh count of attempts, done or not; false when it is
     * running (held under a lease), so a job never runs twice at once.
     */
    async runAgain(trx: Kysely<Database>, key: string, now: Date): Promise<boolean> {
      const result = await trx
        .updateTable("jobs")
        .set({ run_at: iso(now), attempts: 0, done_at: null, failed_at: null, last_error: null })
        .where("key", "=", key)
        .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", iso(now))]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /**
     * When the job of these kinds due longest and not running was due (undefined: none waits), what /readyz
     * and the metrics measure the queue by. The pending jobs' index (migration 032) is in run_at order.
     */
    async oldestWaiting(now: Date, kinds: string[]): Promise<string | undefined> {
      if (!kinds.length) return undefined;
      const row = await db
        .selectFrom("jobs")
        .select((eb) => eb.fn.min("run_at").as("run_at"))
        .where("done_at", "is", null)
        .where("failed_at", "is", null)
        .where("run_at", "<=", iso(now))
        .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", iso(now))]))
        .where("kind", "in", kinds)
        .executeTakeFirst();
      return row?.run_at ?? undefined;
    },

    /** The pending jobs of each kind: waiting (due), running (held under a lease), or scheduled (not yet due). */
    pendingByKind: (now: Date) =>
      db
        .selectFrom("jobs")
        .select(({ fn, case: when }) => [
          "kind",
          when()
            .when("locked_until", ">=", iso(now))
            .then("running")
            .when("run_at", "<=", iso(now))
            .then("waiting")
            .else("scheduled")
            .end()
            .as("state"),
          fn.countAll<number>().as("count"),
        ])
        .where("done_at", "is", null)
        .where("failed_at", "is", null)
        .groupBy(["kind", "state"])
        .execute(),

    byKey: (key: string) => db.selectFrom("jobs").selectAll().where("key", "=", key).executeTakeFirst(),
  };
}

export type JobsRepository = ReturnType<typeof jobsRepository>;
