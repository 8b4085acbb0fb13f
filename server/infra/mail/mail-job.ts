// Mail that must go once, decided in a transaction (a watcher's alert, a bid reminder, a saved search's
// e-mail: each claimed by a unique row), is written as a job in that transaction and sent by the job
// runner once it has committed. Sent inside the transaction, a slow or unreachable mail server held the
// transaction open (nodemailer waits up to two minutes to connect, ten for a reply:
// https://nodemailer.com/smtp/#connection-options), and on SQLite, whose one connection every request
// shares, every request waited with it. A send whose transaction then failed to commit was sent anyway.
// The caller's record, unique per what it announces, makes each e-mail's job written once, so the job
// needs no key of its own. A crash between the send and the job's end sends it again, with the same
// Message-ID (mailer.ts).
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { MailMessage } from "./mailer.ts";

export const MAIL_JOB = "mail.send";

type MailJob = { message: MailMessage; reference: string };

/** The job that sends `message`: [kind, payload] for `jobs.enqueue`. */
export const mailJob = (message: MailMessage, reference: string) =>
  [MAIL_JOB, { message, reference } satisfies MailJob] as const;

export const mailJobPlugin = fp(
  async (app: FastifyInstance) => {
    // Each message is its own: they go side by side.
    const send = async ({ message, reference }: MailJob) => void (await app.mailer.send(message, reference));
    app.jobs.handle(MAIL_JOB, send, { inAnyOrder: true });
  },
  { name: "mail-job", dependencies: ["mailer", "jobs"] },
);
