// The jobs of this process (`app.jobs`): features register their handlers while the app is built; the
// runner starts once the app is ready and stops, finishing its current job, before the database closes.
// It counts the requests in flight, to give way to visitors (jobs.ts, visitorsWaiting).
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { requestsInFlight } from "../http/requests-in-flight.ts";
import { jobs, type Jobs } from "./jobs.ts";

declare module "fastify" {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

/** Requests in flight from which visitors count as waiting: one is being answered, the others queue. */
const WAITING = 2;

export const jobsPlugin = fp(
  async (app: FastifyInstance, { pollMs, retryScale }: { pollMs: number; retryScale: number }) => {
    const inFlight = requestsInFlight(app);
    const visitorsWaiting = () => inFlight() >= WAITING;
    const processJobs = jobs(app.db, { pollMs, retryScale, log: app.log, visitorsWaiting });
    app.decorate("jobs", processJobs);
    app.addHook("onReady", async () => processJobs.start());
    app.addHook("onClose", () => processJobs.stop());
  },
  { name: "jobs", dependencies: ["database"] },
);
