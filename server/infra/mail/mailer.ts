// Delivers the firm's own notifications (new leads, new orders) to the sales team. Without SMTP, or when
// sending fails, the message is written as an .eml file under DATA_DIR/outbox/ instead, so no
// notification is ever lost. What a message says is up to its subject's composer
// (domains/leads/lead-mail.ts, domains/orders/order-mail.ts).
import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer, { type SendMailOptions, type Transporter } from "nodemailer";

/**
 * A composed notification; sender and recipient are the mailer's, the same for every message. `id` names
 * the record it announces ("lead-QTO-Q-7K2M9XPD"): see messageId.
 */
export type MailMessage = {
  id: string;
  subject: string;
  text: string;
  /** The same message as HTML, sent beside `text` (multipart/alternative, RFC 2046 §5.1.4). */
  html?: string;
  replyTo?: string;
  /** Recipients other than the sales team (the admins, for a disabled webhook; a visitor's sample). */
  to?: string[];
  /** Files for nodemailer to attach (https://nodemailer.com/message/attachments/). */
  attachments?: Array<{ filename: string; path: string; contentType: string }>;
  /** Extra header fields (List-Unsubscribe, RFC 8058), as nodemailer takes them. */
  headers?: Record<string, string>;
};

/**
 * "<lead-QTO-Q-7K2M9XPD@qtosolutions.com>": the same for every sending of one record's notification.
 * Notifications are at-least-once (a crash between sending and marking sends again at the next start),
 * and mail clients fold messages with one Message-ID into one (RFC 5322 3.6.4: a Message-ID names one
 * message, its repeats included), on the sender's own domain so it is unique.
 */
export const messageId = (id: string, from: string) => `<${id}@${from.slice(from.lastIndexOf("@") + 1)}>`;

export type Mailer = {
  /** The firm's own address (LEAD_NOTIFY_TO): where its notices go, and where a customer's replies should. */
  firm: string;
  /** `reference` (a lead's or an order's) names the outbox file, so a person can find it by eye. */
  send(message: MailMessage, reference: string): Promise<"sent" | "outbox">;
};

/**
 * How long a send waits on the mail server before the outbox keeps the message. nodemailer's own defaults
 * (two minutes to connect, ten for a reply: https://nodemailer.com/smtp/#connection-options) outlast the
 * five-minute lease of the job that sends (jobs/retry.ts), and another runner would send it again.
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

export type MailerOptions = { smtpUrl?: string; to: string; from: string; outboxDir: string };

export function mailer({ smtpUrl, to, from, outboxDir }: MailerOptions): Mailer {
  const smtp: Transporter | undefined = smtpUrl
    ? nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS })
    : undefined;
  // Renders the same RFC 822 message SMTP would carry, for the outbox.
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });

  let outboxReady: Promise<unknown> | undefined;
  async function toOutbox(envelope: SendMailOptions, reference: string) {
    const info = await composer.sendMail(envelope);
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
    firm: to,
    async send(message, reference) {
      const { id, to: recipients, ...content } = message;
      const envelope = { ...content, from, to: recipients?.length ? recipients : to, messageId: messageId(id, from) };
      if (smtp) {
        try {
          await smtp.sendMail(envelope);
          return "sent";
        } catch {
          // Fall through: the outbox keeps it for a person or a retry job to send.
        }
      }
      await toOutbox(envelope, reference);
      return "outbox";
    },
  };
}
