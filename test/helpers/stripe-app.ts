// An app whose payment provider is Stripe, pointed at the fake Stripe (test/fakes/stripe/) with a test
// key, and the fake's webhooks delivered to the app's own webhook route.
import type { FastifyInstance } from "fastify";
import { type FakeStripe, startFakeStripe } from "../fakes/stripe/index.ts";
import { tempDataDir, testApp } from "./app.ts";

export const WEBHOOK_SECRET = "whsec_test_fake_endpoint_secret";

/** The environment that makes an app (or a CLI) pay through the fake at `fakeUrl`. */
export const stripeEnv = (fakeUrl: string) => ({
  PAYMENT_PROVIDER: "stripe",
  STRIPE_SECRET_KEY: "sk_test_fake_account_key",
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_API_BASE: fakeUrl,
});

export async function stripeApp(env: Record<string, string> = {}): Promise<{
  app: FastifyInstance;
  fake: FakeStripe;
  dataDir: string;
  close: () => Promise<void>;
}> {
  const fake = await startFakeStripe({ webhookSecret: WEBHOOK_SECRET });
  const dataDir = env.DATA_DIR ?? tempDataDir();
  const app = await testApp({
    SEED_PROJECTS: "5",
    JOBS_POLL_MS: "0",
    DATA_DIR: dataDir,
    ...stripeEnv(fake.url),
    ...env,
  });
  fake.webhookUrl = ({ payload, headers }) =>
    app.inject({ method: "POST", url: "/reactapp/payments/webhook/", headers, payload }).then((r) => r.statusCode);
  return {
    app,
    fake,
    dataDir,
    close: async () => {
      await fake.close();
      await app.close();
    },
  };
}
