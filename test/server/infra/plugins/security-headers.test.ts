// The security headers are built once, not on every request (@fastify/helmet built
// helmet's middleware, parsing the Content-Security-Policy, for each answer), and still sent on every one.
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { securityHeadersPlugin } from "../../../../server/infra/plugins/security-headers.ts";

const built = vi.hoisted(() => ({ count: 0 }));
vi.mock("helmet", async (importOriginal) => {
  const { default: helmet } = await importOriginal<typeof import("helmet")>();
  return { default: (...options: Parameters<typeof helmet>) => ((built.count += 1), helmet(...options)) };
});

const app = Fastify();
beforeAll(async () => {
  await app.register(securityHeadersPlugin, { development: false });
  app.get("/answer/", async () => ({ ok: true }));
  app.get("/own-policy/", async (_request, reply) => reply.header("content-security-policy", "sandbox").send("x"));
});
afterAll(() => app.close());

describe("server/infra/plugins/security-headers", () => {
  it("sends the headers on every answer, a 404 too, from a middleware built once", async () => {
    for (const url of ["/answer/", "/answer/", "/nowhere/"]) {
      const response = await app.inject({ url });
      expect(response.headers["content-security-policy"]).toContain("object-src 'none'");
      expect(response.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
      expect(response.headers["cross-origin-resource-policy"]).toBe("cross-origin");
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
    }
    expect(built.count).toBe(1);
  });

  it("lets a route set its own policy", async () => {
    const response = await app.inject({ url: "/own-policy/" });
    expect(response.headers["content-security-policy"]).toBe("sandbox");
  });
});
