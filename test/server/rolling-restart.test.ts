// A rolling restart loses no request: two server processes behind nginx serve a steady load of page,
// API and lead requests while each in turn is stopped (SIGTERM) and started again on its port. A process
// told to stop answers /readyz 503 at once, closes each connection after its answer for SHUTDOWN_DELAY,
// then stops listening (nginx's connection is refused, so it passes the request to the other process),
// finishes what it was doing and exits 0. Like every PostgreSQL suite it runs when TEST_DATABASE_URL is
// set (CI sets it); then a missing nginx fails it rather than letting it pass unrun.
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startNginx, type RunningNginx } from "../../scripts/lib/nginx.ts";
import { freePort } from "../../scripts/lib/processes.ts";
import { spawnServer, type ServerProcess } from "../../scripts/lib/server-process.ts";
import { TEST_DATABASES, tempDataDir, testApp } from "../helpers/app.ts";
import { VALID_LEADS } from "../helpers/leads.ts";

const POSTGRES = TEST_DATABASES.filter((database) => database.name === "postgres");
const WORKERS = 6;
/** Bounds of the test's load: it stops by itself however the restarts go. */
const LOAD_AT_MOST_MS = 90_000;
/** How long nginx may take to send requests to a process started again (its fail_timeout is 10 s). */
const BACK_IN_ROTATION_MS = 30_000;

type Outcome = { what: string; status: number | string; upstream: string | null };

describe.each(POSTGRES)("a rolling restart of two processes behind nginx", ({ url }) => {
  let setup: FastifyInstance;
  let nginx: RunningNginx;
  let env: Record<string, string>;
  const ports: number[] = [];
  const processes: ServerProcess[] = [];

  beforeAll(async () => {
    const databaseUrl = await url();
    env = {
      DATABASE_URL: databaseUrl,
      SEED_PROJECTS: "0",
      TRUST_PROXY: "127.0.0.1",
      RATE_LIMIT_LEADS: "100000/1m",
      SHUTDOWN_DELAY: "1",
    };
    // Migrates and seeds the database once, so the processes start quickly and alike.
    setup = await testApp({ ...env, SEED_PROJECTS: "30", DATA_DIR: tempDataDir(), JOBS_POLL_MS: "0" });
    for (let index = 0; index < 2; index++) {
      ports.push(await freePort());
      processes.push(await spawnServer({ ...env, DATA_DIR: tempDataDir(), PORT: String(ports[index]) }));
    }
    nginx = await startNginx(ports);
  }, 180_000);
  afterAll(async () => {
    await nginx?.stop();
    await Promise.all(processes.map((process) => process.stop()));
    await setup?.close();
  });

  /** One request of the load: a page, the projects API, or a lead (with its idempotency key). */
  async function one(turn: number): Promise<Outcome> {
    const kinds = ["page", "api", "lead"] as const;
    const what = kinds[turn % kinds.length]!;
    const request =
      what === "page"
        ? fetch(`${nginx.origin}/`)
        : what === "api"
          ? fetch(`${nginx.origin}/reactapp/projects/projects/?page=${(turn % 3) + 1}`)
          : fetch(`${nginx.origin}${VALID_LEADS.contact.path}`, {
              method: "POST",
              headers: { "content-type": "application/json", "idempotency-key": `rolling-${turn}-${Math.random()}` },
              body: JSON.stringify(VALID_LEADS.contact.body),
            });
    try {
      const response = await request;
      await response.arrayBuffer();
      return { what, status: response.status, upstream: response.headers.get("x-upstream") };
    } catch (error) {
      return { what, status: `error: ${(error as Error).message}`, upstream: null };
    }
  }

  it("loses no request while each process in turn is stopped and started again", async () => {
    const outcomes: Outcome[] = [];
    let running = true;
    const startedAt = Date.now();
    let turn = 0;
    const workers = Array.from({ length: WORKERS }, async () => {
      while (running && Date.now() - startedAt < LOAD_AT_MOST_MS) outcomes.push(await one(turn++));
    });
    /** Resolves once nginx has sent a request of the load to `port` after `since` answers. */
    const served = async (port: number, since: number) => {
      const waitStarted = Date.now();
      while (Date.now() - waitStarted < BACK_IN_ROTATION_MS) {
        if (outcomes.slice(since).some((outcome) => outcome.upstream === `127.0.0.1:${port}`)) return true;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return false;
    };

    try {
      expect(await served(ports[0]!, 0)).toBe(true);
      expect(await served(ports[1]!, 0)).toBe(true);
      for (const index of [0, 1]) {
        expect(await processes[index]!.stop("SIGTERM")).toBe(0);
        processes[index] = await spawnServer({ ...env, DATA_DIR: tempDataDir(), PORT: String(ports[index]) });
        // Answers counted from here on come from the new process: the old one had exited. The next one is
        // stopped only once nginx sends requests to this one again, as a deployment waits for it.
        expect(await served(ports[index]!, outcomes.length), `process ${index} back in rotation`).toBe(true);
      }
    } finally {
      running = false;
      await Promise.all(workers);
    }

    const failed = outcomes.filter(({ what, status }) => status !== (what === "lead" ? 201 : 200));
    expect(failed).toEqual([]);
    expect(outcomes.length).toBeGreaterThan(100);
  }, 180_000);
});
