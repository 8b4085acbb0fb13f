// The payment providers PAYMENT_PROVIDER can name, each built on the app it serves (see provider.ts
// for adding one).
import type { FastifyInstance } from "fastify";
import type { PaymentProvider } from "./provider.ts";
import { testGateway } from "./test-gateway.ts";

export const PAYMENT_PROVIDERS = {
  "test-gateway": testGateway,
} satisfies Record<string, (app: FastifyInstance) => PaymentProvider>;

export type PaymentProviderName = keyof typeof PAYMENT_PROVIDERS;

/** The provider a development or test process charges through when PAYMENT_PROVIDER names none. */
export const DEFAULT_PAYMENT_PROVIDER: PaymentProviderName = "test-gateway";

/** Providers that charge no card: the configuration refuses them outside development and tests. */
export const TEST_ONLY_PROVIDERS: ReadonlySet<string> = new Set<PaymentProviderName>(["test-gateway"]);
