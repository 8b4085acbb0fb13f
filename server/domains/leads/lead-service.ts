// Takes a validated lead from its route to the repository: shapes it (what the visitor wrote, and where
// they came from) and says, as data, what follows it in its transaction: the job that announces it to the
// firm (lead-mail.ts notifyLead), the job that tells the sender it arrived (lead-acknowledgement.ts) or, for
// a sample request, the job that sends the sample (sample-delivery.ts),
// and its `lead.created` event (the webhooks' deliveries). The repository writes them all at once.
import { LEAD_CONTEXT_FIELDS, UTM_FIELDS } from "../../../contract/schemas/fields.ts";
import type { LeadType } from "../../../contract/schemas/leads.ts";
import type { Idempotency } from "../../infra/db/idempotency-records.ts";
import type { StoredUpload } from "../../infra/files/uploads.ts";
import { isAcknowledged, leadAcknowledgeJob } from "./lead-acknowledgement.ts";
import { leadNotifyJob } from "./lead-mail.ts";
import type { FollowUps, LeadsRepository, NewLead } from "./leads-repository.ts";
import { SAMPLE_DELIVERY } from "./sample-delivery.ts";

export type Submission = {
  idempotency?: Idempotency;
  files: StoredUpload[];
  /** The account of a visitor who sent it signed in. */
  userId?: number;
  /** The page's origin, when it is a site nobody listed (nor blocked). */
  unlistedOrigin?: string;
};

export function leadService(leads: LeadsRepository) {
  return {
    /** Stores lead `data` of `type` (valid by its schema) with its follow-ups; a retried key answers its first answer. */
    submit(type: LeadType, data: Record<string, unknown>, { idempotency, files, userId, unlistedOrigin }: Submission) {
      const text = (name: string) => String(data[name] ?? "");
      const lead: NewLead = {
        type,
        // Blog replies wait for an editor's approval before they are published.
        status: type === "reply" ? "pending_moderation" : "new",
        payload: Object.fromEntries(Object.entries(data).filter(([name]) => !LEAD_CONTEXT_FIELDS.includes(name))),
        context: {
          source_page: text("source_page"),
          referrer: text("referrer"),
          partner: text("partner"),
          utm: Object.fromEntries(UTM_FIELDS.filter((field) => data[field]).map((field) => [field, text(field)])),
        },
        files: files.map(({ stored_name, original_name, size }) => ({ stored_name, original_name, size })),
        userId,
        unlistedOrigin,
      };
      return leads.create(lead, idempotency, (created): FollowUps => ({
        jobs: [
          leadNotifyJob(created.id),
          // The sender of a message or quote request hears that it arrived (lead-acknowledgement.ts).
          ...(isAcknowledged(type) ? [leadAcknowledgeJob(created.id)] : []),
          // The sample the visitor asked for goes to them by e-mail, as a job too.
          ...(type === "sample"
            ? [[SAMPLE_DELIVERY, { id: created.id }, { key: `${SAMPLE_DELIVERY}:${created.id}` }] as const]
            : []),
        ],
        event: [
          "lead.created",
          {
            id: created.id,
            reference: created.reference,
            type,
            status: lead.status,
            created_at: created.created_at,
            fields: lead.payload,
            files: files.length,
            ...lead.context,
            // The site it came from when nobody listed it (Partners screen), else null.
            unlisted_origin: unlistedOrigin ?? null,
          },
        ],
      }));
    },
  };
}

export type LeadService = ReturnType<typeof leadService>;
