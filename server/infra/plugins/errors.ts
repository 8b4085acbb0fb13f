// Every error leaves as DRF-shaped JSON: {"detail": "..."}; a server fault never shows its internals, only
// the request's id as `reference`, which finds its log lines (logging/request-id.ts).
import type { FastifyError, FastifyInstance } from "fastify";
import fp from "fastify-plugin";

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, "request failed");
    // @fastify/csrf-protection's refusals, in the words Django REST Framework uses.
    if (error.code?.startsWith("FST_CSRF_")) {
      return reply.code(403).send({ detail: "CSRF Failed: CSRF token missing or incorrect." });
    }
    if (status >= 500)
      return reply
        .code(status)
        .send({ detail: "Something went wrong on our side. Please try again.", reference: request.id });
    return reply.code(status).send({ detail: error.message });
  });
  // Methods and paths nobody serves (GETs of unknown pages get the site's 404 page instead).
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ detail: "Not found." }));
});
