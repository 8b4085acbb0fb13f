// A password an administrator chose (a new member's, typed or made; a reset) is changed by its owner at
// the first sign-in: until then every console route answers 403 "change your password first", but the
// second factor's screens, the change itself and sign-out. A reset, for a member who forgot theirs (no
// e-mailed link resets a staff password), ends their sessions, is audited, never for the admin's own
// account or a customer's, and, like a second factor's reset, needs the admin's code entered lately.
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REFUSALS } from "../../../../contract/staff/staff.ts";
import { TEAM_REFUSALS } from "../../../../contract/staff/team.ts";
import { SESSION_COOKIE } from "../../../../server/infra/auth/session-cookie.ts";
import { loggedIn, signedIn } from "../../../helpers/accounts.ts";
import { TEST_DATABASES, testApp } from "../../../helpers/app.ts";
import { signedInStaff, type StaffSession } from "../../../helpers/staff.ts";

const BASE = "/reactapp/staff/team/";
const OWN = "violet harbor tractor mosaic";

describe.each(TEST_DATABASES)("server: temporary passwords on $name", ({ url }) => {
  let app: FastifyInstance;
  let admin: StaffSession;

  beforeAll(async () => {
    app = await testApp({ DATABASE_URL: await url(), SEED_PROJECTS: "0" });
    admin = await signedInStaff(app, "ada", { role: "admin" });
  });
  afterAll(() => app?.close());

  const lastAudit = async () =>
    (await app.inject({ url: "/reactapp/staff/audit/?entity=user", ...admin.as() })).json().entries[0];
  /** A sign-in from a browser of its own, the second factor passed (it gives the session a new id). */
  async function signIn(username: string, password: string) {
    const { response, cookies, token } = await loggedIn(app, username, password);
    expect(response.statusCode, response.body).toBe(200);
    cookies[SESSION_COOKIE] = await app.sessions.passSecondFactor(cookies[SESSION_COOKIE]!);
    return { cookies, token, as: () => ({ cookies, headers: { "x-csrftoken": token } }) };
  }
  type Browser = Awaited<ReturnType<typeof signIn>>;
  const consoleAnswer = async (browser: Browser) => app.inject({ url: "/reactapp/staff/me/", ...browser.as() });
  const changePassword = (browser: Browser, current: string, password = OWN) =>
    app.inject({
      method: "POST",
      url: "/reactapp/account/password/",
      payload: { current_password: current, password },
      ...browser.as(),
    });

  it("keeps the console closed to a new member until they choose their own password", async () => {
    for (const [username, password] of [
      ["tom", undefined],
      ["una", "quiet meadow lantern anchor"],
    ] as const) {
      const added = await app.inject({
        method: "POST",
        url: BASE,
        payload: { username, email: `${username}@example.com`, role: "staff", ...(password && { password }) },
        ...admin.as(),
      });
      expect(added.statusCode, added.body).toBe(201);
      expect(added.json().member.must_change_password).toBe(true);
      const given: string = password ?? added.json().temporary_password;

      const member = await signIn(username, given);
      const refused = await consoleAnswer(member);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual(REFUSALS.changePassword);
      const status = await app.inject({ url: "/reactapp/staff/second-factor/", ...member.as() });
      expect(status.json()).toEqual({ state: "change_password", username });
      // Keeping the one given is no change.
      const same = await changePassword(member, given, given);
      expect(same.statusCode).toBe(400);
      expect((await consoleAnswer(member)).statusCode).toBe(403);

      const changed = await changePassword(member, given);
      expect(changed.statusCode, changed.body).toBe(200);
      expect((await consoleAnswer(member)).statusCode).toBe(200);
      expect((await app.inject({ url: "/reactapp/staff/second-factor/", ...member.as() })).json().state).toBe("passed");
    }
  });

  it("resets a member's password to a temporary one shown once: their sessions end, it is audited", async () => {
    const sam = await signedInStaff(app, "sam");
    const reset = await app.inject({ method: "POST", url: `${BASE}${sam.userId}/password/reset/`, ...admin.as() });
    expect(reset.statusCode, reset.body).toBe(200);
    const { member, temporary_password } = reset.json();
    expect(temporary_password).toHaveLength(16);
    expect(member).toMatchObject({ username: "sam", must_change_password: true });
    expect(await lastAudit()).toMatchObject({
      actor: "ada",
      action: "staff.password_reset",
      before: { must_change_password: false },
      after: { must_change_password: true },
    });
    expect(JSON.stringify(await lastAudit())).not.toContain(temporary_password);
    expect((await app.inject({ url: "/reactapp/staff/me/", ...sam.as() })).statusCode).toBe(401);
    expect((await loggedIn(app, "sam", "a long enough passphrase")).response.statusCode).toBe(400);

    const back = await signIn("sam", temporary_password);
    expect((await consoleAnswer(back)).json()).toEqual(REFUSALS.changePassword);
    expect((await changePassword(back, temporary_password)).statusCode).toBe(200);
    expect((await consoleAnswer(back)).statusCode).toBe(200);
  });

  it("refuses a reset of the admin's own password, of a customer's, and by staff or without the CSRF header", async () => {
    const own = await app.inject({ method: "POST", url: `${BASE}${admin.userId}/password/reset/`, ...admin.as() });
    expect(own.statusCode).toBe(409);
    expect(own.json().detail).toBe(TEAM_REFUSALS.ownPassword);
    const customer = await signedIn(app, "carla");
    const carlaId = (await app.accounts.users.byUsername("carla"))!.id;
    const notMember = await app.inject({ method: "POST", url: `${BASE}${carlaId}/password/reset/`, ...admin.as() });
    expect(notMember.statusCode).toBe(404);
    expect((await app.inject({ url: "/reactapp/me/", cookies: customer.cookies })).statusCode).toBe(200);
    const staff = await signedInStaff(app, "stan");
    const url = `${BASE}${staff.userId}/password/reset/`;
    expect((await app.inject({ method: "POST", url, ...staff.as() })).statusCode).toBe(403);
    expect((await app.inject({ method: "POST", url, cookies: admin.cookies })).statusCode).toBe(403);
    expect((await app.inject({ url: "/reactapp/staff/me/", ...staff.as() })).statusCode).toBe(200);
  });

  it("asks the admin for their code again when it was entered more than 15 minutes ago", async () => {
    const pat = await signedInStaff(app, "pat");
    const ana = await signedInStaff(app, "ana", { role: "admin" });
    const longAgo = new Date(Date.now() - 16 * 60_000).toISOString();
    await app.db.updateTable("sessions").set({ second_factor_at: longAgo }).where("user_id", "=", ana.userId).execute();
    for (const path of ["password/reset/", "second-factor/reset/"]) {
      const refused = await app.inject({ method: "POST", url: `${BASE}${pat.userId}/${path}`, ...ana.as() });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual(REFUSALS.recentSecondFactor);
    }
    // The rest of the team screen does not ask: the console itself needs no recent code.
    expect((await app.inject({ url: BASE, ...ana.as() })).statusCode).toBe(200);
    expect((await app.inject({ url: "/reactapp/staff/me/", ...pat.as() })).statusCode).toBe(200);
  });
});
