// The one mail transport every feature's notifications go through (SMTP, or the outbox), each sending
// counted by how it went (qto_emails_total).
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { mailLayout } from "./mail-html.ts";
import { type Mailer, mailer, type MailerOptions } from "./mailer.ts";

declare module "fastify" {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export const mailerPlugin = fp(
  async (app: FastifyInstance, options: MailerOptions) => {
    // A process without the compiled layout (an unbuilt checkout) stops here, not at its first e-mail.
    mailLayout();
    const transport = mailer(options);
    const { emails } = app.metrics;
    app.decorate("mailer", {
      firm: transport.firm,
      async send(message, reference) {
        const via = await transport.send(message, reference).catch((error: unknown) => {
          emails.inc({ outcome: "failed" });
          throw error;
        });
        emails.inc({ outcome: via });
        return via;
      },
    } satisfies Mailer);
  },
  { name: "mailer", dependencies: ["metrics"] },
);
