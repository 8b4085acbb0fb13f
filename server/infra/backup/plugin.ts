// The daily backup inside the server, when BACKUP_AT names a time of day (UTC): a recurring job of the
// job runner, so of several server processes (and `npm run alerts`) one alone backs up each day, and a
// server started after that time backs up at once for the day. `npm run backup` from a systemd timer or
// cron does the same from outside; use one or the other.
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { backUp, type BackupConfig } from "./backup.ts";

export const BACKUP_JOB = "backup.daily";
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export const backupJobPlugin = fp(
  async (app: FastifyInstance, { config, dailyAtMs }: { config: BackupConfig; dailyAtMs: number }) => {
    app.jobs.recurring(
      BACKUP_JOB,
      DAY_MS,
      async () => {
        const result = await backUp(config);
        app.log.info({ backup: result }, "backup written");
      },
      // A backup of a large site takes a while: the runner that took it holds it for hours; one that failed
      // (the destination away) is tried again every half hour or so within the day.
      { offsetMs: dailyAtMs, leaseMs: 6 * HOUR_MS, delay: () => HOUR_MS, maxAttempts: 12, maxAgeMs: DAY_MS },
    );
  },
  { name: "backup-job", dependencies: ["jobs"] },
);
