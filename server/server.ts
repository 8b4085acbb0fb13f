// Starts the server and stops it: configuration, the HTTP timeouts, listening, and a graceful shutdown
// on SIGTERM / SIGINT (requests in flight finish, the database closes) bounded in time.
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { SERVER_TIMEOUTS } from "./infra/http/timeouts.ts";

// Past this, shutdown stops waiting for requests still running.
const SHUTDOWN_GRACE_MS = 10_000;

const config = loadConfig();
const app = await buildApp(config, { timeouts: SERVER_TIMEOUTS });

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, "shutting down");
    setTimeout(() => {
      app.log.error({ signal }, "shutdown took too long; exiting");
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

await app.listen({ port: config.port, host: config.host });
