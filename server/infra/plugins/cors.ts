// Partners' pages call the API from their own origins, without cookies: only origins listed in
// ALLOWED_ORIGINS get CORS headers, only on /reactapp/ paths, and never the `null` origin.
import cors from "@fastify/cors";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

export const corsPlugin = fp(async (app: FastifyInstance, { allowedOrigins }: { allowedOrigins: string[] }) => {
  const allowed = new Set(allowedOrigins);
  await app.register(cors, {
    delegator(request, callback) {
      const origin = request.headers.origin;
      const listed = typeof origin === "string" && allowed.has(origin) && request.url.startsWith("/reactapp/");
      callback(null, {
        origin: listed ? origin : false,
        credentials: false,
        methods: ["GET", "POST"],
        allowedHeaders: ["Content-Type", "Idempotency-Key", "X-CSRFToken", "X-XSRF-TOKEN"],
        maxAge: 600,
      });
    },
  });
});
