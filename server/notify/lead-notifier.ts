// Announces each stored lead to the firm exactly once it has been written out: by e-mail, or to the
// outbox. A lead is marked notified only after that, and leads left unmarked by a crash or a failed
// write are announced again when the server starts.
import type { FastifyBaseLogger } from "fastify";
import type { LeadsRepository } from "../repositories/leads.ts";
import type { LeadMailer, LeadNotice } from "./lead-mailer.ts";

export type LeadNotifier = {
  /** Starts the notification and returns at once: the visitor's 201 does not wait for e-mail. */
  announce(notice: LeadNotice): void;
  /** Notifies every lead still unannounced; resolves with how many it sent. */
  catchUp(): Promise<number>;
};

export function leadNotifier(leads: LeadsRepository, mailer: LeadMailer, log: FastifyBaseLogger): LeadNotifier {
  async function notify(notice: LeadNotice) {
    const via = await mailer.notify(notice);
    await leads.markNotified(notice.id);
    log.info({ leadId: notice.id, via }, "lead notification written");
  }
  return {
    announce(notice) {
      notify(notice).catch((error) =>
        log.error({ leadId: notice.id, err: error }, "lead notification failed; it is retried on restart"),
      );
    },
    async catchUp() {
      const pending = await leads.unnotified();
      for (const notice of pending) await notify(notice);
      return pending.length;
    },
  };
}
