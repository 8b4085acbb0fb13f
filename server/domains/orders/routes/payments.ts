// GET /reactapp/payments/: what the checkout needs to show the payment provider's card fields, and
// whether it should say that no card is charged.
import type { FastifyInstance } from "fastify";
import type { PaymentConfig } from "../../../../contract/schemas/orders.ts";
import type { PaymentProvider } from "../payments/provider.ts";

export async function paymentsRoutes(app: FastifyInstance, { payments }: { payments: PaymentProvider }) {
  app.get("/reactapp/payments/", async () => {
    const config: PaymentConfig = { fields_url: payments.fieldsUrl, test_mode: payments.testMode };
    return config;
  });
}
