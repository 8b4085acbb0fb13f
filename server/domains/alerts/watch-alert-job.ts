// The `watch.alert` job: one per event that a project's watchers should hear of (written in the event's
// transaction, keyed on the event's id), which e-mails each watcher once. Each e-mail is recorded, unique
// per (event, user), in the transaction that writes its mail job (infra/mail/mail-job.ts): a job run
// again, or by two processes at once, finds the record and writes nothing twice. Only verified addresses
// are e-mailed.
import type { FastifyBaseLogger } from "fastify";
import { isWatchedField, UNSUBSCRIBE_PATH } from "../../../contract/watch-alerts/watch-alerts.ts";
import type { Db } from "../../infra/db/database.ts";
import type { DomainEvent } from "../../infra/events/events.ts";
import type { Jobs } from "../../infra/jobs/jobs.ts";
import { mailJob } from "../../infra/mail/mail-job.ts";
import { signUnsubscribe } from "../../infra/mail/unsubscribe-token.ts";
import { isVerified } from "../../infra/mail/verified-address.ts";
import { alertNews, composeAlert, type AlertEvent } from "./watch-alert-mail.ts";
import type { WatchAlertsRepository } from "./watch-alerts-repository.ts";

export const WATCH_ALERT_JOB = "watch.alert";

/** Whether a project's watchers hear of `event`: a bid date, time or location change, an addendum, an award. */
export function concernsWatchers({ type, data }: DomainEvent): boolean {
  if (type === "project.updated")
    return Array.isArray(data.changes) && data.changes.some((change) => isWatchedField(change?.field));
  if (type === "project.document_added") return data.kind === "addendums";
  return type === "project.closed";
}

/** The job an event writes: [kind, payload, options] for `jobs.enqueue`. */
export const watchAlertJob = (event: AlertEvent) =>
  [WATCH_ALERT_JOB, { event }, { key: `${WATCH_ALERT_JOB}:${event.id}` }] as const;

export type AlertJobContext = {
  db: Db;
  alerts: WatchAlertsRepository;
  jobs: Jobs;
  log: FastifyBaseLogger;
  siteUrl: string;
  secret: string;
};

export function watchAlertHandler({ db, alerts, jobs, log, siteUrl, secret }: AlertJobContext) {
  return async ({ event }: { event: AlertEvent }): Promise<void> => {
    const projectId = Number(event.data.project_id);
    const project = Number.isInteger(projectId) ? await alerts.project(projectId) : undefined;
    const news = project && alertNews(event, project);
    if (!project || !news) return;
    const projectUrl = `${siteUrl}/ProjectDetail/${project.id}`;
    // Alerts go only to an address its owner proved they read.
    for (const watcher of (await alerts.watchers(project.id)).filter(isVerified)) {
      const token = signUnsubscribe(secret, { kind: "watch", userId: watcher.id, subjectId: project.id });
      const unsubscribeUrl = `${siteUrl}${UNSUBSCRIBE_PATH}?${new URLSearchParams({ token })}`;
      const queued = await db.transaction().execute(async (trx) => {
        if (!(await alerts.claim(trx, event.id, watcher.id, project.id))) return false;
        const message = composeAlert(event.id, watcher, project, news, { siteUrl, projectUrl, unsubscribeUrl });
        await jobs.enqueue(trx, ...mailJob(message, `watch-${project.id}-${watcher.id}`));
        return true;
      });
      if (queued) log.info({ eventId: event.id, projectId: project.id, userId: watcher.id }, "watch-list alert queued");
    }
  };
}
