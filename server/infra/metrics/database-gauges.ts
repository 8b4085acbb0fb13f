// What the metrics read from the database when Prometheus asks, the same from every process: the job
// queue, the orders by status, the webhook endpoints that fail, and when the last lead came. Each gauge
// reads one small query at scrape time; none is counted in a process, so restarts lose nothing. The leads
// this process stores are counted as they come (the `lead.created` event), by type and partner.
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Kysely } from "kysely";
import { Gauge, type Registry } from "prom-client";
import type { Database } from "../db/schema.ts";
import { jobsRepository } from "../jobs/jobs-repository.ts";

const seconds = (iso: string) => Date.parse(iso) / 1000;

/** A lead's partner as a label: a registered partner's id, else "unregistered" (the form's field is free text). */
async function partnerLabel(trx: Kysely<Database>, partner: unknown): Promise<string> {
  if (typeof partner !== "string" || partner === "") return "none";
  const registered = await trx.selectFrom("partners").select("id").where("id", "=", partner).executeTakeFirst();
  return registered ? partner : "unregistered";
}

export const databaseGaugesPlugin = fp(
  async (app: FastifyInstance) => {
    const { db, metrics, log } = app;
    const registers = [metrics.registry];
    const jobs = jobsRepository(db);
    /** Runs a gauge's reading; a failed one leaves the gauge empty and says why in the log. */
    const reading = (name: string, read: () => Promise<void>) => async () => {
      try {
        await read();
      } catch (error) {
        log.warn({ err: error, metric: name }, "a metric could not be read from the database");
      }
    };

    const queue = new Gauge({
      name: "qto_jobs",
      help: "Pending jobs by kind and state: waiting (due), running, scheduled (a later run or retry).",
      labelNames: ["kind", "state"] as const,
      registers,
      collect: reading("qto_jobs", async () => {
        queue.reset();
        for (const { kind, state, count } of await jobs.pendingByKind(new Date())) queue.set({ kind, state }, count);
      }),
    });
    const oldest = new Gauge({
      name: "qto_jobs_oldest_waiting_seconds",
      help: "How long the job due longest (of a kind this process runs) has waited to run (0: none waits).",
      registers,
      collect: reading("qto_jobs_oldest_waiting_seconds", async () => {
        const now = new Date();
        const due = await app.jobs.oldestWaiting(now);
        oldest.set(due ? Math.max(0, now.getTime() / 1000 - seconds(due)) : 0);
      }),
    });
    const orders = new Gauge({
      name: "qto_orders",
      help: "Orders by status.",
      labelNames: ["status"] as const,
      registers,
      collect: reading("qto_orders", async () => {
        const rows = await db
          .selectFrom("orders")
          .select(({ fn }) => ["status", fn.countAll<number>().as("count")])
          .groupBy("status")
          .execute();
        orders.reset();
        for (const { status, count } of rows) orders.set({ status }, Number(count));
      }),
    });
    webhookGauges(app, registers, reading);
    const lastLead = new Gauge({
      name: "qto_lead_last_received_timestamp_seconds",
      help: "When the newest lead was stored (Unix time); absent while there is none.",
      registers,
      collect: reading("qto_lead_last_received_timestamp_seconds", async () => {
        const row = await db
          .selectFrom("leads")
          .select((eb) => eb.fn.max("created_at").as("at"))
          .executeTakeFirst();
        lastLead.reset();
        if (row?.at) lastLead.set(seconds(row.at));
      }),
    });

    // In the lead's transaction: a lead whose transaction then fails is counted all the same (rare, and a
    // count, not a record). A listener that threw would fail the lead, so nothing here throws.
    app.events.on(async (event, trx) => {
      if (event.type !== "lead.created") return;
      try {
        const partner = await partnerLabel(trx, event.data.partner);
        metrics.leadsReceived.inc({ type: String(event.data.type), partner });
      } catch (error) {
        log.warn({ err: error }, "a lead could not be counted");
      }
    });
  },
  { name: "database-gauges", dependencies: ["metrics", "database", "events", "jobs"] },
);

type Reading = (name: string, read: () => Promise<void>) => () => Promise<void>;

/** The webhook endpoints by state, and how long each enabled one has been failing. */
function webhookGauges(app: FastifyInstance, registers: Registry[], reading: Reading): void {
  const read = () => app.db.selectFrom("webhook_endpoints").select(["id", "enabled", "failing_since"]).execute();
  const byState: Gauge<"state"> = new Gauge({
    name: "qto_webhook_endpoints",
    help: "Webhook endpoints by state: ok, failing (enabled, its last deliveries failed) or disabled.",
    labelNames: ["state"] as const,
    registers,
    collect: reading("qto_webhook_endpoints", async () => {
      const counts = { ok: 0, failing: 0, disabled: 0 };
      for (const row of await read()) counts[!row.enabled ? "disabled" : row.failing_since ? "failing" : "ok"]++;
      for (const [state, count] of Object.entries(counts)) byState.set({ state }, count);
    }),
  });
  const failing: Gauge<"endpoint"> = new Gauge({
    name: "qto_webhook_endpoint_failing_seconds",
    help: "How long each enabled webhook endpoint (by id) has failed every delivery; absent while it succeeds.",
    labelNames: ["endpoint"] as const,
    registers,
    collect: reading("qto_webhook_endpoint_failing_seconds", async () => {
      const now = Date.now() / 1000;
      failing.reset();
      for (const row of await read())
        if (row.enabled && row.failing_since)
          failing.set({ endpoint: String(row.id) }, Math.max(0, now - seconds(row.failing_since)));
    }),
  });
}
