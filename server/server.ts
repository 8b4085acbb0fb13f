// Starts the server and stops it: configuration, the HTTP timeouts, listening, and a graceful shutdown
// on SIGTERM / SIGINT, bounded in time: /readyz answers 503 at once; SHUTDOWN_DELAY seconds later (the
// time a load balancer takes to see it) the process stops listening, finishes the requests in flight and
// the job it runs, closes the database and exits (infra/health/shutdown.ts).
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { shutDown } from "./infra/health/shutdown.ts";
import { SERVER_TIMEOUTS } from "./infra/http/timeouts.ts";

// Past this, shutdown stops waiting for requests still running.
const SHUTDOWN_GRACE_MS = 10_000;

const config = loadConfig();
const app = await buildApp(config, { timeouts: SERVER_TIMEOUTS });

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
