// What the firm's e-mail about a new lead says: its kind, its reference and every field the visitor
// filled in, with the visitor's address to reply to.
import { LEAD_TYPES } from "../../../contract/schemas/leads.ts";
import type { MailMessage } from "../../infra/mail/mailer.ts";
import type { UnannouncedLead } from "./leads-repository.ts";

/** `siteUrl` is where the console is: the e-mail links to the lead's page there. */
export function composeLeadMail(lead: UnannouncedLead, siteUrl: string): { message: MailMessage; reference: string } {
  const { label } = LEAD_TYPES[lead.type];
  const lines = Object.entries(lead.fields)
    .filter(([, value]) => value !== "" && value !== undefined)
    .map(([key, value]) => `${key}: ${Array.isArray(value) ? value.join(", ") : String(value)}`);
  if (lead.files) lines.push(`specification files: ${lead.files}`);
  const replyTo = typeof lead.fields.email === "string" ? lead.fields.email : undefined;
  return {
    reference: lead.reference,
    message: {
      id: `lead-${lead.reference}`,
      replyTo,
      subject: `New ${label.toLowerCase()} ${lead.reference}`,
      text: `${label} ${lead.reference} (lead #${lead.id})\n${siteUrl}/staff/lead/?id=${lead.id}\n\n${lines.join("\n")}\n`,
    },
  };
}
