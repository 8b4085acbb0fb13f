// The one-click unsubscribe of watch-list alerts (RFC 8058) at /reactapp/watch/unsubscribe/, through the
// alerts' shared mechanism (server/domains/alerts/): a watch token stops every watch-list
// alert to its user; the stars stay.
import type { FastifyInstance } from "fastify";
import { UNSUBSCRIBE_PATH } from "../../../../contract/watch-alerts/watch-alerts.ts";
import type { UnsubscribePage } from "../unsubscribe-page.ts";
import { unsubscribeRoutes } from "./unsubscribe.ts";
import type { WatchAlertsRepository } from "../watch-alerts-repository.ts";

export type WatchUnsubscribeOptions = { alerts: WatchAlertsRepository; secret: string; page: UnsubscribePage };

export async function watchUnsubscribeRoutes(app: FastifyInstance, { alerts, secret, page }: WatchUnsubscribeOptions) {
  await app.register(unsubscribeRoutes, {
    path: UNSUBSCRIBE_PATH,
    secret,
    page,
    actions: {
      watch: {
        exists: ({ userId }) => alerts.userExists(userId),
        apply: ({ userId, subjectId }) => alerts.unsubscribe(userId, subjectId),
      },
    },
  });
}
