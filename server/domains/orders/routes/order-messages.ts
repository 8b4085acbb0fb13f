// An order's message thread, for each side on its own paths: the buyer at /reactapp/orders/:id/messages/
// (their own orders only: another's answers 404, as an unknown one does), staff at
// /reactapp/staff/orders/:id/messages/. GET reads the thread, POST writes a message (JSON, or multipart
// with a PDF `attachment`) and e-mails the other side by a job, POST …/read/ marks it read, and
// GET …/:message/attachment/ downloads a message's PDF.
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from "fastify";
import * as v from "valibot";
import {
  MESSAGE_ATTACHMENT,
  MessageInputSchema,
  MessagesReadSchema,
  type MessageSide,
  type OrderThread,
} from "../../../../contract/schemas/order-messages.ts";
import { ORDER_REFUSALS } from "../../../../contract/staff/orders.ts";
import { sendStored } from "../../../infra/files/send-stored.ts";
import { acceptMultipart, readMultipart, type MultipartForm } from "../../../infra/http/multipart.ts";
import { parseOr400 } from "../../../infra/http/validate.ts";
import { ORDER_MESSAGE_MAIL } from "../fulfilment-mail.ts";
import type { MessagesRepository } from "../messages-repository.ts";
import type { OrderDeskRepository } from "../order-desk-repository.ts";
import { OrderMessageParams, OrderParams } from "../order-params.ts";

/** A message's body as multipart: its text fields and one PDF `attachment`. */
const MESSAGE_FORM: MultipartForm = {
  files: { attachment: { rules: { ...MESSAGE_ATTACHMENT, accepted: ["pdf"] }, fallbackName: "attachment.pdf" } },
  fields: 10,
};

export type ThreadSide = {
  side: MessageSide;
  /** "/reactapp/orders" or "/reactapp/staff/orders". */
  prefix: string;
  read: RouteShorthandOptions;
  change: RouteShorthandOptions;
  /** Whether the signed-in reader may see this order's thread. */
  mayRead: (request: FastifyRequest, order: { user_id: number }) => boolean;
};

export async function orderMessagesRoutes(
  app: FastifyInstance,
  { desk, messages, sides }: { desk: OrderDeskRepository; messages: MessagesRepository; sides: ThreadSide[] },
) {
  const notFound = (reply: FastifyReply) => reply.code(404).send(ORDER_REFUSALS.notFound);
  await acceptMultipart(app, MESSAGE_FORM);

  for (const { side, prefix, read, change, mayRead } of sides) {
    /** The order of the path's id when the reader may see it. */
    const orderOf = async (request: FastifyRequest) => {
      const params = v.safeParse(OrderParams, request.params);
      const order = params.success ? await desk.buyerOf(params.output.id) : undefined;
      return order && mayRead(request, order) ? order : undefined;
    };

    app.get(`${prefix}/:id/messages/`, read, async (request, reply) => {
      const order = await orderOf(request);
      if (!order) return notFound(reply);
      const thread: OrderThread = {
        order: { id: order.id, number: order.number },
        ...(await messages.thread(order.id, side)),
      };
      return thread;
    });

    app.post(`${prefix}/:id/messages/`, change, async (request, reply) => {
      const order = await orderOf(request);
      if (!order) return notFound(reply);
      const upload = request.isMultipart()
        ? await readMultipart(request, reply, app.files, MESSAGE_FORM)
        : { fields: request.body, files: [], discard: async () => {} };
      if (!upload) return reply;
      const input = parseOr400(MessageInputSchema, upload.fields, reply);
      if (!input) {
        await upload.discard();
        return reply;
      }
      const [file] = upload.files;
      const attachment = file && { key: file.key, name: file.name, size: file.size };
      const write = app.db.transaction().execute(async (trx) => {
        const messageId = await messages.add(trx, {
          orderId: order.id,
          side,
          authorId: request.userId,
          body: input.body,
          attachment,
        });
        if (side === "staff") {
          const after = { message_id: messageId, body: input.body, attachment: attachment?.name ?? null };
          await app.audit.record(
            request,
            { action: "order.message_sent", entity: "order", entityId: order.id, after },
            trx,
          );
        }
        await app.jobs.enqueue(trx, ORDER_MESSAGE_MAIL, { messageId }, { key: `${ORDER_MESSAGE_MAIL}:${messageId}` });
        return messageId;
      });
      // A message that is not written keeps no attachment.
      const id = await write.catch(async (error: unknown) => {
        await upload.discard();
        throw error;
      });
      return reply.code(201).send({ id });
    });

    app.post(`${prefix}/:id/messages/read/`, change, async (request, reply) => {
      const order = await orderOf(request);
      if (!order) return notFound(reply);
      const input = parseOr400(MessagesReadSchema, request.body, reply);
      if (!input) return reply;
      await messages.markRead(order.id, side, input.up_to);
      return { ok: true };
    });

    app.get(`${prefix}/:id/messages/:message/attachment/`, read, async (request, reply) => {
      const params = v.safeParse(OrderMessageParams, request.params);
      const order = params.success ? await orderOf(request) : undefined;
      const file = order && params.success ? await messages.attachment(order.id, params.output.message) : undefined;
      if (!file) return notFound(reply);
      return sendStored(request, reply, {
        files: app.files,
        key: file.key,
        kind: "pdf",
        filename: file.name,
        disposition: "attachment",
      });
    });
  }
}
