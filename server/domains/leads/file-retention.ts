// How long a quote's files are kept once staff are done with its lead: 30 days after it is marked spam,
// 180 days after it is won or lost (docs/api.md says so to visitors). A daily recurring job removes the
// files past that from the object store and records on each file's row when it was removed, so the lead
// desk shows "removed after N days" instead of a link to nothing. A lead still open keeps its files;
// reopening a lead in time keeps them too (its clock restarts at its next close).
import type { FastifyBaseLogger } from "fastify";
import type { ObjectStore } from "../../infra/files/object-store.ts";
import type { JobPeriod } from "../../infra/jobs/jobs.ts";
import type { LeadsRepository } from "./leads-repository.ts";
import { uploadKey } from "../../infra/files/uploads.ts";

export const FILE_RETENTION_JOB = "leads.file-retention";

const DAY_MS = 24 * 60 * 60 * 1000;
/** The job runs once a day. */
export const FILE_RETENTION_EVERY_MS = DAY_MS;

/** Days a lead's files are kept after it reached one of these statuses. */
export const FILE_RETENTION = [
  { statuses: ["spam"], days: 30 },
  { statuses: ["won", "lost"], days: 180 },
] as const;

/** Files read and removed at a time: a first run over years of leads never holds them all in memory. */
const BATCH = 200;

type Context = { leads: LeadsRepository; objects: ObjectStore; log: FastifyBaseLogger };

/** The daily job: removes the files of leads closed longer than their rule's days before the day began. */
export function fileRetentionJob({ leads, objects, log }: Context) {
  return async (period: JobPeriod): Promise<void> => {
    let removed = 0;
    for (const { statuses, days } of FILE_RETENTION) {
      const before = new Date(Date.parse(period.start) - days * DAY_MS).toISOString();
      for (let files = await leads.filesKeptSince(statuses, before, BATCH); files.length;) {
        for (const file of files) {
          // The bytes first: a crash between the two leaves a row that is removed again next time, never
          // a file no row points to.
          const key = uploadKey(file.stored_name);
          if (key) await objects.remove(key);
          await leads.markFileRemoved(Number(file.id), new Date().toISOString(), days);
        }
        removed += files.length;
        files = await leads.filesKeptSince(statuses, before, BATCH);
      }
    }
    if (removed) log.info({ removed, period: period.start }, "lead files removed after their retention period");
  };
}
