// The orders domain: the cart's server price (`app.cart.quote`, which the cart and checkout show and an
// order charges, and POST /reactapp/cart/quote/); the payment provider orders are paid through
// (PAYMENT_PROVIDER, `app.payments`), its hosted checkout, and GET /reactapp/payments/ that tells the
// checkout whether it is in test mode; POST /reactapp/orders/ (a signed-in visitor opens a checkout for
// the cart's take-offs) and the return from it, the orders repository (`app.orders`), the settlement of
// orders by what the provider says (order-payments.ts) and the announcement of every paid order to the
// sales team; and fulfilment, the firm's side of an order: staff list and open orders in the console,
// move them through placed → in_progress → delivered (or refund), upload the take-off files and deliver
// them; the buyer downloads them from their own order; and each order has a message thread.
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { announceByJobs, type Subject } from "../../infra/mail/announcer.ts";
import { handleOrderReceipt } from "./order-receipt.ts";
import { handleFulfilmentMail } from "./fulfilment-mail.ts";
import { messagesRepository } from "./messages-repository.ts";
import { orderDeskRepository } from "./order-desk-repository.ts";
import { composeOrderMail } from "./order-mail.ts";
import { orderWorkflow } from "./order-workflow.ts";
import { handlePaymentJobs, orderPayments, type OrderPayments } from "./order-payments.ts";
import { handleDisputeMail, paymentAftermath, type PaymentAftermath } from "./payment-aftermath.ts";
import { ordersRepository, type OrdersRepository, type UnannouncedOrder } from "./orders-repository.ts";
import type { PaymentProvider } from "./payments/provider.ts";
import { PAYMENT_PROVIDERS, type PaymentProviderName, type ProviderConfig } from "./payments/providers.ts";
import { quoteCart } from "./quote-cart.ts";
import { cartRoutes } from "./routes/cart.ts";
import { orderFilesRoutes } from "./routes/order-files.ts";
import { orderMessagesRoutes } from "./routes/order-messages.ts";
import { ordersRoutes } from "./routes/orders.ts";
import { paymentsRoutes } from "./routes/payments.ts";
import { staffOrdersRoutes } from "./routes/staff-orders.ts";

export type CartPricing = { quote(lines: Array<{ project_id: number; size: string }>): ReturnType<typeof quoteCart> };

declare module "fastify" {
  interface FastifyInstance {
    cart: CartPricing;
    /** The provider orders are paid (and refunded) through. */
    payments: PaymentProvider;
    orders: OrdersRepository;
    /** Payment-driven changes to orders (settle, fail, refunds and disputes seen): reconciliation uses them. */
    settlement: OrderPayments;
    paymentAftermath: PaymentAftermath;
  }
}

/** Orders as the announcer tells the sales team of them; the log names each by id and number. */
export const orderSubject = (orders: OrdersRepository, siteUrl: string): Subject<UnannouncedOrder> => ({
  kind: "order",
  store: orders,
  compose: (notice) => composeOrderMail(notice, siteUrl),
  logFields: (order) => ({ order: order.number }),
});

export type OrdersOptions = {
  siteUrl: string;
  paymentProvider: PaymentProviderName;
} & ProviderConfig;

export const ordersDomain = fp(
  async (app: FastifyInstance, { siteUrl, paymentProvider, stripe }: OrdersOptions) => {
    app.decorate("cart", { quote: (lines) => quoteCart(app.projects, lines) } satisfies CartPricing);
    await app.register(cartRoutes);

    const payments = PAYMENT_PROVIDERS[paymentProvider](app, { stripe });
    app.decorate("payments", payments);
    await app.register(paymentsRoutes, { payments });

    const orders = ordersRepository(app.db);
    app.decorate("orders", orders);
    announceByJobs(app.jobs, orderSubject(orders, siteUrl), app.mailer, app.log);
    handleOrderReceipt(app.jobs, app.mailer, orders, siteUrl);
    const aftermath = paymentAftermath(app.db, { events: app.events, jobs: app.jobs, log: app.log });
    handleDisputeMail(app.db, app.jobs, app.mailer, { payments, siteUrl });
    const settlement = orderPayments(app.db, { payments, events: app.events, jobs: app.jobs, log: app.log, aftermath });
    handlePaymentJobs(app.jobs, settlement);
    app.decorate("settlement", settlement);
    app.decorate("paymentAftermath", aftermath);
    await app.register(ordersRoutes, { siteUrl, settlement });

    const desk = orderDeskRepository(app.db);
    const messages = messagesRepository(app.db);
    const workflow = orderWorkflow(app.db, { desk, audit: app.audit, events: app.events, jobs: app.jobs, payments });
    handleFulfilmentMail(app.jobs, app.mailer, { desk, messages, siteUrl });
    await app.register(async (routes) => {
      await routes.register(staffOrdersRoutes, { desk, workflow });
      const customer = { preHandler: routes.requireUser };
      await routes.register(orderMessagesRoutes, {
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
      await routes.register(orderFilesRoutes, { desk });
    });
  },
  { name: "orders", dependencies: ["database", "mailer", "files", "jobs", "events", "accounts", "staff", "projects"] },
);
