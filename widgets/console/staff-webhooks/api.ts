// The webhooks screen's calls to /reactapp/staff/webhooks/.
import type { DeliveryPage, EndpointChange, EndpointInput, WebhookEndpoint } from "../../../contract/staff/webhooks.ts";
import { staffRequest } from "../../kits/console-kit/staff-api.ts";

const BASE = "/reactapp/staff/webhooks/";

export const webhooksApi = {
  list: () => staffRequest<{ endpoints: WebhookEndpoint[] }>(BASE),
  create: (input: EndpointInput) => staffRequest<WebhookEndpoint>(BASE, { method: "POST", body: input }),
  change: (id: number, change: EndpointChange) =>
    staffRequest<WebhookEndpoint>(`${BASE}${id}/`, { method: "PATCH", body: change }),
  remove: (id: number) => staffRequest<{ deleted: number }>(`${BASE}${id}/`, { method: "DELETE" }),
  rotateSecret: (id: number) => staffRequest<WebhookEndpoint>(`${BASE}${id}/rotate-secret/`, { method: "POST" }),
  sendTest: (id: number) => staffRequest<{ event_id: string }>(`${BASE}${id}/test/`, { method: "POST" }),
  deliveries: (id: number, page: number) => staffRequest<DeliveryPage>(`${BASE}${id}/deliveries/?page=${page}`),
  resend: (id: number, deliveryId: number) =>
    staffRequest<{ delivery_id: number }>(`${BASE}${id}/deliveries/${deliveryId}/resend/`, { method: "POST" }),
};
