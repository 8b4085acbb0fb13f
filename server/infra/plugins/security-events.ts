// Security events in the log, one line each, for whoever watches it: a refused login, a request refused
// for want of a session, a role or a CSRF token, and a rate limit reached. The line names the route and
// the client address, never the body (OWASP ASVS 5.0, chapter V16 Security Logging and Error Handling;
// https://cheatsheetseries.owasp.org/cheatsheets/Logging_Cheat_Sheet.html).
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";

const LOGIN = "/reactapp/drflogin/";

/** Whether the request was a sign-in (the metrics count those refused). */
export const isLogin = (request: FastifyRequest) => request.routeOptions.url === LOGIN && request.method === "POST";

/** What a response says happened, when it is a security event (the metrics count them too). */
export function securityEventOf(request: FastifyRequest, reply: FastifyReply): string | undefined {
  const status = reply.statusCode;
  if (status === 429) return "rate limited";
  if (status === 401 || status === 403) return "access refused";
  if (isLogin(request) && status === 400) return "login failed";
  return undefined;
}

export const securityEventsPlugin = fp(async (app: FastifyInstance) => {
  app.addHook("onResponse", async (request, reply) => {
    const event = securityEventOf(request, reply);
    if (!event) return;
    request.log.warn(
      { event, status: reply.statusCode, method: request.method, route: request.routeOptions.url, ip: request.ip },
      `security event: ${event}`,
    );
  });
});
