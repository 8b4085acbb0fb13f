// Tells the firm about every new lead: composes its e-mail and hands it to the shared mailer, which
// sends it or, failing that, keeps it in the outbox.
import { LEAD_TYPES, type LeadType } from "../../../contract/schemas/leads.ts";
import type { MailMessage, Mailer } from "../../infra/mail/mailer.ts";

export type LeadNotice = {
  type: LeadType;
  id: number;
  reference: string;
  fields: Record<string, unknown>;
  files: number;
};

export type LeadMailer = { notify(notice: LeadNotice): Promise<"sent" | "outbox"> };

function compose(notice: LeadNotice): MailMessage {
  const { label } = LEAD_TYPES[notice.type];
  const lines = Object.entries(notice.fields)
    .filter(([, value]) => value !== "" && value !== undefined)
    .map(([key, value]) => `${key}: ${Array.isArray(value) ? value.join(", ") : String(value)}`);
  if (notice.files) lines.push(`specification files: ${notice.files}`);
  const replyTo = typeof notice.fields.email === "string" ? notice.fields.email : undefined;
  return {
    replyTo,
    subject: `New ${label.toLowerCase()} ${notice.reference}`,
    text: `${label} ${notice.reference} (lead #${notice.id})\n\n${lines.join("\n")}\n`,
  };
}

export function leadMailer(mail: Mailer): LeadMailer {
  return {
    notify: (notice) => mail.send(compose(notice), notice.reference),
  };
}
