// The firm's e-mail about a new lead: what it says (its kind, its reference, the partner it came through
// or the unlisted site it came from, and every field the visitor filled in, with the visitor's address to
// reply to), and the `lead.notify` job that sends it, written in
// the lead's own transaction (lead-service.ts), so a stored lead is always announced and a failed send is
// retried with backoff (server/infra/jobs/); the lead is marked announced only after the e-mail was
// written out.
import type { FastifyBaseLogger } from "fastify";
import { labelledFields } from "../../../contract/forms/lead-fields.ts";
import { LEAD_TYPES } from "../../../contract/schemas/leads.ts";
import { fromUnlistedSite } from "../../../contract/staff/leads.ts";
import { renderMail } from "../../infra/mail/mail-content.ts";
import type { MailMessage, Mailer } from "../../infra/mail/mailer.ts";
import type { LeadsRepository, UnannouncedLead } from "./leads-repository.ts";

export const LEAD_NOTIFY = "lead.notify";

/** The job that announces lead `id`: [kind, payload, options] for `jobs.enqueue`, in the lead's transaction. */
export const leadNotifyJob = (id: number) => [LEAD_NOTIFY, { id }, { key: `${LEAD_NOTIFY}:${id}` }] as const;

/** The `lead.notify` job: e-mails the firm about lead `id`, once. */
export const notifyLead =
  (
    leads: Pick<LeadsRepository, "unnotified" | "markNotified">,
    mailer: Mailer,
    siteUrl: string,
    log: FastifyBaseLogger,
  ) =>
  async ({ id }: { id: number }): Promise<void> => {
    // None when it was announced already: a job run again sends no second e-mail.
    const [lead] = await leads.unnotified(id);
    if (!lead) return;
    const { message, reference } = composeLeadMail(lead, siteUrl);
    const via = await mailer.send(message, reference);
    await leads.markNotified(lead.id);
    log.info({ leadId: lead.id, via }, "lead notification written");
  };

/** `siteUrl` is where the console is: the e-mail links to the lead's page there. */
export function composeLeadMail(lead: UnannouncedLead, siteUrl: string): { message: MailMessage; reference: string } {
  const { label } = LEAD_TYPES[lead.type];
  // The form's labels and the choices' names, as the console's lead page shows them (lead-fields.ts).
  const facts = labelledFields(lead.type, lead.fields)
    .filter((field) => field.text !== "")
    .map((field): [string, string] => [field.label, field.text]);
  const origin = [
    lead.partner &&
      `Partner: ${lead.partner_name ? `${lead.partner_name} (${lead.partner})` : `${lead.partner} (unknown partner)`}`,
    lead.unlisted_origin && `Sent ${fromUnlistedSite(lead.unlisted_origin)}`,
  ].filter((line): line is string => Boolean(line));
  const replyTo = typeof lead.fields.email === "string" ? lead.fields.email : undefined;
  return {
    reference: lead.reference,
    message: {
      id: `lead-${lead.reference}`,
      replyTo,
      ...renderMail(
        {
          subject: `New ${label.toLowerCase()} ${lead.reference}`,
          heading: `${label} ${lead.reference} (lead #${lead.id})`,
          blocks: [
            { link: { label: "Open the lead in the console", url: `${siteUrl}/staff/lead/?id=${lead.id}` } },
            ...origin.map((paragraph) => ({ paragraph })),
            { facts },
            lead.files.length > 0 && {
              list: { intro: `Files (${lead.files.length}):`, items: lead.files.map((text) => ({ text })) },
            },
          ],
        },
        siteUrl,
      ),
    },
  };
}
