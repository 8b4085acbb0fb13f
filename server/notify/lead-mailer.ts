// Tells the firm about every new lead by e-mail. Without SMTP, or when sending fails, the message is
// written as an .eml file under DATA_DIR/outbox/ instead, so no notification is ever lost.
import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { LEAD_TYPES, type LeadType } from "../../contract/schemas/leads.ts";

export type LeadNotice = {
  type: LeadType;
  id: number;
  reference: string;
  fields: Record<string, unknown>;
  files: number;
};

export type LeadMailer = { notify(notice: LeadNotice): Promise<"sent" | "outbox"> };

function compose(notice: LeadNotice, from: string, to: string) {
  const { label } = LEAD_TYPES[notice.type];
  const lines = Object.entries(notice.fields)
    .filter(([, value]) => value !== "" && value !== undefined)
    .map(([key, value]) => `${key}: ${Array.isArray(value) ? value.join(", ") : String(value)}`);
  if (notice.files) lines.push(`specification files: ${notice.files}`);
  const replyTo = typeof notice.fields.email === "string" ? notice.fields.email : undefined;
  return {
    from,
    to,
    replyTo,
    subject: `New ${label.toLowerCase()} ${notice.reference}`,
    text: `${label} ${notice.reference} (lead #${notice.id})\n\n${lines.join("\n")}\n`,
  };
}

export function leadMailer({
  smtpUrl,
  to,
  from,
  outboxDir,
}: {
  smtpUrl?: string;
  to: string;
  from: string;
  outboxDir: string;
}): LeadMailer {
  const smtp: Transporter | undefined = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });

  let outboxReady: Promise<unknown> | undefined;
  async function toOutbox(message: ReturnType<typeof compose>, reference: string) {
    const info = await composer.sendMail(message);
    await (outboxReady ??= mkdir(outboxDir, { recursive: true }).catch((error) => {
      outboxReady = undefined;
      throw error;
    }));
    await writeFile(
      path.join(
        outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, "-")}-${reference}-${randomUUID().slice(0, 8)}.eml`,
      ),
      info.message as Buffer,
    );
  }

  return {
    async notify(notice) {
      const message = compose(notice, from, to);
      if (smtp) {
        try {
          await smtp.sendMail(message);
          return "sent";
        } catch {
          // Fall through: the outbox keeps it for a person or a retry job to send.
        }
      }
      await toOutbox(message, notice.reference);
      return "outbox";
    },
  };
}
