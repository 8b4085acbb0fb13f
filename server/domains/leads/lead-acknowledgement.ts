// The e-mail that tells a visitor their contact message or quote request arrived: its reference (to quote
// when they call or write), what happens next (the form's own words, contract/forms/<form>.json), and each
// file received, by name and size, so a visitor knows their plans came through. Replies go to the firm.
// Sent by the `lead.acknowledge` job written with the lead (lead-service.ts). A sample request gets its
// sample instead (sample-delivery.ts), and a blog reply, a comment, no acknowledgement.
//
// The address is whatever the visitor typed, not a proven one, so the mail carries none of their own
// words (no greeting by the typed name, no message): only the firm's text, the reference and the names of
// the files stored (cleaned of control characters when uploaded, infra/files/uploaded-name.ts).
import contact from "../../../contract/forms/contact.json" with { type: "json" };
import quote from "../../../contract/forms/quote.json" with { type: "json" };
import type { LeadType } from "../../../contract/schemas/leads.ts";
import { renderMail } from "../../infra/mail/mail-content.ts";
import type { MailMessage, Mailer } from "../../infra/mail/mailer.ts";
import type { LeadsRepository } from "./leads-repository.ts";

export const LEAD_ACKNOWLEDGE = "lead.acknowledge";

const ACKNOWLEDGED = {
  contact: { form: contact, what: "message", subject: "We received your message" },
  quote: { form: quote, what: "quote request", subject: "We received your quote request" },
} as const;
type AcknowledgedType = keyof typeof ACKNOWLEDGED;

export const isAcknowledged = (type: LeadType): type is AcknowledgedType => Object.hasOwn(ACKNOWLEDGED, type);

/** The job that acknowledges lead `id` to its sender, for `jobs.enqueue` in the lead's transaction. */
export const leadAcknowledgeJob = (id: number) =>
  [LEAD_ACKNOWLEDGE, { id }, { key: `${LEAD_ACKNOWLEDGE}:${id}` }] as const;

export type Acknowledgement = {
  type: AcknowledgedType;
  reference: string;
  email: string;
  files: Array<{ name: string; size: number }>;
};

const MAX_NAME = 120;
const shortName = (name: string) => (name.length > MAX_NAME ? `${name.slice(0, MAX_NAME - 1)}…` : name);
const size = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

export function composeAcknowledgement(
  lead: Acknowledgement,
  { siteUrl, replyTo }: { siteUrl: string; replyTo: string },
): MailMessage & { to: string[] } {
  const { form, what, subject } = ACKNOWLEDGED[lead.type];
  return {
    id: `ack-${lead.reference}`,
    to: [lead.email],
    replyTo,
    ...renderMail(
      {
        subject: `${subject}: ${lead.reference}`,
        // Not by the typed name: the address is unproven (above).
        greet: {},
        blocks: [
          { paragraph: `Thank you for contacting QTO Solutions: your ${what} arrived.` },
          { facts: [["Your reference", lead.reference]] },
          { paragraph: "Quote it if you call or write to us; replying to this e-mail reaches our estimators." },
          lead.files.length > 0 && {
            list: {
              intro: `We received ${lead.files.length === 1 ? "this file" : `these ${lead.files.length} files`}:`,
              items: lead.files.map((file) => ({ text: shortName(file.name), detail: `(${size(file.size)})` })),
            },
          },
          { paragraph: `What happens next: ${form.success.next}` },
          { link: { label: "See our work", url: `${siteUrl}/` } },
        ],
        signed: true,
        footnote: {
          lines: [
            "You receive this e-mail because this address was given on a form of our site. If that was not you,",
            "ignore it: we will not write again unless you do.",
          ],
        },
      },
      siteUrl,
    ),
  };
}

/** What the `lead.acknowledge` job does: reads the lead and its files, and writes to its sender once. */
export function acknowledgeLeadJob(leads: Pick<LeadsRepository, "acknowledgement">, mailer: Mailer, siteUrl: string) {
  return async ({ id }: { id: number }): Promise<void> => {
    const lead = await leads.acknowledgement(id);
    if (!lead || !isAcknowledged(lead.type) || !lead.email) return;
    const mail = composeAcknowledgement({ ...lead, type: lead.type }, { siteUrl, replyTo: mailer.firm });
    await mailer.send(mail, `ack-${lead.reference}`);
  };
}
