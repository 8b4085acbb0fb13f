// Order fulfilment (issue 15): the firm's side of an order. Staff list and open orders in the console,
// move them through placed → in_progress → delivered (or cancel and refund), upload the take-off files
// and deliver them; the buyer downloads them from their own order; and each order has a message thread
// between the buyer and the firm. Placing an order is the orders feature's.
import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { DELIVERABLES } from "../../../contract/staff/orders.ts";
import { handleFulfilmentMail } from "./fulfilment-mail.ts";
import { messagesRepository } from "./messages-repository.ts";
import { orderDeskRepository } from "./order-desk-repository.ts";
import { orderWorkflow } from "./order-workflow.ts";
import { customerFileRoutes } from "./routes/order-files.ts";
import { staffOrderRoutes } from "./routes/staff-orders.ts";
import { threadRoutes } from "./routes/order-messages.ts";

export const fulfilmentFeature = fp(
  async (app: FastifyInstance, { siteUrl }: { siteUrl: string }) => {
    const desk = orderDeskRepository(app.db);
    const messages = messagesRepository(app.db);
    const workflow = orderWorkflow(app.db, {
      desk,
      audit: app.audit,
      events: app.events,
      jobs: app.jobs,
      payments: app.payments,
    });
    handleFulfilmentMail(app.jobs, app.mailer, { desk, messages, siteUrl });
    await app.register(async (routes) => {
      // One file per body (a deliverable or a message's PDF); app.files holds each to its own size.
      await routes.register(multipart, {
        limits: { fileSize: DELIVERABLES.maxBytes, files: 1, fields: 10, fieldSize: 64 * 1024, parts: 12 },
      });
      await routes.register(staffOrderRoutes, { desk, workflow });
      const customer = { preHandler: routes.requireUser };
      await routes.register(threadRoutes, {
        desk,
        messages,
        sides: [
          {
            side: "staff",
            prefix: "/reactapp/staff/orders",
            read: routes.consoleAction("orders.read"),
            change: routes.consoleAction("orders.message"),
            mayRead: () => true,
          },
          {
            side: "customer",
            prefix: "/reactapp/orders",
            read: customer,
            change: { onRequest: routes.csrfProtection, ...customer },
            mayRead: (request: FastifyRequest, order) => order.user_id === request.userId,
          },
        ],
      });
      await routes.register(customerFileRoutes, { desk });
    });
  },
  {
    name: "fulfilment",
    dependencies: ["database", "mailer", "files", "jobs", "events", "staff", "payments", "orders"],
  },
);
