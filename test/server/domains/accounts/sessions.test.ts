// Sessions end on the server, whatever the cookie says: after two idle hours, and a week after login
// even when used all along (OWASP ASVS 5.0, chapter V7 Session Management).
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testApp } from "../../../helpers/app.ts";
import { signedIn } from "../../../helpers/accounts.ts";
import { ABSOLUTE_MS, IDLE_MS } from "../../../../server/domains/accounts/sessions.ts";

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp({ SEED_PROJECTS: "0" });
});
afterAll(() => app?.close());

describe("server/accounts/sessions", () => {
  it("ends a session idle for two hours, and it stays ended", async () => {
    const { cookies } = await signedIn(app, "idle-visitor");
    const start = Date.now();
    expect(await app.sessions.userId(cookies.sessionid!, start + IDLE_MS - 60_000)).toBeTypeOf("number");
    expect(await app.sessions.userId(cookies.sessionid!, start + 2 * IDLE_MS)).toBeUndefined();
    expect(await app.sessions.userId(cookies.sessionid!, start)).toBeUndefined();
    const me = await app.inject({ url: "/reactapp/me/", cookies });
    expect(me.statusCode).toBe(403);
  });

  it("ends a session a week after login, however often it is used", async () => {
    const { cookies } = await signedIn(app, "busy-visitor");
    const start = Date.now();
    // Used every hour: never idle, so only the absolute limit can end it.
    for (let at = start; at < start + ABSOLUTE_MS - 3_600_000; at += 3_600_000 * 24) {
      for (let hour = 0; hour < 24; hour++) {
        expect(await app.sessions.userId(cookies.sessionid!, at + hour * 3_600_000)).toBeTypeOf("number");
      }
    }
    expect(await app.sessions.userId(cookies.sessionid!, start + ABSOLUTE_MS + 60_000)).toBeUndefined();
  });
});
