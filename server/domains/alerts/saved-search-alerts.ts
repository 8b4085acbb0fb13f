// Saved-search alerts, as durable jobs. Instant: `project.published` writes, in its transaction, one job
// keyed on the event, which e-mails each instant search the project matches. Daily: a recurring job per
// day e-mails each daily search one digest of the projects published since its last digest that match
// (none when none matched). The projects and the matching are the catalogue's (app.projects): the board's
// own filter code over the new projects.
// Each project a search announces is recorded in the transaction that writes the e-mail's mail job
// (infra/mail/mail-job.ts), unique per (search, project): a job run twice, by two processes, or a search
// switched from instant to daily, sends nothing twice. Paused searches and unverified addresses get nothing.
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { Db } from "../../infra/db/database.ts";
import type { JobPeriod, Jobs } from "../../infra/jobs/jobs.ts";
import { mailJob } from "../../infra/mail/mail-job.ts";
import { isVerified } from "../../infra/mail/verified-address.ts";
import { unsubscribeUrl, type AlertContext } from "./alert-links.ts";
import { composeSearchAlert } from "./reminder-mail.ts";
import { filtersOf, summaryOf } from "./saved-search-query.ts";
import type { AlertedSearch, SavedSearchesRepository } from "./saved-searches-repository.ts";

export const INSTANT_ALERT_JOB = "saved-searches.instant";
export const DIGEST_JOB = "saved-searches.digest";

/** The job a `project.published` event writes: [kind, payload, options] for `jobs.enqueue`. */
export const instantAlertJob = (eventId: string, projectId: number) =>
  [INSTANT_ALERT_JOB, { projectId }, { key: `${INSTANT_ALERT_JOB}:${eventId}` }] as const;

/** What the alerts ask of the catalogue. */
type Catalogue = Pick<FastifyInstance["projects"], "publishedProject" | "publishedBetween" | "matching">;
/** A newly published project, as the board's index reads it. */
type PublishedProject = Awaited<ReturnType<Catalogue["publishedBetween"]>>[number];

export type SearchAlertsContext = AlertContext & {
  db: Db;
  projects: Catalogue;
  searches: SavedSearchesRepository;
  jobs: Jobs;
  log: FastifyBaseLogger;
};

const recipientOf = (search: AlertedSearch) => ({
  id: search.user_id,
  full_name: search.full_name,
  email: search.email,
});
const alerting = (search: AlertedSearch) => !search.paused && isVerified(search);

/**
 * How far a digest marks the projects as looked at: a minute short of when it read them. A publication
 * stamps `posted_at` before it commits, so one stamped just before the read but committed after it would
 * otherwise fall in a window marked as read and never be sent; the next digest looks at that minute
 * again, and the record per (search, project) keeps anything from going twice.
 */
const lookedAtUntil = (now: string) => new Date(Date.parse(now) - 60_000).toISOString();

export function searchAlerts(context: SearchAlertsContext) {
  const { db, searches, projects, jobs, log } = context;
  /** The projects of `rows` that `search` matches, in the board's default order. */
  const matching = (search: AlertedSearch, rows: PublishedProject[], today: string) =>
    projects.matching(rows, filtersOf(search.query), today);

  /**
   * E-mails `search` the projects of `found` it did not announce yet, recording each in the transaction
   * that writes the mail job; `digestedUntil` is written with it. Returns how many projects the e-mail named.
   */
  async function announce(search: AlertedSearch, found: PublishedProject[], kind: "instant" | "daily", now: string) {
    return db.transaction().execute(async (trx) => {
      const fresh: PublishedProject[] = [];
      for (const project of found)
        if (await searches.claim(trx, search.id, Number(project.id), now)) fresh.push(project);
      if (kind === "daily") await searches.markSent(trx, search.id, { digested_until: lookedAtUntil(now) });
      if (!fresh.length) return 0;
      await searches.markSent(trx, search.id, { last_sent_at: now });
      const alert = {
        search: { id: search.id, name: search.name, summary: summaryOf(filtersOf(search.query)) },
        projects: fresh.map((project) => ({ ...project, id: Number(project.id) })),
        kind,
      };
      const links = { siteUrl: context.siteUrl, unsubscribeUrl: unsubscribeUrl(context, unsubscribeClaim(search)) };
      await jobs.enqueue(
        trx,
        ...mailJob(composeSearchAlert(recipientOf(search), alert, links), `saved-search-${search.id}`),
      );
      return fresh.length;
    });
  }

  return {
    /** The instant job: e-mails each instant search that project `projectId` matches, once. */
    async instant({ projectId }: { projectId: number }): Promise<void> {
      const project = await projects.publishedProject(projectId);
      if (!project) return;
      const now = new Date().toISOString();
      const rows = [project];
      for (const search of await searches.alerted("instant")) {
        if (!alerting(search) || !matching(search, rows, now.slice(0, 10)).length) continue;
        if (await announce(search, rows, "instant", now))
          log.info({ savedSearchId: search.id, projectId }, "saved-search alert written");
      }
    },

    /** The daily job: one digest per daily search of what was published since its last one and matches. */
    async digest(period: JobPeriod): Promise<void> {
      const now = new Date().toISOString();
      const published = new Map<string, Promise<PublishedProject[]>>();
      for (const search of await searches.alerted("daily")) {
        const since = search.digested_until ?? search.created_at;
        if (!alerting(search)) {
          // Paused or unverified: what was published meanwhile is not sent later either.
          await db
            .transaction()
            .execute((trx) => searches.markSent(trx, search.id, { digested_until: lookedAtUntil(now) }));
          continue;
        }
        if (!published.has(since)) published.set(since, projects.publishedBetween(since, now));
        const found = matching(search, await published.get(since)!, now.slice(0, 10));
        const sent = await announce(search, found, "daily", now);
        if (sent)
          log.info({ savedSearchId: search.id, projects: sent, period: period.start }, "saved-search digest written");
      }
    },
  };
}

const unsubscribeClaim = (search: AlertedSearch) =>
  ({ kind: "search", userId: search.user_id, subjectId: search.id }) as const;
