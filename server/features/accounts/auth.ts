// Who is signed in (the session cookie looked up in the database), and the CSRF check that every
// state-changing call of a signed-in visitor needs: Django's csrftoken cookie echoed in X-CSRFToken.
import cookie from "@fastify/cookie";
import csrfProtection from "@fastify/csrf-protection";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { SESSION_COOKIE, type SessionStore } from "./sessions.ts";

declare module "fastify" {
  interface FastifyInstance {
    sessions: SessionStore;
    /** The signed-in user's id, or undefined. */
    signedInUserId(request: FastifyRequest): Promise<number | undefined>;
  }
}

export async function registerAuth(app: FastifyInstance, sessions: SessionStore, secureCookies: boolean) {
  await app.register(cookie);
  await app.register(csrfProtection, {
    cookieKey: "_csrf",
    cookieOpts: { path: "/", httpOnly: true, sameSite: "lax", secure: secureCookies },
    getToken: (request) => request.headers["x-csrftoken"] as string | undefined,
  });
  app.decorate("sessions", sessions);
  app.decorate("signedInUserId", async (request: FastifyRequest) => {
    const token = request.cookies[SESSION_COOKIE];
    return token ? sessions.userId(token) : undefined;
  });
}
