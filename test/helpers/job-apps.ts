// Applications opened by a jobs test, closed after each test: two of them on one database are two
// processes claiming the same queue.
import type { FastifyInstance } from "fastify";
import { afterEach } from "vitest";
import { tempDataDir, testApp } from "./app.ts";

/**
 * Registers the closing and returns `open(databaseUrl, env)` (no seeded projects, no polling unless asked)
 * and `close(app)`, for a test that stops one itself (a restart).
 */
export function jobApps() {
  const apps: FastifyInstance[] = [];
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
  });
  async function open(databaseUrl: string, env: Record<string, string> = {}) {
    const app = await testApp({
      DATABASE_URL: databaseUrl,
      DATA_DIR: tempDataDir(),
      SEED_PROJECTS: "0",
      JOBS_POLL_MS: "0",
      ...env,
    });
    apps.push(app);
    return app;
  }
  async function close(app: FastifyInstance) {
    apps.splice(apps.indexOf(app), 1);
    await app.close();
  }
  return { open, close };
}
