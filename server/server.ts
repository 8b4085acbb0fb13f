// Starts the server and stops it: configuration, the HTTP timeouts, listening, and a graceful shutdown
// on SIGTERM / SIGINT, bounded in time: /readyz answers 503 at once; SHUTDOWN_DELAY seconds later (the
// time a load balancer takes to see it) the process stops listening, finishes the requests in flight and
// the job it runs, closes the database and exits (infra/health/shutdown.ts).
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { shutDown } from "./infra/health/shutdown.ts";
import type { Timeouts } from "./infra/http/timeouts.ts";

// A slow client is cut, not waited on (README, "Timeouts"): headers within 20 s, an ordinary body within
// 25 s of them, a quote's files as long as they average 32 KB/s (256 kbit/s, a slow upload line) and
// 15 minutes at most (10 files of 25 MB need 280 KB/s), and a socket silent for 30 s is dropped.
// Keep-alive outlasts the 60 s idle timeout of common load balancers, so they never reuse a socket we
// have just closed. Node checks the header and request limits every 5 s (its default is 30 s).
const TIMEOUTS: Timeouts = {
  headersTimeout: 20_000,
  bodyTimeout: 25_000,
  uploadMinBytesPerSecond: 32 * 1024,
  requestTimeout: 15 * 60_000,
  connectionTimeout: 30_000,
  keepAliveTimeout: 65_000,
  checkInterval: 5_000,
};
// Past this, shutdown stops waiting for requests still running.
const SHUTDOWN_GRACE_MS = 10_000;

const config = loadConfig();
const app = await buildApp(config, { timeouts: TIMEOUTS });

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    const delayMs = config.shutdownDelay * 1000;
    app.log.info({ signal, delayMs }, "shutting down");
    setTimeout(() => {
      app.log.error({ signal }, "shutdown took too long; exiting");
      process.exit(1);
    }, delayMs + SHUTDOWN_GRACE_MS).unref();
    shutDown(app, { delayMs }).then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

await app.listen({ port: config.port, host: config.host });
