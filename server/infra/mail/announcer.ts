// Announces each stored lead or order to the firm once it has been written out: by e-mail, or to the
// outbox. A record is marked notified only after that, and records left unmarked by a crash or a failed
// write are announced again when the server starts (`catchUp`). The lead and order notifiers are this
// one notifier, each with its own store, mailer and log fields.
import type { FastifyBaseLogger } from "fastify";

export type Notifier<Subject> = {
  /** Starts the notification and returns at once: the visitor's 201 does not wait for e-mail. */
  announce(subject: Subject): void;
  /** Notifies every record still unannounced; resolves with how many it sent. */
  catchUp(): Promise<number>;
};

export type NotifierOptions<Notice extends { id: number }, Subject> = {
  /** What is announced, as the log lines name it: "lead notification written". */
  kind: string;
  /** Where the records are kept: those not yet announced, oldest first, and marking one announced. */
  store: { unnotified(): Promise<Notice[]>; markNotified(id: number): Promise<void> };
  /** Writes the notice out (e-mail or outbox) and says which. */
  send(notice: Notice): Promise<string>;
  /** The notice `announce` writes for its subject, or undefined when there is nothing (left) to announce. */
  noticeOf(subject: Subject): Notice | undefined | Promise<Notice | undefined>;
  /** The log fields naming a subject (when its notification failed) and a notice (when it was written). */
  subjectFields(subject: Subject): Record<string, unknown>;
  noticeFields(notice: Notice): Record<string, unknown>;
  log: FastifyBaseLogger;
};

export function notifier<Notice extends { id: number }, Subject>(
  options: NotifierOptions<Notice, Subject>,
): Notifier<Subject> {
  const { kind, store, log } = options;
  async function notify(notice: Notice) {
    const via = await options.send(notice);
    await store.markNotified(notice.id);
    log.info({ ...options.noticeFields(notice), via }, `${kind} notification written`);
  }
  return {
    announce(subject) {
      (async () => {
        const notice = await options.noticeOf(subject);
        if (notice) await notify(notice);
      })().catch((error) =>
        log.error(
          { ...options.subjectFields(subject), err: error },
          `${kind} notification failed; it is retried on restart`,
        ),
      );
    },
    async catchUp() {
      const pending = await store.unnotified();
      for (const notice of pending) await notify(notice);
      return pending.length;
    },
  };
}
