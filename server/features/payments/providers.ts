// The payment providers PAYMENT_PROVIDER can name, each built on the app it serves (see provider.ts
// for adding one).
import type { FastifyInstance } from "fastify";
import type { PaymentProvider } from "./provider.ts";
import { testGateway } from "./test-gateway.ts";

export const PAYMENT_PROVIDERS = {
  "test-gateway": testGateway,
} satisfies Record<string, (app: FastifyInstance) => PaymentProvider>;

export type PaymentProviderName = keyof typeof PAYMENT_PROVIDERS;

/** The provider the process charges through; `npm start` without a setting uses the test gateway. */
export const DEFAULT_PAYMENT_PROVIDER: PaymentProviderName = "test-gateway";
