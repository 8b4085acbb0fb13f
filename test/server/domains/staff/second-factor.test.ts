// The staff second factor: enrol with a code (key as text and QR, recovery codes once), verify at each
// sign-in, never the same code twice, recovery codes spent once, wrong codes throttled, and every
// endpoint refusing nobody (401), customers (403) and calls without the CSRF header.
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from "vitest";
import { keepCookies, loggedIn, signedIn } from "../../../helpers/accounts.ts";
import { TEST_DATABASES, testApp } from "../../../helpers/app.ts";
import { signedInStaff, type StaffSession } from "../../../helpers/staff.ts";
import { totpCode } from "../../../helpers/totp.ts";

const BASE = "/reactapp/staff/second-factor";
const CHANGES = ["/enrolment/", "/enrolment/confirm/", "/verify/", "/recover/"];

describe.each(TEST_DATABASES)("server: staff second factor on $name", ({ url }) => {
  let app: FastifyInstance;
  let sam: StaffSession;
  let key: string;
  // When the enrolment was confirmed: its time step's code is spent from then on.
  let confirmedAt: number;
  let recoveryCodes: string[];

  beforeAll(async () => {
    app = await testApp({ DATABASE_URL: await url(), SEED_PROJECTS: "0" });
    sam = await signedInStaff(app, "sam", { secondFactor: false });
  });
  afterAll(() => app?.close());

  // Keeps the cookies answered, as a browser: passing the second factor gives the session a new id.
  const post = async (session: StaffSession, path: string, payload?: object, ip?: string) =>
    keepCookies(
      session.cookies,
      await app.inject({ method: "POST", url: BASE + path, payload, remoteAddress: ip, ...session.as() }),
    );
  /** A new sign-in of sam's: a fresh session that has not passed the second factor. */
  async function signInAgain(username = "sam"): Promise<StaffSession> {
    const { response, cookies, token } = await loggedIn(app, username, "a long enough passphrase");
    expect(response.json().second_factor).toBe("required");
    return { ...sam, cookies, token, as: () => ({ cookies, headers: { "x-csrftoken": token } }) };
  }
  const reachesConsole = async (session: StaffSession) =>
    (await app.inject({ url: "/reactapp/staff/me/", ...session.as() })).statusCode;

  it("refuses nobody (401), customers (403) and changes without the CSRF header (403), writing nothing", async () => {
    const customer = await signedIn(app, "carla");
    expect((await app.inject({ url: BASE + "/" })).statusCode).toBe(401);
    expect((await app.inject({ url: BASE + "/", cookies: customer.cookies })).statusCode).toBe(403);
    for (const path of CHANGES) {
      expect((await app.inject({ method: "POST", url: BASE + path, payload: { code: "123456" } })).statusCode).toBe(
        401,
      );
      const asCustomer = { cookies: customer.cookies, headers: { "x-csrftoken": customer.token } };
      expect((await app.inject({ method: "POST", url: BASE + path, ...asCustomer })).statusCode).toBe(403);
      const noCsrf = await app.inject({
        method: "POST",
        url: BASE + path,
        payload: { code: "123456" },
        cookies: sam.cookies,
      });
      expect(noCsrf.statusCode).toBe(403);
    }
    expect(await app.secondFactors.byUser(sam.userId)).toBeUndefined();
  });

  it("asks a new staff member to enrol, then shows the key as text and as a QR code", async () => {
    expect((await app.inject({ url: BASE + "/", ...sam.as() })).json()).toEqual({ state: "enrol", username: "sam" });
    const enrolment = await post(sam, "/enrolment/");
    expect(enrolment.statusCode).toBe(200);
    const body = enrolment.json();
    expect(body.key).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
    expect(body.uri).toMatch(/^otpauth:\/\/totp\/QTO%20Solutions:sam\?/);
    expect(body.qr_svg).toMatch(/^<svg/);
    key = body.key;
  });

  it("refuses a wrong first code, then confirms with the right one and answers ten recovery codes once", async () => {
    const wrong = await post(sam, "/enrolment/confirm/", { code: "000000" === totpCode(key) ? "111111" : "000000" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code[0]).toMatch(/not right/);
    expect((await post(sam, "/enrolment/confirm/", { code: "12ab" })).statusCode).toBe(400);
    expect(await reachesConsole(sam)).toBe(403);

    confirmedAt = Date.now();
    const confirmed = await post(sam, "/enrolment/confirm/", { code: totpCode(key, confirmedAt) });
    expect(confirmed.statusCode).toBe(200);
    recoveryCodes = confirmed.json().recovery_codes;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect(recoveryCodes[0]).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    expect(await reachesConsole(sam)).toBe(200);

    // The key is never shown again, and only hashes of the codes are stored.
    expect((await post(sam, "/enrolment/")).statusCode).toBe(409);
    const stored = await app.db.selectFrom("recovery_codes").select("code_hash").execute();
    expect(stored.map((row) => row.code_hash)).not.toContain(recoveryCodes[0]);
    const audit = await app.inject({
      url: "/reactapp/staff/audit/?entity=user",
      ...(await signedInStaff(app, "ada", { role: "admin" })).as(),
    });
    expect(audit.json().entries[0]).toMatchObject({ actor: "sam", action: "second_factor.enrolled" });
  });

  it("verifies the next sign-in with a code, and never accepts the same code twice", async () => {
    // The clock stands at the enrolment's time step, so "the same code" is the same whenever this runs
    // (a 30-second step may have ended since the enrolment test).
    vi.useFakeTimers({ toFake: ["Date"], now: confirmedAt });
    onTestFinished(() => void vi.useRealTimers());
    const session = await signInAgain();
    expect((await app.inject({ url: BASE + "/", ...session.as() })).json().state).toBe("verify");
    expect(await reachesConsole(session)).toBe(403);
    // The code of the enrolment's time step was used already.
    const reused = await post(session, "/verify/", { code: totpCode(key) });
    expect(reused.statusCode).toBe(400);
    // The next step's code (one step of clock drift is allowed) passes, once.
    const next = totpCode(key, Date.now() + 30_000);
    expect((await post(session, "/verify/", { code: next })).statusCode).toBe(200);
    expect(await reachesConsole(session)).toBe(200);
    expect((await app.inject({ url: BASE + "/", ...session.as() })).json().state).toBe("passed");
    const again = await signInAgain();
    expect((await post(again, "/verify/", { code: next })).statusCode).toBe(400);
    expect(await reachesConsole(again)).toBe(403);
  });

  it("spends a recovery code once, in any case and with or without its dash", async () => {
    const first = await signInAgain();
    const spent = await post(first, "/recover/", { recovery_code: recoveryCodes[3]!.toUpperCase() });
    expect(spent.statusCode).toBe(200);
    expect(spent.json().recovery_codes_left).toBe(9);
    expect(await reachesConsole(first)).toBe(200);
    const second = await signInAgain();
    const reused = await post(second, "/recover/", { recovery_code: recoveryCodes[3]!.replace("-", "") });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().recovery_code[0]).toMatch(/used already/);
    expect(await reachesConsole(second)).toBe(403);
  });

  it("throttles wrong codes: after five, even the right one waits", async () => {
    // A member of their own, at an address of their own, with no failed attempt counted yet.
    const ip = "192.0.2.30";
    const nina = await signedInStaff(app, "nina", { secondFactor: false });
    const ninaKey = (await post(nina, "/enrolment/", undefined, ip)).json().key;
    const ninaCodes = (await post(nina, "/enrolment/confirm/", { code: totpCode(ninaKey) }, ip)).json().recovery_codes;
    // Signing in with the e-mail address works as well as with the username.
    const session = { ...(await signInAgain("nina@example.com")), userId: nina.userId };
    const wrong = totpCode(ninaKey) === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) expect((await post(session, "/verify/", { code: wrong }, ip)).statusCode).toBe(400);
    const refused = await post(session, "/recover/", { recovery_code: ninaCodes[5]! }, ip);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(await reachesConsole(session)).toBe(403);
    // The recovery code was not spent by the refused attempt.
    expect(await app.secondFactors.recoveryCodesLeft(nina.userId)).toBe(10);
  });

  it("leaves the member's own sign-in open after someone holding only the password sent wrong codes", async () => {
    const olga = await signedInStaff(app, "olga", { secondFactor: false });
    const olgaKey = (await post(olga, "/enrolment/", undefined, "192.0.2.40")).json().key;
    expect((await post(olga, "/enrolment/confirm/", { code: totpCode(olgaKey) }, "192.0.2.40")).statusCode).toBe(200);
    const attacker = await signInAgain("olga");
    const wrong = totpCode(olgaKey) === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) {
      expect((await post(attacker, "/verify/", { code: wrong }, "198.51.100.40")).statusCode).toBe(400);
    }
    // The drift allowed lets the next time step's code pass, which the enrolment did not use.
    const right = () => totpCode(olgaKey, Date.now() + 30_000);
    expect((await post(attacker, "/verify/", { code: right() }, "198.51.100.40")).statusCode).toBe(429);
    // Their session stays refused from another address, and their address for another session.
    expect((await post(attacker, "/verify/", { code: right() }, "198.51.100.41")).statusCode).toBe(429);
    expect((await post(await signInAgain("olga"), "/verify/", { code: right() }, "198.51.100.40")).statusCode).toBe(
      429,
    );
    const owner = await signInAgain("olga");
    const passed = await post(owner, "/verify/", { code: right() }, "192.0.2.41");
    expect(passed.statusCode, passed.body).toBe(200);
    expect(await reachesConsole(owner)).toBe(200);
  });
});
