// Every request has an id of ours, "req-" and 16 hex digits: each of its log lines carries it (`reqId`),
// every answer names it in X-Request-Id, and a 5xx answer's body gives it as `reference` (errors.ts), so
// the reference a visitor reads out finds the lines. An X-Request-Id the client sent is never taken as
// ours (anyone can send one); a proxy's is logged beside it as `proxyRequestId` (logger.ts).
import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

export const newRequestId = () => `req-${randomBytes(8).toString("hex")}`;

export const requestIdPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook("onRequest", async (request, reply) => void reply.header("x-request-id", request.id));
  },
  { name: "request-id" },
);
