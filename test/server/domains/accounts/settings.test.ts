// The account's settings: a changed password ends every OTHER session; a new address counts only once the
// link sent to it is opened; verification links; closing the account keeps orders without personal fields.
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REMINDERS_API } from "../../../../contract/account/reminders.ts";
import { isVerified } from "../../../../server/infra/mail/verified-address.ts";
import { BILLING, buy, loggedIn, signedIn } from "../../../helpers/accounts.ts";
import { TEST_DATABASES, tempDataDir, testApp } from "../../../helpers/app.ts";
import { VALID_LEADS } from "../../../helpers/leads.ts";
import { lastLinkToken, mailsTo } from "../../../helpers/outbox.ts";
import { signedInStaff } from "../../../helpers/staff.ts";
import { verifiedSignedIn } from "../../../helpers/verified.ts";

const PASSWORD = "a long enough passphrase";
const NEW = "violet harbor tractor mosaic";

describe.each(TEST_DATABASES)("server: account settings on $name", ({ url }) => {
  const dataDir = tempDataDir();
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await testApp({ DATABASE_URL: await url(), DATA_DIR: dataDir, SEED_PROJECTS: "5", JOBS_POLL_MS: "0" });
    await app.ready();
  });
  afterAll(() => app?.close());

  type Browser = { cookies: Record<string, string>; token: string };
  const post = (as: Browser, path: string, payload?: object) =>
    app.inject({ method: "POST", url: path, payload, cookies: as.cookies, headers: { "x-csrftoken": as.token } });
  const me = (as: Browser) => app.inject({ url: "/reactapp/me/", cookies: as.cookies });
  const user = (username: string) => app.customerAccounts.byEmail(`${username}@example.com`);

  it("changes the password with the current one, ending every other session but this one", async () => {
    const here = await signedIn(app, "changer");
    const elsewhere = await loggedIn(app, "changer", PASSWORD);
    const wrong = await post(here, "/reactapp/account/password/", { current_password: "not it at all", password: NEW });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ current_password: ["This is not your current password."] });
    const changed = await post(here, "/reactapp/account/password/", { current_password: PASSWORD, password: NEW });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await me(here)).statusCode).toBe(200);
    expect((await me(elsewhere)).statusCode).toBe(403);
    expect((await loggedIn(app, "changer", NEW)).response.statusCode).toBe(200);
  });

  it("sends a verification link at registration, and verifies the address once it is opened", async () => {
    const browser = await signedIn(app, "verifier");
    await app.jobs.runDue();
    expect(isVerified((await user("verifier"))!)).toBe(false);
    const token = lastLinkToken(dataDir, "verifier@example.com", "/account/verify-email/")!;
    expect(token).toBeTruthy();
    const resent = await post(browser, "/reactapp/account/verify/");
    expect(resent.statusCode).toBe(202);
    const confirmed = await post(browser, "/reactapp/account/verify/confirm/", { token });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(isVerified((await user("verifier"))!)).toBe(true);
    expect((await post(browser, "/reactapp/account/verify/confirm/", { token })).statusCode).toBe(400);
    const profile = await app.inject({ url: "/reactapp/account/profile/", cookies: browser.cookies });
    expect(profile.json().email_verified).toBe(true);
  });

  it("changes the address only when the link sent to the new one is opened", async () => {
    const browser = await signedIn(app, "mover");
    const taken = await post(browser, "/reactapp/account/email/", {
      email: "verifier@example.com",
      current_password: PASSWORD,
    });
    expect(taken.json().email).toEqual(["An account uses this e-mail already."]);
    const asked = await post(browser, "/reactapp/account/email/", {
      email: "new@example.com",
      current_password: PASSWORD,
    });
    expect(asked.statusCode, asked.body).toBe(202);
    await app.jobs.runDue();
    expect((await me(browser)).json().email).toBe("mover@example.com");
    expect(lastLinkToken(dataDir, "mover@example.com", "/account/confirm-email/")).toBeUndefined();
    const token = lastLinkToken(dataDir, "new@example.com", "/account/confirm-email/")!;
    const confirmed = await post(browser, "/reactapp/account/email/confirm/", { token });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await me(browser)).json().email).toBe("new@example.com");
    expect(isVerified((await app.customerAccounts.byEmail("new@example.com"))!)).toBe(true);
    expect((await post(browser, "/reactapp/account/email/confirm/", { token })).statusCode).toBe(400);
  });

  it("exports everything held, then closes the account keeping its orders without personal fields", async () => {
    // Verified: the leads sent signed out with the address are then the account's too (export-leads.test.ts).
    const browser = await verifiedSignedIn(app, dataDir, "leaver");
    const other = await loggedIn(app, "leaver", PASSWORD);
    await post(browser, "/reactapp/favorites/merge/", { ids: [2] });
    const { order } = await buy(app, browser, { lines: [{ project_id: 1, size: "small" }], ...BILLING });
    const contact = (email: string, as?: Browser) =>
      app.inject({
        method: "POST",
        url: VALID_LEADS.contact.path,
        payload: { ...VALID_LEADS.contact.body, email },
        cookies: as?.cookies,
      });
    const signedInLead = (await contact("office@leaver.example", browser)).json().reference;
    const sameAddress = (await contact("LEAVER@example.com")).json().reference;
    await contact("leaver@example.com.other.example");
    await contact("someone@example.com");
    const saved = await post(browser, REMINDERS_API.savedSearches, {
      name: "Schools",
      query: "keyword=school",
      frequency: "daily",
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const reminded = await app.inject({
      method: "PUT",
      url: REMINDERS_API.bidReminder(2),
      cookies: browser.cookies,
      headers: { "x-csrftoken": browser.token },
      payload: { days: [7, 1] },
    });
    expect(reminded.statusCode, reminded.body).toBe(200);
    const exported = await app.inject({ url: "/reactapp/account/export/", cookies: browser.cookies });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers["content-disposition"]).toMatch(
      /^attachment; filename="qto-solutions-account-leaver\.json"$/,
    );
    expect(exported.json()).toMatchObject({
      account: { username: "leaver", email: "leaver@example.com" },
      orders: [{ number: order.number, billing: { name_on_card: BILLING.name_on_card } }],
      favorites: [{ id: 2 }],
      saved_searches: [{ name: "Schools", query: "keyword=school", frequency: "daily", paused: false }],
      bid_reminders: [{ project_id: 2, days: [7, 1] }],
    });
    // The lead sent signed in, and the one sent with the account's address, but no one else's.
    expect(exported.json().leads.map((lead: { reference: string }) => lead.reference)).toEqual([
      signedInLead,
      sameAddress,
    ]);

    const wrong = await post(browser, "/reactapp/account/delete/", { current_password: "not my password" });
    expect(wrong.statusCode).toBe(400);
    const closed = await post(browser, "/reactapp/account/delete/", { current_password: PASSWORD });
    expect(closed.statusCode, closed.body).toBe(200);
    expect((await me(browser)).statusCode).toBe(403);
    expect((await me(other)).statusCode).toBe(403);
    expect((await loggedIn(app, "leaver", PASSWORD)).response.statusCode).toBe(400);
    const kept = await app.db
      .selectFrom("orders")
      .selectAll()
      .where("number", "=", order.number)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(kept.billing)).toEqual({});
    expect(kept).toMatchObject({ card_last4: "4242" });
    const row = await app.db.selectFrom("users").selectAll().where("id", "=", kept.user_id).executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toMatch(/leaver/);
    expect(await app.db.selectFrom("favorites").selectAll().where("user_id", "=", kept.user_id).execute()).toEqual([]);
    expect(await app.db.selectFrom("leads").select("id").where("user_id", "=", kept.user_id).execute()).toEqual([]);
    // The username and the address are free again.
    expect((await signedIn(app, "leaver")).cookies.sessionid).toBeTruthy();
  });

  it("leaves closing a staff account to an administrator", async () => {
    const staff = await signedInStaff(app, "estimator", { secondFactor: false });
    const refused = await post(staff, "/reactapp/account/delete/", { current_password: PASSWORD });
    expect(refused.statusCode).toBe(403);
    expect((await me(staff)).statusCode).toBe(200);
  });

  it("answers signed-out visitors 403 and bad bodies 400", async () => {
    const browser = await signedIn(app, "checker");
    expect((await app.inject({ method: "POST", url: "/reactapp/account/delete/", payload: {} })).statusCode).toBe(403);
    expect((await post(browser, "/reactapp/account/password/", { current_password: 1 })).statusCode).toBe(400);
    expect((await post(browser, "/reactapp/account/email/", { email: "x" })).statusCode).toBe(400);
    expect((await post(browser, "/reactapp/account/email/confirm/", { token: "short" })).statusCode).toBe(400);
    expect(mailsTo(dataDir, "x")).toEqual([]);
  });
});
