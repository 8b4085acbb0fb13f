// Passing the second factor gives the session a new id (the one used with the password alone opens
// nothing after), enrolment and verification alike, keeping the login's time and its end.
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from "vitest";
import { SESSION_COOKIE } from "../../../../server/infra/auth/session-cookie.ts";
import { loggedIn } from "../../../helpers/accounts.ts";
import { TEST_DATABASES, testApp } from "../../../helpers/app.ts";
import { signedInStaff, type StaffSession } from "../../../helpers/staff.ts";
import { totpCode } from "../../../helpers/totp.ts";

const BASE = "/reactapp/staff/second-factor";

describe.each(TEST_DATABASES)("server: a new session id at the second factor on $name", ({ url }) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await testApp({ DATABASE_URL: await url(), SEED_PROJECTS: "0" });
  });
  afterAll(() => app?.close());

  const post = (session: StaffSession, path: string, payload?: object) =>
    app.inject({ method: "POST", url: BASE + path, payload, ...session.as() });
  const renewed = (response: LightMyRequestResponse) => response.cookies.find((c) => c.name === SESSION_COOKIE);
  const reachesConsole = (sessionId: string) =>
    app.inject({ url: "/reactapp/staff/me/", cookies: { [SESSION_COOKIE]: sessionId } });

  it("renews the id when the enrolment is confirmed and when a code is verified; the old id opens nothing", async () => {
    // The clock stands still: the verification's code is the step after the enrolment's, whenever this runs.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    onTestFinished(() => void vi.useRealTimers());
    const sam = await signedInStaff(app, "sam", { secondFactor: false });
    const before = sam.cookies[SESSION_COOKIE]!;
    const { key } = (await post(sam, "/enrolment/")).json();
    const enrolAt = Date.now();
    const confirmed = await post(sam, "/enrolment/confirm/", { code: totpCode(key, enrolAt) });
    expect(confirmed.statusCode).toBe(200);
    const cookie = renewed(confirmed)!;
    expect(cookie.value).not.toBe(before);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    expect((await reachesConsole(before)).statusCode).toBe(401);
    expect((await reachesConsole(cookie.value)).statusCode).toBe(200);

    const { cookies, token } = await loggedIn(app, "sam", "a long enough passphrase");
    const again = { ...sam, cookies, as: () => ({ cookies, headers: { "x-csrftoken": token } }) };
    const passwordOnly = cookies[SESSION_COOKIE]!;
    const verified = await post(again, "/verify/", { code: totpCode(key, enrolAt + 30_000) });
    expect(verified.statusCode).toBe(200);
    expect(renewed(verified)!.value).not.toBe(passwordOnly);
    expect((await reachesConsole(passwordOnly)).statusCode).toBe(401);
    expect((await reachesConsole(renewed(verified)!.value)).statusCode).toBe(200);
  });

  it("keeps the login's time: a renewed session still ends a week after the password was typed", async () => {
    const pat = await signedInStaff(app, "pat", { secondFactor: false });
    const row = () => app.db.selectFrom("sessions").selectAll().where("user_id", "=", pat.userId).executeTakeFirst();
    const started = (await row())!.created_at;
    await app.sessions.passSecondFactor(pat.cookies[SESSION_COOKIE]!);
    expect(await row()).toMatchObject({ created_at: started, second_factor_at: expect.any(String) });
  });
});
