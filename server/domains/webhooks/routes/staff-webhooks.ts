// The admin API of webhooks (/reactapp/staff/webhooks/): endpoints (list, add, change, delete, rotate
// the secret, send a test event) and each endpoint's delivery log with re-send. Every change is written
// to the audit log in its own transaction; secrets never are.
import { randomUUID } from "node:crypto";
import type { FastifyInstance, FastifyReply } from "fastify";
import * as v from "valibot";
import {
  EndpointChange,
  EndpointInput,
  TEST_EVENT_TYPE,
  type WebhookEndpoint,
} from "../../../../contract/staff/webhooks.ts";
import { parseOr400 } from "../../../infra/http/validate.ts";
import { deliveryJob } from "../delivery-job.ts";
import { type DestinationPolicy, refusedUrl } from "../destination.ts";
import { newSecret, type WebhooksRepository } from "../webhooks-repository.ts";

const Id = v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.toNumber());
const EndpointParams = v.object({ id: Id });
const DeliveryParams = v.object({ id: Id, deliveryId: Id });
const PageQuery = v.object({
  page: v.optional(v.pipe(v.string(), v.regex(/^\d{1,6}$/), v.toNumber(), v.minValue(1)), "1"),
});

/** What the audit log keeps of an endpoint: everything but its secret. */
const audited = ({ secret: _secret, ...rest }: WebhookEndpoint) => rest;
const NOT_FOUND = { detail: "No such webhook endpoint." };

