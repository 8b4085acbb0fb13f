// The one mail transport every feature's notifications go through (SMTP, or the outbox).
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { type Mailer, mailer, type MailerOptions } from "./mailer.ts";

declare module "fastify" {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export const mailerPlugin = fp(
  async (app: FastifyInstance, options: MailerOptions) => {
    app.decorate("mailer", mailer(options));
  },
  { name: "mailer" },
);
