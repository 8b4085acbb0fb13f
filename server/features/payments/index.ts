// The payments feature: the provider orders are charged through (`app.payments`, declared in
// provider.ts), its card fields, and GET /reactapp/payments/ that tells the checkout where they are.
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { paymentRoutes } from "./routes.ts";
import { testGateway } from "./test-gateway.ts";

export const paymentsFeature = fp(
  async (app: FastifyInstance) => {
    const payments = testGateway(app);
    app.decorate("payments", payments);
    await app.register(paymentRoutes, { payments });
  },
  { name: "payments" },
);
