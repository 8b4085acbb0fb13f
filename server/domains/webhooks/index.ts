// The webhooks feature: admins' endpoints and their deliveries (`app.webhooks`). Every domain event is
// turned, in its own transaction, into one delivery and one `webhook.deliver` job per enabled endpoint
// that takes it, so a committed event is delivered (at least once) and a rolled-back one never.
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { deliveryJob, registerDeliveryJobs } from "./delivery-job.ts";
import type { DestinationPolicy } from "./destination.ts";
import { staffWebhooksRoutes } from "./routes/staff-webhooks.ts";
import { webhooksRepository, type WebhooksRepository } from "./webhooks-repository.ts";

declare module "fastify" {
  interface FastifyInstance {
    webhooks: WebhooksRepository;
  }
}

export const webhooksDomain = fp(
  async (app: FastifyInstance, { siteUrl, ...destinations }: DestinationPolicy & { siteUrl: string }) => {
    const webhooks = webhooksRepository(app.db);
    app.decorate("webhooks", webhooks);
    app.events.on(async (event, trx) => {
      const payload = JSON.stringify({ type: event.type, timestamp: event.occurredAt, data: event.data });
      const deliveries = await webhooks.addDeliveries(trx, { eventId: event.id, eventType: event.type, payload });
      for (const deliveryId of deliveries) await app.jobs.enqueue(trx, ...deliveryJob(deliveryId));
    });
    registerDeliveryJobs(
      { db: app.db, jobs: app.jobs, webhooks, mailer: app.mailer, log: app.log, siteUrl },
      destinations.allowPrivate,
    );
    await app.register(staffWebhooksRoutes, { webhooks, destinations });
  },
  { name: "webhooks", dependencies: ["database", "mailer", "events", "jobs", "staff"] },
);
