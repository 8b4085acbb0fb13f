// GET /reactapp/orders/:id/files/:file/: a delivered order's take-off file, to the buyer only and only as
// a download. Another customer's order, an undelivered one, or a file of another order answers 404,
// exactly as an unknown id does, so nothing is revealed.
import type { FastifyInstance } from "fastify";
import * as v from "valibot";
import { ORDER_REFUSALS } from "../../../../contract/staff/orders.ts";
import type { OrderDeskRepository } from "../order-desk-repository.ts";
import { sendDeliverable } from "../send-deliverable.ts";
import { OrderFileParams } from "../order-params.ts";

export async function orderFilesRoutes(app: FastifyInstance, { desk }: { desk: OrderDeskRepository }) {
  app.get("/reactapp/orders/:id/files/:file/", { preHandler: app.requireUser }, async (request, reply) => {
    const params = v.safeParse(OrderFileParams, request.params);
    const order = params.success ? await desk.buyerOf(params.output.id) : undefined;
    const owned = order && order.user_id === request.userId && order.status === "delivered";
    const file = owned && params.success ? await desk.storedFile(order.id, params.output.file) : undefined;
    if (!file) return reply.code(404).send(ORDER_REFUSALS.notFound);
    return sendDeliverable(request, reply, app.files, file);
  });
}
