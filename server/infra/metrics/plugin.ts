// `app.metrics`, and where Prometheus reads them: GET /metrics on the main port for a bearer of
// METRICS_TOKEN, and/or on a port of their own (METRICS_PORT, on METRICS_HOST: loopback by default).
// With neither set nothing serves them: they tell how the business goes, which is nobody else's to read.
// Every answer is timed here by its route's pattern (a path would make a series per project or lead),
// and the security events and refused sign-ins are counted as security-events.ts tells them.
import { createHash, timingSafeEqual } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { collectDefaultMetrics } from "prom-client";
import { isLogin, securityEventOf } from "../plugins/security-events.ts";
import { instruments, type Metrics } from "./instruments.ts";

declare module "fastify" {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

export type MetricsOptions = { token?: string; port?: number; host: string };

const digest = (value: string) => createHash("sha256").update(value).digest();

/** Whether an Authorization header carries `token` (compared in constant time, RFC 6750 §2.1). */
function bearerOf(token: string) {
  const expected = digest(token);
  return (header: string | undefined) => {
    const given = /^Bearer (\S+)$/i.exec(header ?? "")?.[1];
    return given !== undefined && timingSafeEqual(digest(given), expected);
  };
}

export const metricsPlugin = fp(
  async (app: FastifyInstance, { token, port, host }: MetricsOptions) => {
    const metrics = instruments();
    app.decorate("metrics", metrics);
    // The process's own figures (CPU, memory, event-loop delay, heap), only where someone reads them.
    if (token || port) collectDefaultMetrics({ register: metrics.registry });

    app.addHook("onResponse", async (request, reply) => {
      const status = reply.statusCode;
      metrics.httpDuration.observe(
        { method: request.method, route: request.routeOptions.url ?? "(none)", status },
        reply.elapsedTime / 1000,
      );
      const event = securityEventOf(request, reply);
      if (event) metrics.securityEvents.inc({ event: event.replaceAll(" ", "_") });
      if (isLogin(request) && status >= 400 && status < 500) metrics.loginsRefused.inc({ status });
    });

    const authorised = token ? bearerOf(token) : () => true;
    if (token) {
      app.get("/metrics", { logLevel: "warn" }, async (request, reply) => {
        if (!authorised(request.headers.authorization))
          return reply.code(401).header("www-authenticate", "Bearer").send({ detail: "Not authorised." });
        return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
      });
    }

    if (port) {
      const server: Server = createServer((request, response) => {
        const answer = (status: number, type: string, body: string) =>
          response.writeHead(status, { "content-type": type }).end(body);
        if (request.method !== "GET" || request.url !== "/metrics") return answer(404, "text/plain", "Not found.\n");
        if (!authorised(request.headers.authorization)) return answer(401, "text/plain", "Not authorised.\n");
        metrics.registry.metrics().then(
          (text) => answer(200, metrics.registry.contentType, text),
          (error: unknown) => {
            app.log.error({ err: error }, "metrics could not be collected");
            answer(500, "text/plain", "Metrics could not be collected.\n");
          },
        );
      });
      app.addHook("onListen", async () => {
        await new Promise<void>((resolve, reject) => server.once("error", reject).listen(port, host, resolve));
        app.log.info({ port, host }, "metrics listening");
      });
      app.addHook("onClose", async () => {
        if (server.listening) await new Promise((resolve) => server.close(resolve));
      });
    }
  },
  { name: "metrics" },
);