export async function staffWebhooksRoutes(
  app: FastifyInstance,
  { webhooks, destinations }: { webhooks: WebhooksRepository; destinations: DestinationPolicy },
) {
  const base = "/reactapp/staff/webhooks/";
  async function urlRefused(url: string | undefined, reply: FastifyReply) {
    const refused = url === undefined ? undefined : await refusedUrl(url, destinations);
    if (refused) reply.code(400).send({ url: [refused] });
    return Boolean(refused);
  }
  async function endpointOr404(id: number, reply: FastifyReply) {
    const found = await webhooks.endpoint(id);
    if (!found) reply.code(404).send(NOT_FOUND);
    return found;
  }

  app.get(base, app.consoleAction("webhooks.manage"), async () => ({ endpoints: await webhooks.endpoints() }));

  app.post(base, app.consoleAction("webhooks.manage"), async (request, reply) => {
    const input = parseOr400(EndpointInput, request.body, reply);
    if (!input || (await urlRefused(input.url, reply))) return reply;
    const created = await app.db.transaction().execute(async (trx) => {
      const endpoint = await webhooks.create(trx, input, request.staff.id);
      await app.audit.record(
        request,
        { action: "webhook.created", entity: "webhook", entityId: endpoint.id, after: audited(endpoint) },
        trx,
      );
      return endpoint;
    });
    return reply.code(201).send(created);
  });

  app.patch(`${base}:id/`, app.consoleAction("webhooks.manage"), async (request, reply) => {
    const params = parseOr400(EndpointParams, request.params, reply);
    const change = params && parseOr400(EndpointChange, request.body, reply);
    if (!params || !change || (await urlRefused(change.url, reply))) return reply;
    const before = await endpointOr404(params.id, reply);
    if (!before) return reply;
    return app.db.transaction().execute(async (trx) => {
      const after = await webhooks.update(trx, params.id, change);
      await app.audit.record(
        request,
        {
          action: "webhook.changed",
          entity: "webhook",
          entityId: params.id,
          before: audited(before),
          after: audited(after),
        },
        trx,
      );
      return after;
    });
  });

  app.delete(`${base}:id/`, app.consoleAction("webhooks.manage"), async (request, reply) => {
    const params = parseOr400(EndpointParams, request.params, reply);
    const before = params && (await endpointOr404(params.id, reply));
    if (!params || !before) return reply;
    await app.db.transaction().execute(async (trx) => {
      await webhooks.remove(trx, params.id);
      await app.audit.record(
        request,
        { action: "webhook.deleted", entity: "webhook", entityId: params.id, before: audited(before) },
        trx,
      );
    });
    // 200 with a body, not 204: the console's client reads every answer as JSON.
    return { deleted: params.id };
  });

  app.post(`${base}:id/rotate-secret/`, app.consoleAction("webhooks.manage"), async (request, reply) => {
    const params = parseOr400(EndpointParams, request.params, reply);
    const before = params && (await endpointOr404(params.id, reply));
    if (!params || !before) return reply;
    return app.db.transaction().execute(async (trx) => {
      const after = await webhooks.update(trx, params.id, { secret: newSecret() });
      await app.audit.record(
        request,
        { action: "webhook.secret_rotated", entity: "webhook", entityId: params.id },
        trx,
      );
      return after;
    });
  });

  app.post(`${base}:id/test/`, app.consoleAction("webhooks.manage"), async (request, reply) => {
    const params = parseOr400(EndpointParams, request.params, reply);
    const endpoint = params && (await endpointOr404(params.id, reply));
    if (!params || !endpoint) return reply;
    const eventId = `evt_test_${randomUUID()}`;
    const occurredAt = new Date().toISOString();
    const data = { endpoint_id: endpoint.id, message: "A test event sent from the QTO Solutions console." };
    const deliveryId = await app.db.transaction().execute(async (trx) => {
      const id = await webhooks.addDelivery(trx, {
        endpointId: endpoint.id,
        eventId,
        eventType: TEST_EVENT_TYPE,
        payload: JSON.stringify({ type: TEST_EVENT_TYPE, timestamp: occurredAt, data }),
      });
      await app.jobs.enqueue(trx, ...deliveryJob(id!));
      await app.audit.record(
        request,
        { action: "webhook.test_sent", entity: "webhook", entityId: endpoint.id, after: { event_id: eventId } },
        trx,
      );
      return id!;
    });
    return reply.code(202).send({ delivery_id: deliveryId, event_id: eventId });
  });

  app.get(`${base}:id/deliveries/`, app.consoleAction("webhooks.manage"), async (request, reply) => {
    const params = parseOr400(EndpointParams, request.params, reply);
    const query = params && parseOr400(PageQuery, request.query, reply);
    if (!params || !query || !(await endpointOr404(params.id, reply))) return reply;
    return webhooks.deliveries(params.id, query.page);
  });

  // Re-send is a new attempt of the same event id, now. A delivery that succeeded is refused (409): the
  // issue's rule is that an event is never sent twice to an endpoint after a success, and a receiver
  // that lost it can be sent a test event or ask for the record another way.
  app.post(
    `${base}:id/deliveries/:deliveryId/resend/`,
    app.consoleAction("webhooks.manage"),
    async (request, reply) => {
      const params = parseOr400(DeliveryParams, request.params, reply);
      if (!params) return reply;
      const delivery = await webhooks.delivery(params.deliveryId);
      if (!delivery || delivery.endpoint.id !== params.id) return reply.code(404).send({ detail: "No such delivery." });
      if (delivery.state === "succeeded")
        return reply.code(409).send({ detail: "This event was delivered already; it is never sent twice." });
      if (!delivery.endpoint.enabled)
        return reply.code(409).send({ detail: "Enable the endpoint first: a disabled endpoint is sent nothing." });
      const queued = await app.db.transaction().execute(async (trx) => {
        if (!(await app.jobs.runAgain(trx, deliveryJob(delivery.id)[2].key))) return false;
        await webhooks.setDeliveryState(trx, delivery.id, "pending");
        await app.audit.record(
          request,
          {
            action: "webhook.resent",
            entity: "webhook",
            entityId: params.id,
            after: { delivery_id: delivery.id, event_id: delivery.event_id },
          },
          trx,
        );
        return true;
      });
      if (!queued)
        return reply.code(409).send({ detail: "This delivery is being attempted right now; look again in a moment." });
      return reply.code(202).send({ delivery_id: delivery.id });
    },
  );
}
