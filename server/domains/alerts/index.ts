// The Reminders feature (issue 15): a customer's saved searches (the board's filters under a name, with
// instant e-mails or a daily digest of new matching projects) and bid reminders for starred projects
// (7, 3 or 1 days before the bid date), their API under /reactapp/account/ (REMINDERS_API), the alerts as
// durable jobs (saved-search-alerts.ts, bid-reminder-job.ts; `npm run alerts` sweeps and runs them too),
// and the one-click unsubscribe of their e-mails (RFC 8058) at REMINDERS_UNSUBSCRIBE_PATH.
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { REMINDERS_UNSUBSCRIBE_PATH } from "../../../contract/account/reminders.ts";
import { unsubscribePage } from "./unsubscribe-page.ts";
import { unsubscribeRoutes } from "./routes/unsubscribe.ts";
import { BID_REMINDER_JOB, bidReminderHandler } from "./bid-reminder-job.ts";
import { bidReminderRoutes } from "./routes/bid-reminders.ts";
import { bidRemindersRepository } from "./bid-reminders-repository.ts";
import { DIGEST_JOB, INSTANT_ALERT_JOB, instantAlertJob, searchAlerts } from "./saved-search-alerts.ts";
import { savedSearchRoutes } from "./routes/saved-searches.ts";
import { savedSearchesRepository } from "./saved-searches-repository.ts";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export type RemindersOptions = { siteUrl: string; secret: string; siteDir: string; includesDir: string };

export const remindersFeature = fp(
  async (app: FastifyInstance, { siteUrl, secret, siteDir, includesDir }: RemindersOptions) => {
    const searches = savedSearchesRepository(app.db);
    const reminders = bidRemindersRepository(app.db);
    const context = { db: app.db, jobs: app.jobs, log: app.log, siteUrl, secret };

    const alerts = searchAlerts({ ...context, searches, projects: app.projects });
    app.events.on(async (event, trx) => {
      const projectId = Number(event.data.project_id);
      if (event.type !== "project.published" || !Number.isInteger(projectId)) return;
      if (await searches.anyInstant(trx)) await app.jobs.enqueue(trx, ...instantAlertJob(event.id, projectId));
    });
    app.jobs.handle(INSTANT_ALERT_JOB, alerts.instant);
    app.jobs.recurring(DIGEST_JOB, DAY_MS, alerts.digest);
    // Hourly, so a reminder leaves early on its day in every time zone.
    app.jobs.recurring(BID_REMINDER_JOB, HOUR_MS, bidReminderHandler({ ...context, reminders }));

    await app.register(savedSearchRoutes, { searches });
    await app.register(bidReminderRoutes, { reminders });
    await app.register(unsubscribeRoutes, {
      path: REMINDERS_UNSUBSCRIBE_PATH,
      secret,
      page: unsubscribePage(siteDir, includesDir),
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
  {
    name: "reminders",
    dependencies: ["database", "mail-job", "events", "jobs", "accounts", "favorites", "customer-account", "projects"],
  },
);
