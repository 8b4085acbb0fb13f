// Health for whoever runs the site: GET /livez, the process answers; GET /readyz, it can serve (the
// database answers and has run every migration this code has, the S3 bucket and Redis answer when
// configured, and no due job has waited longer than READY_MAX_JOB_AGE), 200 or 503 with each check's state
// and time. A process shutting down answers 503 at once, then stops listening and finishes the requests
// in flight and the job it runs (shutdown.ts).
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { sql } from "kysely";
import { pendingMigrations } from "../db/database.ts";
import { runChecks, singleFlight, type Check } from "./checks.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** From now on /readyz answers 503 (shutdown.ts); closing the app does it too. */
    beginShutdown(): void;
    /** From now on every answer closes its connection (shutdown.ts); closing the app does it too. */
    closeConnectionsAfterAnswers(): void;
  }
}

export type HealthOptions = {
  /** Seconds the oldest due job may wait; 0: the queue is not checked. */
  maxJobAgeSeconds: number;
  /** Whether the object store is a bucket elsewhere (S3_URL), worth asking. */
  remoteObjects: boolean;
};

/** A prefix no object has: listing it asks the bucket to answer without reading anything. */
const PROBE_PREFIX = "readyz-probe/";

export const healthPlugin = fp(
  async (app: FastifyInstance, { maxJobAgeSeconds, remoteObjects }: HealthOptions) => {
    const { redis } = app;
    const checks: Record<string, Check> = {
      database: async () => void (await sql`select 1`.execute(app.db)),
      migrations: async () => {
        const pending = await pendingMigrations(app.db);
        if (pending.length) throw new Error(`migrations not run: ${pending.join(", ")}`);
      },
      ...(remoteObjects && { objects: async () => void (await app.objects.list(PROBE_PREFIX)) }),
      ...(redis && { redis: async () => void (await redis.ping()) }),
      ...(maxJobAgeSeconds > 0 && {
        jobs: async () => {
          const now = new Date();
          const oldest = await app.jobs.oldestWaiting(now);
          const waited = oldest ? (now.getTime() - Date.parse(oldest)) / 1000 : 0;
          if (waited > maxJobAgeSeconds) throw new Error(`the oldest due job has waited ${Math.round(waited)} s`);
        },
      }),
    };
    const readiness = singleFlight(() => runChecks(checks, app.log));

    let shuttingDown = false;
    let closingConnections = false;
    app.decorate("beginShutdown", () => void (shuttingDown = true));
    app.decorate("closeConnectionsAfterAnswers", () => void (closingConnections = true));
    app.addHook("preClose", async () => {
      app.beginShutdown();
      app.closeConnectionsAfterAnswers();
    });
    // Once the process no longer listens, an answer closes its connection after it, so a proxy keeping
    // connections open sends nothing more down this one (RFC 9112 §9.6).
    app.addHook("onSend", async (_request, reply) => {
      if (closingConnections) reply.header("connection", "close");
    });

    // Probes come every few seconds: their requests are not logged unless something goes wrong.
    app.get("/livez", { logLevel: "warn" }, async (_request, reply) =>
      reply.header("cache-control", "no-store").send({ status: "alive" }),
    );
    app.get("/readyz", { logLevel: "warn" }, async (_request, reply) => {
      reply.header("cache-control", "no-store");
      if (shuttingDown) return reply.code(503).send({ status: "shutting down", checks: {} });
      const { ready, checks: results } = await readiness();
      return reply.code(ready ? 200 : 503).send({ status: ready ? "ready" : "not ready", checks: results });
    });
  },
  { name: "health", dependencies: ["database", "files", "rate-limit", "jobs"] },
);
