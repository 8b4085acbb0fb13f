// Whether visitors wait on this process, for the job runner to give way to them (jobs.ts): two or more of
// their requests in flight while the event loop has been busy since the last look. Requests in flight on
// an idle loop (uploads under way, a visitor reading a slow answer) leave the runner its whole pace, and so
// does the runner's own work with fewer visitors. Event-loop utilization:
// https://nodejs.org/api/perf_hooks.html#performanceeventlooputilizationutilization1-utilization2
import { performance } from "node:perf_hooks";
import type { FastifyInstance } from "fastify";
import { requestsInFlight } from "../http/requests-in-flight.ts";

/** Requests in flight from which visitors may be waiting: one is being answered, the others queue. */
const WAITING = 2;
/** The share of time since the last look the loop spent running code, from which it counts as busy. */
const BUSY = 0.9;

export function visitorsWaiting(app: FastifyInstance): () => boolean {
  const inFlight = requestsInFlight(app);
  let lastLook = performance.eventLoopUtilization();
  return () => {
    const now = performance.eventLoopUtilization();
    const { utilization } = performance.eventLoopUtilization(now, lastLook);
    lastLook = now;
    return inFlight() >= WAITING && utilization >= BUSY;
  };
}
