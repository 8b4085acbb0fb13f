// The console's orders: GET /reactapp/staff/orders/ (the list), GET …/:id/ (an order's page), POST
// …/:id/status/ (placed → in_progress → delivered, or refunded), and the deliverables:
// POST …/:id/files/ (upload), DELETE …/:id/files/:file/, GET …/:id/files/:file/ (download). Cancelling
// refunds the buyer's money and deleting a deliverable cannot be undone: both are the administrators'
// (contract/staff/permissions.ts).
import type { FastifyInstance, FastifyReply } from "fastify";
import * as v from "valibot";
import { OrderStatusChangeSchema, OrdersQuerySchema } from "../../../../contract/staff/order-requests.ts";
import { DELIVERABLES, ORDER_REFUSALS, type OrderDetail } from "../../../../contract/staff/orders.ts";
import { acceptMultipart, readMultipart, type MultipartForm } from "../../../infra/http/multipart.ts";
import { parseOr400 } from "../../../infra/http/validate.ts";
import type { OrderDeskRepository } from "../order-desk-repository.ts";
import type { OrderWorkflow, Outcome } from "../order-workflow.ts";
import { sendDeliverable } from "../send-deliverable.ts";
import { OrderFileParams, OrderParams } from "../order-params.ts";

/** A deliverable's upload: one take-off file (a workbook, a CSV or a PDF of 100 MB at most). */
const DELIVERABLE_FORM: MultipartForm = {
  files: { file: { rules: { ...DELIVERABLES, accepted: DELIVERABLES.kinds }, fallbackName: "take-off" } },
  fields: 10,
};

const answer = (reply: FastifyReply, outcome: Outcome) =>
  outcome.ok ? reply.send({ ok: true }) : reply.code(outcome.status).send(outcome.body);

export async function staffOrdersRoutes(
  app: FastifyInstance,
  { desk, workflow }: { desk: OrderDeskRepository; workflow: OrderWorkflow },
) {
  const notFound = (reply: FastifyReply) => reply.code(404).send(ORDER_REFUSALS.notFound);
  await acceptMultipart(app, DELIVERABLE_FORM);

  app.get("/reactapp/staff/orders/", app.consoleAction("orders.read"), async (request, reply) => {
    const query = parseOr400(OrdersQuerySchema, request.query, reply);
    if (!query) return reply;
    return desk.page(query);
  });

  app.get("/reactapp/staff/orders/:id/", app.consoleAction("orders.read"), async (request, reply) => {
    const params = v.safeParse(OrderParams, request.params);
    const order = params.success ? await desk.detail(params.output.id) : undefined;
    if (!order) return notFound(reply);
    const history = await app.audit.list({ entity: "order", entityId: String(order.id), limit: 200 });
    // Only the provider knows where its dashboard shows a payment: the widget never knows providers.
    const dashboard = order.payment_reference && app.payments.dashboardUrl(order.payment_reference, order.test);
    const detail: OrderDetail = {
      ...order,
      payment: { ...order.payment, dashboard_url: dashboard || null },
      history: history.entries,
    };
    return detail;
  });

  app.post("/reactapp/staff/orders/:id/status/", app.consoleAction("orders.progress"), async (request, reply) => {
    const params = v.safeParse(OrderParams, request.params);
    if (!params.success) return notFound(reply);
    const change = parseOr400(OrderStatusChangeSchema, request.body, reply);
    if (!change) return reply;
    if (change.status === "refunded" && app.refuseUnlessAllowed(request, reply, "orders.cancel")) return reply;
    return answer(reply, await workflow.changeStatus(request, params.output.id, change));
  });

  app.post("/reactapp/staff/orders/:id/files/", app.consoleAction("orders.add-deliverable"), async (request, reply) => {
    const params = v.safeParse(OrderParams, request.params);
    if (!params.success) return notFound(reply);
    if (!request.isMultipart()) return reply.code(400).send({ file: [ORDER_REFUSALS.fileMissing.detail] });
    const upload = await readMultipart(request, reply, app.files, DELIVERABLE_FORM);
    if (!upload) return reply;
    const [file] = upload.files;
    if (!file) return reply.code(400).send({ file: [ORDER_REFUSALS.fileMissing.detail] });
    const stored = { key: file.key, kind: file.kind, name: file.name, size: file.size, uploadedBy: request.staff.id };
    let outcome;
    try {
      outcome = await workflow.addFile(request, params.output.id, stored);
    } catch (error) {
      await upload.discard();
      throw error;
    }
    if (!outcome.ok) await upload.discard();
    return outcome.ok ? reply.code(201).send({ ok: true }) : answer(reply, outcome);
  });

  app.delete(
    "/reactapp/staff/orders/:id/files/:file/",
    app.consoleAction("orders.delete-deliverable"),
    async (request, reply) => {
      const params = v.safeParse(OrderFileParams, request.params);
      if (!params.success) return notFound(reply);
      const outcome = await workflow.removeFile(request, params.output.id, params.output.file);
      if (outcome.ok && outcome.key) await app.files.remove(outcome.key);
      return answer(reply, outcome);
    },
  );

  app.get("/reactapp/staff/orders/:id/files/:file/", app.consoleAction("orders.read"), async (request, reply) => {
    const params = v.safeParse(OrderFileParams, request.params);
    const file = params.success ? await desk.storedFile(params.output.id, params.output.file) : undefined;
    if (!file) return notFound(reply);
    return sendDeliverable(request, reply, app.files, file);
  });
}
