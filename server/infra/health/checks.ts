// Readiness as a set of named checks, each bounded in time: a check that has not answered within
// CHECK_TIMEOUT_MS is down (a database behind a dropped network may never answer, and a load balancer's
// probe gives up long before the driver does). The answer says each check's state and how long it took;
// why one is down goes to the log only, since /readyz answers anyone who asks.
import type { FastifyBaseLogger } from "fastify";

/** Resolves when what it checks answers; throws (with the reason) when it does not. */
export type Check = () => Promise<void>;
export type CheckResult = { state: "up" | "down"; ms: number };
export type Readiness = { ready: boolean; checks: Record<string, CheckResult> };

export const CHECK_TIMEOUT_MS = 2_000;

function bounded(check: Check, timeoutMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  return Promise.race([check(), timeout]).finally(() => clearTimeout(timer));
}

/** Runs every check side by side. */
export async function runChecks(
  checks: Record<string, Check>,
  log: FastifyBaseLogger,
  timeoutMs = CHECK_TIMEOUT_MS,
): Promise<Readiness> {
  const results = await Promise.all(
    Object.entries(checks).map(async ([name, check]): Promise<[string, CheckResult]> => {
      const started = performance.now();
      const state = await bounded(check, timeoutMs).then(
        () => "up" as const,
        (error: unknown) => {
          log.warn({ check: name, err: error }, "readiness check failed");
          return "down" as const;
        },
      );
      return [name, { state, ms: Math.round(performance.now() - started) }];
    }),
  );
  return { ready: results.every(([, result]) => result.state === "up"), checks: Object.fromEntries(results) };
}

/** Shares one run among the probes that arrive while it goes: a burst of them costs one set of queries. */
export function singleFlight<T>(run: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  return () => (running ??= run().finally(() => (running = undefined)));
}
