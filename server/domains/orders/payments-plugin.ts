// The payments feature: the provider orders are charged through (PAYMENT_PROVIDER) (`app.payments`, declared in
// provider.ts), its card fields, and GET /reactapp/payments/ that tells the checkout where they are.
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { paymentRoutes } from "./routes/payments.ts";
import { PAYMENT_PROVIDERS, type PaymentProviderName } from "./payments/providers.ts";

export const paymentsFeature = fp(
  async (app: FastifyInstance, { provider }: { provider: PaymentProviderName }) => {
    const payments = PAYMENT_PROVIDERS[provider](app);
    app.decorate("payments", payments);
    await app.register(paymentRoutes, { payments });
  },
  { name: "payments", dependencies: ["database"] },
);
