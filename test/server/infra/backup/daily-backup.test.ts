// BACKUP_AT: the server backs itself up once a day at that time (UTC), as a recurring job of the job
// runner, so of several processes one alone does it; without it, the server runs no backup of its own.
import { readdirSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { BACKUP_JOB } from "../../../../server/infra/backup/plugin.ts";
import { tempDataDir, testApp } from "../../../helpers/app.ts";

describe("the daily backup (BACKUP_AT)", () => {
  const apps: FastifyInstance[] = [];
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
  });
  const site = async (env: Record<string, string>) => {
    const dataDir = tempDataDir();
    const app = await testApp({ DATA_DIR: dataDir, SEED_PROJECTS: "3", JOBS_POLL_MS: "0", ...env });
    apps.push(app);
    await app.ready();
    return { app, backups: path.join(dataDir, "backups") };
  };
  const backupJobs = (app: FastifyInstance) =>
    app.db
      .selectFrom("jobs")
      .select(["key", "last_error"])
      .select((eb) => eb("done_at", "is not", null).as("done"))
      .where("kind", "=", BACKUP_JOB)
      .execute();

  it("backs up once for the day that began at BACKUP_AT, into BACKUP_DIR", async () => {
    const { app, backups } = await site({ BACKUP_AT: "03:30" });
    for (const at of ["2026-11-24T03:31:00Z", "2026-11-24T18:00:00Z", "2026-11-25T03:29:00Z"]) {
      await app.jobs.sweep(new Date(at));
      await app.jobs.runDue(new Date(at));
    }
    expect(await backupJobs(app)).toEqual([
      { key: `${BACKUP_JOB}:2026-11-24T03:30:00.000Z`, last_error: null, done: expect.anything() },
    ]);
    expect(readdirSync(backups)).toEqual([expect.stringMatching(/^qto-backup-\d{8}T\d{6}Z\.tar\.gz$/)]);
  }, 60_000);

  it("runs no backup of its own without BACKUP_AT", async () => {
    const { app } = await site({});
    await app.jobs.sweep(new Date("2026-11-24T04:00:00Z"));
    expect(await backupJobs(app)).toEqual([]);
  });
});
