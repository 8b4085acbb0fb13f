// GET /reactapp/payments/: whether the checkout should say that no card is charged.
import type { FastifyInstance } from "fastify";
import type { PaymentConfig } from "../../../../contract/schemas/orders.ts";
import type { PaymentProvider } from "../payments/provider.ts";

export async function paymentsRoutes(app: FastifyInstance, { payments }: { payments: PaymentProvider }) {
  app.get("/reactapp/payments/", async () => {
    const config: PaymentConfig = { test_mode: payments.testMode };
    return config;
  });
}
