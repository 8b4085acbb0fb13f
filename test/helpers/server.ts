// The real application listening on a free local port, for browser tests.
import type { FastifyInstance } from "fastify";
import { testApp } from "./app.ts";

export async function startServer(
  env: Record<string, string> = {},
  build: Parameters<typeof testApp>[1] = {},
  /** Adds to the app before it listens (a test's own routes). */
  prepare: (app: FastifyInstance) => void = () => {},
): Promise<{ app: FastifyInstance; origin: string }> {
  const app = await testApp(env, build);
  prepare(app);
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("server has no TCP address");
  return { app, origin: `http://127.0.0.1:${address.port}` };
}
