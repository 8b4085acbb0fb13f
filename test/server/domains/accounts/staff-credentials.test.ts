// A staff account's password and e-mail address change only in the member's own session, with the
// second factor passed in the last 15 minutes: the password alone (stolen, or typed by whoever finds the
// session before the code) changes nothing, and an e-mailed link to a new address needs the code too. Nor
// does an e-mailed link reset a staff account's password: an administrator does.
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from "vitest";
import { STAFF_RESET_BY_ADMIN } from "../../../../contract/account/account.ts";
import { REFUSALS } from "../../../../contract/staff/staff.ts";
import { keepCookies, loggedIn, signedIn } from "../../../helpers/accounts.ts";
import { TEST_DATABASES, tempDataDir, testApp } from "../../../helpers/app.ts";
import { lastLinkToken, mailsTo } from "../../../helpers/outbox.ts";
import { signedInStaff, type StaffSession } from "../../../helpers/staff.ts";
import { totpCode } from "../../../helpers/totp.ts";

const PASSWORD = "a long enough passphrase";
const NEW = "violet harbor tractor mosaic";
const MINUTE = 60_000;

describe.each(TEST_DATABASES)("server: a staff account's credentials on $name", ({ url }) => {
  const dataDir = tempDataDir();
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await testApp({ DATABASE_URL: await url(), DATA_DIR: dataDir, SEED_PROJECTS: "0", JOBS_POLL_MS: "0" });
    await app.ready();
  });
  afterAll(() => app?.close());

  type Browser = { cookies: Record<string, string>; token: string };
  const post = async (as: Browser, path: string, payload?: object) =>
    keepCookies(
      as.cookies,
      await app.inject({
        method: "POST",
        url: path,
        payload,
        cookies: as.cookies,
        headers: { "x-csrftoken": as.token },
      }),
    );
  const emailOf = async (userId: number) => (await app.customerAccounts.byId(userId))!.email;
  /** A staff member with a real authenticator key, enrolled (so passed) at `Date.now()`. */
  async function enrolled(username: string): Promise<StaffSession & { key: string }> {
    const staff = await signedInStaff(app, username, { secondFactor: false });
    const { key } = (await post(staff, "/reactapp/staff/second-factor/enrolment/")).json();
    const confirmed = await post(staff, "/reactapp/staff/second-factor/enrolment/confirm/", { code: totpCode(key) });
    expect(confirmed.statusCode).toBe(200);
    return { ...staff, key };
  }
  const stoppedClock = () => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    onTestFinished(() => void vi.useRealTimers());
  };

  it("changes nothing with the password alone: the code is asked first, clearly", async () => {
    const thief = await signedInStaff(app, "stolen", { secondFactor: false });
    const password = await post(thief, "/reactapp/account/password/", { current_password: PASSWORD, password: NEW });
    expect(password.statusCode).toBe(403);
    expect(password.json()).toEqual(REFUSALS.recentSecondFactor);
    const email = await post(thief, "/reactapp/account/email/", {
      email: "thief@example.com",
      current_password: PASSWORD,
    });
    expect(email.statusCode).toBe(403);
    expect(email.json()).toEqual(REFUSALS.recentSecondFactor);
    await app.jobs.runDue();
    expect(mailsTo(dataDir, "thief@example.com")).toEqual([]);
    expect((await loggedIn(app, "stolen", PASSWORD)).response.statusCode).toBe(200);
  });

  it("changes the password within 15 minutes of the code, and asks for it again after", async () => {
    stoppedClock();
    const start = Date.now();
    const sam = await enrolled("sam");
    vi.setSystemTime(start + 14 * MINUTE);
    const changed = await post(sam, "/reactapp/account/password/", { current_password: PASSWORD, password: NEW });
    expect(changed.statusCode, changed.body).toBe(200);
    vi.setSystemTime(start + 16 * MINUTE);
    const stale = await post(sam, "/reactapp/account/password/", { current_password: NEW, password: PASSWORD });
    expect(stale.statusCode).toBe(403);
    expect(stale.json()).toEqual(REFUSALS.recentSecondFactor);
    // The sign-in page asks for the code again, and once it is entered the change goes through.
    const status = await app.inject({ url: "/reactapp/staff/second-factor/", cookies: sam.cookies });
    expect(status.json().state).toBe("verify");
    const verified = await post(sam, "/reactapp/staff/second-factor/verify/", {
      code: totpCode(sam.key, Date.now() + 30_000),
    });
    expect(verified.statusCode, verified.body).toBe(200);
    const again = await post(sam, "/reactapp/account/password/", { current_password: NEW, password: PASSWORD });
    expect(again.statusCode, again.body).toBe(200);
  });

  it("sends a staff member who forgot their password to an administrator: no link, and an older link refused", async () => {
    const csrf = async () => {
      const answer = await app.inject({ url: "/reactapp/csrf/" });
      const cookies = Object.fromEntries(answer.cookies.map((c) => [c.name, c.value]));
      return { cookies, token: cookies.csrftoken! };
    };
    // A link asked for while the account was a customer's, then the account becomes staff.
    const kim = await signedInStaff(app, "kim", { secondFactor: false });
    await app.db.updateTable("users").set({ access_role: "customer" }).where("id", "=", kim.userId).execute();
    expect(
      (await post(await csrf(), "/reactapp/account/forgot-password/", { email: "kim@example.com" })).statusCode,
    ).toBe(202);
    await app.jobs.runDue();
    const older = lastLinkToken(dataDir, "kim@example.com", "/account/reset-password/")!;
    expect(older).toBeTruthy();
    await app.db.updateTable("users").set({ access_role: "staff" }).where("id", "=", kim.userId).execute();

    expect(
      (await post(await csrf(), "/reactapp/account/forgot-password/", { email: "kim@example.com" })).statusCode,
    ).toBe(202);
    await app.jobs.runDue();
    const told = mailsTo(dataDir, "kim@example.com").filter((mail) => mail.includes(STAFF_RESET_BY_ADMIN));
    expect(told).toHaveLength(1);
    expect(told[0]).not.toContain("/account/reset-password/");
    expect(lastLinkToken(dataDir, "kim@example.com", "/account/reset-password/")).toBe(older);

    const refused = await post(await csrf(), "/reactapp/account/reset-password/", { token: older, password: NEW });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: STAFF_RESET_BY_ADMIN });
    expect((await loggedIn(app, "kim", NEW)).response.statusCode).toBe(400);
    expect((await loggedIn(app, "kim", PASSWORD)).response.statusCode).toBe(200);
  });

  it("confirms a staff member's new address only in their own session with a recent code; the link waits", async () => {
    stoppedClock();
    const start = Date.now();
    const ida = await enrolled("ida");
    const asked = await post(ida, "/reactapp/account/email/", {
      email: "ida.new@example.com",
      current_password: PASSWORD,
    });
    expect(asked.statusCode, asked.body).toBe(202);
    await app.jobs.runDue();
    const token = lastLinkToken(dataDir, "ida.new@example.com", "/account/confirm-email/")!;
    expect(token).toBeTruthy();

    const stranger = await signedIn(app, "stranger");
    const csrf = await app.inject({ url: "/reactapp/csrf/" });
    const nobody = { cookies: Object.fromEntries(csrf.cookies.map((c) => [c.name, c.value])), token: "" };
    nobody.token = nobody.cookies.csrftoken!;
    for (const browser of [nobody, stranger]) {
      const refused = await post(browser, "/reactapp/account/email/confirm/", { token });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual(REFUSALS.recentSecondFactor);
    }
    vi.setSystemTime(start + 16 * MINUTE);
    expect((await post(ida, "/reactapp/account/email/confirm/", { token })).statusCode).toBe(403);
    expect(await emailOf(ida.userId)).toBe("ida@example.com");

    vi.setSystemTime(start);
    const confirmed = await post(ida, "/reactapp/account/email/confirm/", { token });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await emailOf(ida.userId)).toBe("ida.new@example.com");
  });
});
