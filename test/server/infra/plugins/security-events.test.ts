// Security events reach the log: refused logins, refused access, CSRF failures and rate limits, each
// with its route and client address and without what the client sent.
import { Writable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testApp } from "../../../helpers/app.ts";
import { signedIn } from "../../../helpers/accounts.ts";

let app: FastifyInstance;
const lines: string[] = [];
const events = () =>
  lines
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((entry) => entry.event)
    .map(({ event, status, route, ip }) => ({ event, status, route, ip }));

beforeAll(async () => {
  const stream = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
  app = await testApp({ SEED_PROJECTS: "0", LOG_LEVEL: "info", RATE_LIMIT_LEADS: "1/1m" }, { stream });
});
afterAll(() => app?.close());

describe("server/infra/security-events", () => {
  it("logs a failed login, refused access, a missing CSRF token and a rate limit, without the body", async () => {
    const { cookies, token } = await signedIn(app, "watched");
    const ip = "203.0.113.9";
    lines.length = 0;
    const password = "the wrong secret passphrase";
    await app.inject({
      method: "POST",
      url: "/reactapp/drflogin/",
      remoteAddress: ip,
      cookies,
      headers: { "x-csrftoken": token },
      payload: { username: "watched", password },
    });
    await app.inject({ url: "/reactapp/me/", remoteAddress: ip });
    await app.inject({ method: "POST", url: "/reactapp/logout/", remoteAddress: ip, cookies });
    for (let i = 0; i < 2; i++) {
      await app.inject({ method: "POST", url: "/reactapp/create-contact/", remoteAddress: ip, payload: {} });
    }
    expect(events()).toEqual([
      { event: "login failed", status: 400, route: "/reactapp/drflogin/", ip },
      { event: "access refused", status: 403, route: "/reactapp/me/", ip },
      { event: "access refused", status: 403, route: "/reactapp/logout/", ip },
      { event: "rate limited", status: 429, route: "/reactapp/create-contact/", ip },
    ]);
    expect(lines.join("")).not.toContain(password);
  });
});
