// Announces each stored lead or order to the firm once it has been written out: by e-mail, or to the
// outbox. A record is marked notified only after that, and records left unmarked by a crash or a failed
// write are announced again when the server starts (`catchUp`). Both subjects go through this one
// announcer; each brings its store (its repository) and its composer (what the e-mail says).
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { MailMessage, Mailer } from "./mailer.ts";

export type Announcer<Notice extends { id: number } = { id: number }> = {
  /**
   * Starts announcing a stored record and returns at once: the visitor's 201 does not wait for e-mail.
   * Given the record as its e-mail tells it (a lead, just stored), it is not read again; given its id
   * (an order, whose e-mail names the buyer), it is read from the store.
   */
  announce(record: Notice | number): void;
  /** Announces every record still unannounced; resolves with how many it sent. */
  catchUp(): Promise<number>;
};

export type Subject<Notice extends { id: number }> = {
  /** What is announced, as the log lines name it ("lead notification written") and their id field ("leadId"). */
  kind: "lead" | "order";
  /**
   * The records not yet announced, oldest first (only the one with `id` when given: one a catch-up
   * announced already reads as none, so it is not announced twice); and marking one announced.
   */
  store: { unnotified(id?: number): Promise<Notice[]>; markNotified(id: number): Promise<void> };
  /** The e-mail, and the reference (a lead's or an order's) that names its outbox file. */
  compose(notice: Notice): { message: MailMessage; reference: string };
  /** What the log line of a written notification says besides the record's id. */
  logFields?(notice: Notice): Record<string, unknown>;
};

export function announcer<Notice extends { id: number }>(
  { kind, store, compose, logFields }: Subject<Notice>,
  mailer: Mailer,
  log: FastifyBaseLogger,
): Announcer<Notice> {
  const idField = `${kind}Id`;
  async function notify(notice: Notice) {
    const { message, reference } = compose(notice);
    const via = await mailer.send(message, reference);
    await store.markNotified(notice.id);
    log.info({ [idField]: notice.id, ...logFields?.(notice), via }, `${kind} notification written`);
  }
  return {
    announce(record) {
      const id = typeof record === "number" ? record : record.id;
      (async () => {
        const notices = typeof record === "number" ? await store.unnotified(record) : [record];
        for (const notice of notices) await notify(notice);
      })().catch((error) =>
        log.error({ [idField]: id, err: error }, `${kind} notification failed; it is retried on restart`),
      );
    },
    async catchUp() {
      const pending = await store.unnotified();
      for (const notice of pending) await notify(notice);
      return pending.length;
    },
  };
}

/** Announces, once the app is ready, what the last run stored but never announced. */
export function catchUpAtStart(app: FastifyInstance, kind: Subject<never>["kind"], subjectAnnouncer: Announcer<never>) {
  app.addHook("onReady", async () => {
    const sent = await subjectAnnouncer.catchUp();
    if (sent) app.log.info({ [`${kind}s`]: sent }, `announced ${kind}s left unannounced by the last run`);
  });
}
