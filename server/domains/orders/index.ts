// The orders feature: POST /reactapp/orders/ (a signed-in visitor pays for the cart's take-offs), the
// orders repository (`app.orders`) and the announcement of every order to the sales team.
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { announceByJobs, type Subject } from "../../infra/mail/announcer.ts";
import { composeOrderMail } from "./order-mail.ts";
import { ordersRepository, type OrdersRepository, type UnannouncedOrder } from "./orders-repository.ts";
import { orderRoutes } from "./routes/orders.ts";

declare module "fastify" {
  interface FastifyInstance {
    orders: OrdersRepository;
  }
}

/** Orders as the announcer tells the sales team of them; the log names each by id and number. */
export const orderSubject = (orders: OrdersRepository): Subject<UnannouncedOrder> => ({
  kind: "order",
  store: orders,
  compose: composeOrderMail,
  logFields: (order) => ({ order: order.number }),
});

export const ordersFeature = fp(
  async (app: FastifyInstance) => {
    const orders = ordersRepository(app.db);
    app.decorate("orders", orders);
    announceByJobs(app.jobs, orderSubject(orders), app.mailer, app.log);
    await app.register(orderRoutes);
  },
  { name: "orders", dependencies: ["database", "mailer", "accounts", "cart", "payments", "jobs", "events"] },
);
