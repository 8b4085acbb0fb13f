// Takes a validated lead from its route to the firm: stored (with its idempotency record) and, unless
// an earlier request with the same key stored it already, announced after the visitor's answer.
import type { Idempotency } from "../../infra/db/idempotency-records.ts";
import type { Announcer } from "../../infra/mail/announcer.ts";
import type { LeadsRepository, NewLead } from "./leads-repository.ts";

export function leadService(leads: LeadsRepository, announcer: Announcer) {
  return {
    /** The answer to an earlier submission with this key to this path, if there was one. */
    replay: (path: string, key: string) => leads.replay(path, key),

    async submit(lead: NewLead, idempotency?: Idempotency) {
      const created = await leads.create(lead, idempotency);
      if (!created.replayed) announcer.announce(created.id);
      return created;
    },
  };
}

export type LeadService = ReturnType<typeof leadService>;
