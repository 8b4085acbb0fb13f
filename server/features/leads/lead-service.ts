// Takes a validated lead from its route to the firm: stored (with its idempotency record) and, unless
// an earlier request with the same key stored it already, announced after the visitor's answer.
import type { Idempotency } from "../../infra/db/idempotency-records.ts";
import type { Announcer } from "../../infra/mail/announcer.ts";
import type { LeadsRepository, NewLead, UnannouncedLead } from "./leads-repository.ts";

export function leadService(leads: LeadsRepository, announcer: Announcer<UnannouncedLead>) {
  return {
    /** The answer to an earlier submission with this key to this path, if there was one. */
    replay: (idempotency: Idempotency) => leads.replay(idempotency),

    async submit(lead: NewLead, idempotency?: Idempotency) {
      const created = await leads.create(lead, idempotency);
      // What the visitor sent is what the e-mail says: no need to read the lead back.
      if (!created.replayed)
        announcer.announce({
          id: created.id,
          type: lead.type,
          reference: created.reference,
          fields: lead.payload,
          files: lead.files?.length ?? 0,
        });
      return created;
    },
  };
}

export type LeadService = ReturnType<typeof leadService>;
