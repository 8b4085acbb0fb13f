// Who is signed in (the session cookie looked up in the database), and the CSRF check that every
// state-changing call of a signed-in visitor needs: Django's csrftoken cookie echoed in X-CSRFToken.
import cookie from "@fastify/cookie";
import csrfProtection from "@fastify/csrf-protection";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { SESSION_COOKIE, sessionToken } from "../../infra/auth/session-cookie.ts";
import { ABSOLUTE_MS, type SessionStore } from "./sessions.ts";

// Django's name, so the legacy client's calls work unchanged: it reads `csrftoken` and sends X-CSRFToken.
const CSRF_COOKIE = "csrftoken";
// Where @fastify/csrf-protection keeps the secret the tokens are made from (an HttpOnly cookie).
const CSRF_SECRET_COOKIE = "_csrf";

export async function registerAuth(app: FastifyInstance, sessions: SessionStore, secureCookies: boolean) {
  const cookieOpts = { path: "/", httpOnly: true, sameSite: "lax" as const, secure: secureCookies };
  await app.register(cookie);
  await app.register(csrfProtection, {
    cookieKey: CSRF_SECRET_COOKIE,
    cookieOpts,
    getToken: (request) => request.headers["x-csrftoken"] as string | undefined,
  });
  app.decorate("sessions", sessions);
  app.decorate("signedInUserId", async (request: FastifyRequest) => {
    const token = sessionToken(request);
    return token ? sessions.userId(token) : undefined;
  });
  app.decorateReply("setSessionCookie", function (this: FastifyReply, token: string) {
    return this.setCookie(SESSION_COOKIE, token, { ...cookieOpts, maxAge: ABSOLUTE_MS / 1000 });
  });
  app.decorateReply("issueCsrf", function (this: FastifyReply, { renew = false } = {}) {
    // The plugin makes a new secret only for a request that brought none: forgetting the one it brought
    // is how a login gets its own, so a token known before it (or planted) is worthless after (OWASP CSRF
    // Prevention Cheat Sheet, "Login CSRF": what was issued before authentication ends with it).
    if (renew) delete this.request.cookies[CSRF_SECRET_COOKIE];
    const token = this.generateCsrf();
    // Readable by scripts on purpose: the token is sent back in a header, which a foreign site cannot do.
    this.setCookie(CSRF_COOKIE, token, { ...cookieOpts, httpOnly: false });
    return token;
  });
}
