// Takes a validated lead from its route to the firm: stored in one transaction with its idempotency
// record, the job that announces it (server/infra/mail/announcer.ts) and its `lead.created` event (the
// webhooks' deliveries), and a sample request with the job that sends the sample, so none of them
// exists without the others.
import type { Events } from "../../infra/events/events.ts";
import type { Idempotency } from "../../infra/db/idempotency-records.ts";
import type { Jobs } from "../../infra/jobs/jobs.ts";
import { announcement } from "../../infra/mail/announcer.ts";
import type { LeadsRepository, NewLead } from "./leads-repository.ts";
import { SAMPLE_DELIVERY } from "./sample-delivery.ts";

export function leadService(leads: LeadsRepository, jobs: Jobs, events: Events) {
  return {
    /** The answer to an earlier submission with this key to this path, if there was one. */
    replay: (idempotency: Idempotency) => leads.replay(idempotency),

    submit: (lead: NewLead, idempotency?: Idempotency) =>
      leads.create(lead, idempotency, async (trx, created) => {
        await jobs.enqueue(trx, ...announcement("lead", created.id));
        // The sample the visitor asked for goes to them by e-mail (sample-delivery.ts), as a job too.
        if (lead.type === "sample")
          await jobs.enqueue(trx, SAMPLE_DELIVERY, { id: created.id }, { key: `${SAMPLE_DELIVERY}:${created.id}` });
        await events.emit(trx, "lead.created", {
          id: created.id,
          reference: created.reference,
          type: lead.type,
          status: lead.status,
          created_at: created.created_at,
          fields: lead.payload,
          files: lead.files?.length ?? 0,
          ...lead.context,
        });
      }),
  };
}

export type LeadService = ReturnType<typeof leadService>;
