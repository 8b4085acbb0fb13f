// Announces each stored lead to the firm (notifier.ts): by e-mail or to the outbox, after the visitor's
// 201, marked notified only once that is done, and announced again at the next start if it was not.
import type { FastifyBaseLogger } from "fastify";
import type { LeadsRepository } from "./leads-repository.ts";
import type { LeadMailer, LeadNotice } from "./lead-mail.ts";
import { type Notifier, notifier } from "../../infra/mail/announcer.ts";

/** `announce` takes the lead as its notice: what the visitor sent is what the e-mail says. */
export type LeadNotifier = Notifier<LeadNotice>;

export function leadNotifier(leads: LeadsRepository, mailer: LeadMailer, log: FastifyBaseLogger): LeadNotifier {
  return notifier<LeadNotice, LeadNotice>({
    kind: "lead",
    store: leads,
    send: (notice) => mailer.notify(notice),
    noticeOf: (notice) => notice,
    subjectFields: (notice) => ({ leadId: notice.id }),
    noticeFields: (notice) => ({ leadId: notice.id }),
    log,
  });
}
