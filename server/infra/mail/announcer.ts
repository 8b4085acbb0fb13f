// Announces a stored record to the firm, by e-mail or to the outbox, as a job (`order.notify`) written in
// the same transaction as the record: once the record commits, its announcement cannot be lost, and a
// failed send is retried with backoff (server/infra/jobs/). The job reads the record and composes the
// e-mail, off the visitor's request; the record is marked notified only after the e-mail was written
// out. A subject brings its store (its repository) and its composer (what the e-mail says). A lead's
// job is its own (server/domains/leads/lead-mail.ts), so a lead's path reads route → service →
// repository → job → mailer in the leads domain's files (docs/lead-path.md).
import type { FastifyBaseLogger } from "fastify";
import type { Jobs } from "../jobs/jobs.ts";
import type { MailMessage, Mailer } from "./mailer.ts";

export type Subject<Notice extends { id: number }> = {
  /** What is announced, as the log lines name it ("lead notification written") and their id field ("leadId"). */
  kind: "lead" | "order";
  /**
   * The records not yet announced (only the one with `id` when given: one announced already reads as
   * none, so a job run again does not announce it twice); and marking one announced.
   */
  store: { unnotified(id?: number): Promise<Notice[]>; markNotified(id: number): Promise<void> };
  /** The e-mail, and the reference (a lead's or an order's) that names its outbox file. */
  compose(notice: Notice): { message: MailMessage; reference: string };
  /** What the log line of a written notification says besides the record's id. */
  logFields?(notice: Notice): Record<string, unknown>;
};

/** The job that announces record `id` of `kind`: enqueue it in the record's own transaction. */
export const announcement = (kind: Subject<never>["kind"], id: number) =>
  [`${kind}.notify`, { id }, { key: `${kind}.notify:${id}` }] as const;

/** Announces one record: what the `<kind>.notify` job does. */
export function announce<Notice extends { id: number }>(
  { kind, store, compose, logFields }: Subject<Notice>,
  mailer: Mailer,
  log: FastifyBaseLogger,
) {
  return async ({ id }: { id: number }): Promise<void> => {
    for (const notice of await store.unnotified(id)) {
      const { message, reference } = compose(notice);
      const via = await mailer.send(message, reference);
      await store.markNotified(notice.id);
      log.info({ [`${kind}Id`]: notice.id, ...logFields?.(notice), via }, `${kind} notification written`);
    }
  };
}

/** Has `jobs` run the `<kind>.notify` jobs. */
export function announceByJobs<Notice extends { id: number }>(
  jobs: Jobs,
  subject: Subject<Notice>,
  mailer: Mailer,
  log: FastifyBaseLogger,
): void {
  // Each announces a record of its own: they may leave side by side.
  jobs.handle(`${subject.kind}.notify`, announce(subject, mailer, log), { inAnyOrder: true });
}
