// The `webhook.deliver` job: one attempt at one delivery, retried on the Standard Webhooks schedule
// (https://www.standardwebhooks.com/ suggests growing gaps up to hours) for about three and a half days.
// An endpoint whose deliveries have failed for 3 days without a success is disabled and the admins are
// told by e-mail (a job too). A delivery that succeeded is never sent again by a retry.
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../infra/db/database.ts";
import type { Jobs, JobRun } from "../../infra/jobs/jobs.ts";
import { renderMail } from "../../infra/mail/mail-content.ts";
import type { Mailer } from "../../infra/mail/mailer.ts";
import { sendWebhook } from "./sender.ts";
import type { WebhooksRepository } from "./webhooks-repository.ts";

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
/** The wait after each failed attempt: 5 s, 5 min, 30 min, 2 h, 5 h, then every 10 h. */
const SCHEDULE = [5 * SECOND, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 5 * HOUR, ...Array(8).fill(10 * HOUR)];
export const DELIVERY_RETRY = {
  delay: (attempt: number) => SCHEDULE[Math.min(attempt, SCHEDULE.length) - 1]!,
  maxAttempts: SCHEDULE.length + 1,
  // Longer than the 10 s a request may take, so no delivery is attempted twice at once.
  leaseMs: 2 * MINUTE,
  maxAgeMs: 4 * 24 * HOUR,
};
export const DISABLE_AFTER_MS = 3 * 24 * HOUR;

export const deliveryJob = (deliveryId: number) =>
  ["webhook.deliver", { deliveryId }, { key: `webhook.deliver:${deliveryId}` }] as const;

type Deps = {
  db: Db;
  jobs: Jobs;
  webhooks: WebhooksRepository;
  mailer: Mailer;
  log: FastifyBaseLogger;
  siteUrl: string;
};

export function registerDeliveryJobs({ db, jobs, webhooks, mailer, log, siteUrl }: Deps, allowPrivate: boolean): void {
  jobs.handle<{ deliveryId: number }>(
    "webhook.deliver",
    async ({ deliveryId }, run: JobRun) => {
      const delivery = await webhooks.delivery(deliveryId);
      // Deleted with its endpoint, or delivered already: nothing to send.
      if (!delivery || delivery.state === "succeeded") return;
      const { endpoint } = delivery;
      if (!endpoint.enabled) return void (await webhooks.setDeliveryState(db, deliveryId, "failed"));

      const attempt = await sendWebhook({
        url: endpoint.url,
        secret: endpoint.secret,
        eventId: delivery.event_id,
        body: delivery.payload,
        allowPrivate,
      });
      if (attempt.error === null) {
        await webhooks.recordAttempt(deliveryId, attempt, "succeeded");
        await webhooks.endpointSucceeded(endpoint.id);
        return;
      }
      const failingSince = await webhooks.endpointFailed(endpoint.id, attempt.at);
      const givingUp = Date.parse(attempt.at) - Date.parse(failingSince) >= DISABLE_AFTER_MS;
      await webhooks.recordAttempt(deliveryId, attempt, run.lastAttempt || givingUp ? "failed" : "pending");
      if (givingUp) {
        const reason = `Every delivery failed for 3 days (since ${failingSince}); the last: ${attempt.error}.`;
        await db.transaction().execute(async (trx) => {
          if (await webhooks.disable(trx, endpoint.id, reason))
            await jobs.enqueue(trx, "webhook.disabled_notice", { endpointId: endpoint.id });
        });
        log.warn({ endpointId: endpoint.id }, "webhook endpoint disabled after 3 days of failures");
        return;
      }
      throw new Error(attempt.error);
    },
    DELIVERY_RETRY,
  );

  jobs.handle<{ endpointId: number }>("webhook.disabled_notice", async ({ endpointId }) => {
    const endpoint = await webhooks.endpoint(endpointId);
    const admins = await webhooks.adminAddresses();
    if (!endpoint?.disabled_at || !admins.length) return;
    await mailer.send(
      {
        id: `webhook-${endpoint.id}-disabled-${Date.parse(endpoint.disabled_at)}`,
        to: admins,
        ...renderMail(
          {
            subject: `Webhook disabled: ${endpoint.url}`,
            heading: "A webhook endpoint was disabled",
            blocks: [
              {
                paragraph: `The webhook endpoint ${endpoint.url} (#${endpoint.id}${endpoint.description ? `, ${endpoint.description}` : ""}) was disabled on ${endpoint.disabled_at}.`,
              },
              endpoint.disabled_reason && { paragraph: endpoint.disabled_reason },
              {
                paragraph:
                  "Its deliveries stop until an admin enables it again in the console, where the failed deliveries can be re-sent.",
              },
              { button: { label: "Open the webhooks", url: `${siteUrl}/staff/webhooks/` } },
            ],
          },
          siteUrl,
        ),
      },
      `webhook-${endpoint.id}`,
    );
  });
}
