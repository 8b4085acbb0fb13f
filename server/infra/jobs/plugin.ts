// The jobs of this process (`app.jobs`): features register their handlers while the app is built; the
// runner starts once the app is ready and stops, finishing its current job, before the database closes.
// It gives way to visitors while they wait (visitors-waiting.ts).
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { jobs, type Jobs } from "./jobs.ts";
import { visitorsWaiting } from "./visitors-waiting.ts";

declare module "fastify" {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

export const jobsPlugin = fp(
  async (app: FastifyInstance, { pollMs, retryScale }: { pollMs: number; retryScale: number }) => {
    const processJobs = jobs(app.db, {
      pollMs,
      retryScale,
      log: app.log,
      visitorsWaiting: visitorsWaiting(app),
      onRunEnd: (kind, outcome) => app.metrics.jobRuns.inc({ kind, outcome }),
    });
    app.decorate("jobs", processJobs);
    app.addHook("onReady", async () => processJobs.start());
    app.addHook("onClose", () => processJobs.stop());
  },
  { name: "jobs", dependencies: ["database", "metrics"] },
);
