// The session's cookie: its name (Django's, which the site's first clients set and read), and the token
// a request carries in it. The session store that gives the token meaning is the accounts domain's.
import type { FastifyRequest } from "fastify";

export const SESSION_COOKIE = "sessionid";

/** The session token this request sent, if any. */
export const sessionToken = (request: FastifyRequest): string | undefined => request.cookies[SESSION_COOKIE];
