// Bid reminders, as a recurring hourly job: for each starred project with reminder days, the days left
// until its bid date are counted in the project's time zone (UTC when it has none) at the start of the
// hour the job covers, and a reminder goes out on the chosen days (7, 3 or 1 before). Each is recorded,
// unique per (user, project, days), in the transaction that writes its mail job (infra/mail/mail-job.ts):
// the 24 runs of that day, a job run twice or by two processes send it once. Only to verified addresses.
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../infra/db/database.ts";
import type { JobPeriod, Jobs } from "../../infra/jobs/jobs.ts";
import { mailJob } from "../../infra/mail/mail-job.ts";
import { isVerified } from "../../infra/mail/verified-address.ts";
import { unsubscribeUrl, type AlertContext } from "./alert-links.ts";
import type { BidRemindersRepository } from "./bid-reminders-repository.ts";
import { composeBidReminder } from "./reminder-mail.ts";

export const BID_REMINDER_JOB = "bid-reminders.send";
const DAY_MS = 86_400_000;

/** The calendar date at `at` in `timeZone` (IANA), as YYYY-MM-DD; in UTC when the zone is unknown. */
export function localDate(at: Date, timeZone: string | null): string {
  try {
    return new Intl.DateTimeFormat("en-CA", { timeZone: timeZone ?? "UTC", dateStyle: "short" }).format(at);
  } catch {
    return at.toISOString().slice(0, 10);
  }
}

/** Whole days from `today` to `bidDate` (both YYYY-MM-DD); NaN when the bid date is not a date. */
export const daysUntil = (today: string, bidDate: string) =>
  Math.round((Date.parse(`${bidDate.slice(0, 10)}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);

export type BidReminderContext = AlertContext & {
  db: Db;
  reminders: BidRemindersRepository;
  jobs: Jobs;
  log: FastifyBaseLogger;
};

export function bidReminderHandler(context: BidReminderContext) {
  const { db, reminders, jobs, log } = context;
  return async (period: JobPeriod): Promise<void> => {
    const at = new Date(period.start);
    for (const due of await reminders.candidates()) {
      const days = daysUntil(localDate(at, due.time_zone), due.bid_date);
      if (!isVerified(due) || !due.days.includes(days as never)) continue;
      const queued = await db.transaction().execute(async (trx) => {
        if (!(await reminders.claim(trx, due.user_id, due.project_id, days, new Date().toISOString()))) return false;
        const claim = { kind: "reminder", userId: due.user_id, subjectId: due.project_id } as const;
        const message = composeBidReminder(
          { id: due.user_id, full_name: due.full_name, email: due.email },
          { project: { ...due, id: due.project_id }, days },
          { siteUrl: context.siteUrl, unsubscribeUrl: unsubscribeUrl(context, claim) },
        );
        await jobs.enqueue(trx, ...mailJob(message, `bid-reminder-${due.project_id}`));
        return true;
      });
      if (queued) log.info({ userId: due.user_id, projectId: due.project_id, days }, "bid reminder queued");
    }
  };
}
