// The payment providers PAYMENT_PROVIDER can name, each built on the app it serves and the provider
// configuration (see provider.ts for adding one).
import type { FastifyInstance } from "fastify";
import type { PaymentProvider } from "./provider.ts";
import type { StripeConfig } from "./stripe/stripe-config.ts";
import { stripeProvider } from "./stripe/stripe.ts";
import { testGateway } from "./test-gateway.ts";

export type ProviderConfig = { stripe?: StripeConfig };

export const PAYMENT_PROVIDERS = {
  "test-gateway": (app: FastifyInstance) => testGateway(app),
  stripe: stripeProvider,
} satisfies Record<string, (app: FastifyInstance, config: ProviderConfig) => PaymentProvider>;

export type PaymentProviderName = keyof typeof PAYMENT_PROVIDERS;

/** The provider a development or test process charges through when PAYMENT_PROVIDER names none. */
export const DEFAULT_PAYMENT_PROVIDER: PaymentProviderName = "test-gateway";

/** Providers that charge no card: the configuration refuses them outside development and tests. */
export const TEST_ONLY_PROVIDERS: ReadonlySet<string> = new Set<PaymentProviderName>(["test-gateway"]);
