// The real application listening on a free local port, for browser tests. Its SITE_URL is its own origin
// unless the test names one, so the addresses it gives out (a payment's return, a link in an e-mail) come
// back to it.
import { createServer } from "node:net";
import type { FastifyInstance } from "fastify";
import { testApp } from "./app.ts";

/** A port free now: the app is built knowing its origin, then listens on it. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });

export async function startServer(
  env: Record<string, string> = {},
  build: Parameters<typeof testApp>[1] = {},
  /** Adds to the app before it listens (a test's own routes). */
  prepare: (app: FastifyInstance) => void = () => {},
): Promise<{ app: FastifyInstance; origin: string }> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const app = await testApp({ SITE_URL: origin, ...env }, build);
  prepare(app);
  await app.listen({ port, host: "127.0.0.1" });
  return { app, origin };
}
