// Runs the site's scheduled work once, for an external scheduler (cron, a systemd timer):
//   npm run alerts
// It writes the job of the current period of every recurring kind (saved-search digests, bid reminders),
// then runs every due job, and exits. The server's own runner does the same each minute; a recurring job
// is keyed on its period and each alert on what it announces, so running both, or this twice, sends
// nothing twice. Exit codes: 0 done, 1 the database could not be reached.
import { buildApp } from "../server/app.ts";
import { loadConfig } from "../server/config.ts";

// No runner of its own: this process sweeps and drains the due jobs once, then closes.
const app = await buildApp({ ...loadConfig(), jobs: { ...loadConfig().jobs, pollMs: 0 } });
try {
  await app.ready();
  await app.jobs.sweep();
  const ran = await app.jobs.runDue();
  console.log(`alerts: ${ran} job${ran === 1 ? "" : "s"} run`);
} catch (error) {
  console.error(`alerts: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await app.close();
}
