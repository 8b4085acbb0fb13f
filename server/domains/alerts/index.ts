// The alerts domain: what e-mails a customer about projects, each alert a durable job, each e-mail with
// a one-click unsubscribe (RFC 8058) that needs no session (routes/unsubscribe.ts). Watch-list alerts: a
// visitor who starred a project gets one e-mail when its bid date, time or location changes, an addendum
// is posted, or it is awarded (watch-alert-job.ts), unsubscribed at UNSUBSCRIBE_PATH (the stars stay).
// Reminders, under /reactapp/account/ (REMINDERS_API): saved searches, the board's filters under a name
// with instant e-mails or a daily digest of new matching projects (saved-search-alerts.ts), and bid
// reminders for starred projects 7, 3 or 1 days before the bid date (bid-reminder-job.ts), unsubscribed
// at REMINDERS_UNSUBSCRIBE_PATH; `npm run alerts` sweeps and runs the jobs too.
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { REMINDERS_UNSUBSCRIBE_PATH } from "../../../contract/account/reminders.ts";
import { UNSUBSCRIBE_PATH } from "../../../contract/watch-alerts/watch-alerts.ts";
import { BID_REMINDER_JOB, bidReminderHandler } from "./bid-reminder-job.ts";
import { bidRemindersRepository } from "./bid-reminders-repository.ts";
import { bidRemindersRoutes } from "./routes/bid-reminders.ts";
import { savedSearchesRoutes } from "./routes/saved-searches.ts";
import { unsubscribeRoutes } from "./routes/unsubscribe.ts";
import { DIGEST_JOB, INSTANT_ALERT_JOB, instantAlertJob, searchAlerts } from "./saved-search-alerts.ts";
import { savedSearchesRepository } from "./saved-searches-repository.ts";
import { unsubscribePage } from "./unsubscribe-page.ts";
import { concernsWatchers, WATCH_ALERT_JOB, watchAlertHandler, watchAlertJob } from "./watch-alert-job.ts";
import { watchAlertsRepository, type WatchAlertsRepository } from "./watch-alerts-repository.ts";

declare module "fastify" {
  interface FastifyInstance {
    watchAlerts: WatchAlertsRepository;
  }
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export type AlertsOptions = { siteUrl: string; secret: string; siteDir: string; includesDir: string };

export const alertsDomain = fp(
  async (app: FastifyInstance, { siteUrl, secret, siteDir, includesDir }: AlertsOptions) => {
    const page = unsubscribePage(siteDir, includesDir);
    const context = { db: app.db, jobs: app.jobs, log: app.log, siteUrl, secret };

    const alerts = watchAlertsRepository(app.db);
    app.decorate("watchAlerts", alerts);
    app.events.on(async (event, trx) => {
      if (!concernsWatchers(event)) return;
      const { id, type, data } = event;
      await app.jobs.enqueue(trx, ...watchAlertJob({ id, type, data }));
    });
    app.jobs.handle(WATCH_ALERT_JOB, watchAlertHandler({ ...context, alerts }));
    await app.register(unsubscribeRoutes, {
      path: UNSUBSCRIBE_PATH,
      secret,
      page,
      actions: {
        watch: {
          exists: ({ userId }) => alerts.userExists(userId),
          apply: ({ userId, subjectId }) => alerts.unsubscribe(userId, subjectId),
        },
      },
    });

    const searches = savedSearchesRepository(app.db);
    const reminders = bidRemindersRepository(app.db);
    const searchJobs = searchAlerts({ ...context, searches, projects: app.projects });
    app.events.on(async (event, trx) => {
      const projectId = Number(event.data.project_id);
      if (event.type !== "project.published" || !Number.isInteger(projectId)) return;
      if (await searches.anyInstant(trx)) await app.jobs.enqueue(trx, ...instantAlertJob(event.id, projectId));
    });
    app.jobs.handle(INSTANT_ALERT_JOB, searchJobs.instant);
    app.jobs.recurring(DIGEST_JOB, DAY_MS, searchJobs.digest);
    // Hourly, so a reminder leaves early on its day in every time zone.
    app.jobs.recurring(BID_REMINDER_JOB, HOUR_MS, bidReminderHandler({ ...context, reminders }));

    await app.register(savedSearchesRoutes, { searches });
    await app.register(bidRemindersRoutes, { reminders });
    await app.register(unsubscribeRoutes, {
      path: REMINDERS_UNSUBSCRIBE_PATH,
      secret,
      page,
      actions: {
        search: {
          exists: async ({ userId, subjectId }) => (await searches.find(userId, subjectId)) !== undefined,
          apply: async ({ userId, subjectId }) => void (await searches.update(userId, subjectId, { paused: 1 })),
        },
        reminder: {
          exists: ({ userId }) => reminders.userExists(userId),
          apply: ({ userId, subjectId }) => reminders.setDays(userId, subjectId, []),
        },
      },
    });
  },
  { name: "alerts", dependencies: ["database", "mail-job", "events", "jobs", "accounts", "projects"] },
);
