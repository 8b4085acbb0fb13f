// The watch-list alerts feature: a visitor who starred a project (server/domains/projects/) gets one
// e-mail when its bid date, time or location changes, an addendum is posted, or it is awarded. Each such
// event writes, in its own transaction, one `watch.alert` job keyed on the event's id (alert-job.ts);
// the e-mails carry a one-click unsubscribe (routes.ts, RFC 8058) that needs no session.
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { isWatchedField } from "../../../contract/watch-alerts/watch-alerts.ts";
import type { DomainEvent } from "../../infra/events/events.ts";
import { WATCH_ALERT_JOB, watchAlertHandler, watchAlertJob } from "./watch-alert-job.ts";
import { unsubscribePage } from "./unsubscribe-page.ts";
import { watchUnsubscribeRoutes } from "./routes/watch-unsubscribe.ts";
import { watchAlertsRepository, type WatchAlertsRepository } from "./watch-alerts-repository.ts";

declare module "fastify" {
  interface FastifyInstance {
    watchAlerts: WatchAlertsRepository;
  }
}

export type WatchAlertsOptions = { siteUrl: string; secret: string; siteDir: string; includesDir: string };

/** Whether a project's watchers hear of `event`: a bid date, time or location change, an addendum, an award. */
export function concernsWatchers({ type, data }: DomainEvent): boolean {
  if (type === "project.updated")
    return Array.isArray(data.changes) && data.changes.some((change) => isWatchedField(change?.field));
  if (type === "project.document_added") return data.kind === "addendums";
  return type === "project.closed";
}

export const watchAlertsFeature = fp(
  async (app: FastifyInstance, { siteUrl, secret, siteDir, includesDir }: WatchAlertsOptions) => {
    const alerts = watchAlertsRepository(app.db);
    app.decorate("watchAlerts", alerts);
    app.events.on(async (event, trx) => {
      if (!concernsWatchers(event)) return;
      const { id, type, data } = event;
      await app.jobs.enqueue(trx, ...watchAlertJob({ id, type, data }));
    });
    app.jobs.handle(
      WATCH_ALERT_JOB,
      watchAlertHandler({ db: app.db, alerts, jobs: app.jobs, log: app.log, siteUrl, secret }),
    );
    await app.register(watchUnsubscribeRoutes, { alerts, secret, page: unsubscribePage(siteDir, includesDir) });
  },
  { name: "watch-alerts", dependencies: ["database", "mail-job", "events", "jobs", "favorites"] },
);
