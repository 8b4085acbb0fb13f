// The team screen's API: admins only (401, 403 for customers, staff and the unconfirmed), CSRF on every
// change with nothing written without it, and each change (add, role, disable, enable, reset of the
// second factor) audited with the member before and after; an admin cannot lock themselves out.
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loggedIn, signedIn } from "../../../helpers/accounts.ts";
import { TEST_DATABASES, testApp } from "../../../helpers/app.ts";
import { signedInStaff, type StaffSession } from "../../../helpers/staff.ts";

const BASE = "/reactapp/staff/team/";

describe.each(TEST_DATABASES)("server: team on $name", ({ url }) => {
  let app: FastifyInstance;
  let admin: StaffSession;
  let staff: StaffSession;

  beforeAll(async () => {
    app = await testApp({ DATABASE_URL: await url(), SEED_PROJECTS: "0" });
    admin = await signedInStaff(app, "ada", { role: "admin" });
    staff = await signedInStaff(app, "sam");
  });
  afterAll(() => app?.close());

  const lastAudit = async () =>
    (await app.inject({ url: "/reactapp/staff/audit/?entity=user", ...admin.as() })).json().entries[0];
  // From a browser of its own: one with the admin's cookies would end the admin's session.
  const logIn = async (username: string, password: string) => (await loggedIn(app, username, password)).response;
  const auditCount = async () =>
    (await app.inject({ url: "/reactapp/staff/audit/", ...admin.as() })).json().entries.length;

  it("refuses nobody, customers, staff and admins without the second factor; changes without CSRF", async () => {
    const customer = await signedIn(app, "carla");
    const pending = await signedInStaff(app, "pia", { role: "admin", secondFactor: false });
    const id = staff.userId;
    const changes = [
      { method: "POST" as const, url: BASE, payload: { username: "x1", email: "x1@example.com", role: "staff" } },
      { method: "PUT" as const, url: `${BASE}${id}/role/`, payload: { role: "admin" } },
      { method: "POST" as const, url: `${BASE}${id}/disable/` },
      { method: "POST" as const, url: `${BASE}${id}/enable/` },
      { method: "POST" as const, url: `${BASE}${id}/second-factor/reset/` },
      { method: "POST" as const, url: `${BASE}${id}/password/reset/` },
    ];
    expect((await app.inject({ url: BASE })).statusCode).toBe(401);
    expect((await app.inject({ url: BASE, cookies: customer.cookies })).statusCode).toBe(403);
    expect((await app.inject({ url: BASE, ...staff.as() })).statusCode).toBe(403);
    expect((await app.inject({ url: BASE, ...pending.as() })).json().code).toBe("second_factor_required");
    for (const change of changes) {
      expect((await app.inject(change)).statusCode).toBe(401);
      expect((await app.inject({ ...change, ...staff.as() })).statusCode).toBe(403);
      expect((await app.inject({ ...change, ...pending.as() })).statusCode).toBe(403);
      expect((await app.inject({ ...change, cookies: admin.cookies })).statusCode).toBe(403);
    }
    expect(await auditCount()).toBe(0);
    expect(await app.accounts.users.byUsername("x1")).toBeUndefined();
  });

  it("lists staff and admins with their second factor, last login and state", async () => {
    const response = await app.inject({ url: BASE, ...admin.as() });
    expect(response.statusCode).toBe(200);
    const members = response.json().members;
    expect(members.map((m: { username: string }) => m.username)).toEqual(["ada", "pia", "sam"]);
    expect(members[0]).toMatchObject({
      role: "admin",
      second_factor: false,
      disabled: false,
      email: "ada@example.com",
    });
    expect(members[0].last_login).toEqual(expect.any(String));
  });

  it("adds a member with a temporary password shown once, or with the one typed, and audits it", async () => {
    const added = await app.inject({
      method: "POST",
      url: BASE,
      payload: { username: "tom", email: "tom@example.com", role: "staff" },
      ...admin.as(),
    });
    expect(added.statusCode).toBe(201);
    const { member, temporary_password } = added.json();
    expect(member).toMatchObject({ username: "tom", role: "staff", second_factor: false, disabled: false });
    expect(temporary_password).toHaveLength(16);
    expect(await lastAudit()).toMatchObject({ actor: "ada", action: "staff.added", after: { username: "tom" } });
    const login = await logIn("tom", temporary_password);
    expect(login.json()).toMatchObject({ username: "tom", second_factor: "required" });

    const typed = await app.inject({
      method: "POST",
      url: BASE,
      payload: { username: "una", email: "una@example.com", role: "admin", password: "violet kettle harbour drum" },
      ...admin.as(),
    });
    expect(typed.statusCode).toBe(201);
    expect(typed.json().temporary_password).toBeUndefined();
  });

  it("says what is wrong with a new member, beside the field", async () => {
    const send = (payload: object) => app.inject({ method: "POST", url: BASE, payload, ...admin.as() });
    expect((await send({ username: "tom", email: "t2@example.com", role: "staff" })).json().username).toBeDefined();
    expect((await send({ username: "t3", email: "TOM@example.com", role: "staff" })).json().email).toBeDefined();
    expect((await send({ username: "t4", email: "t4@example.com", role: "boss" })).json().role).toBeDefined();
    const weak = await send({ username: "t5", email: "t5@example.com", role: "staff", password: "password1234" });
    expect(weak.json().password[0]).toMatch(/too common/);
    expect((await send({ username: "t6", email: "t6@example.com", role: "staff", password: "short" })).statusCode).toBe(
      400,
    );
  });

  it("changes a role, disables (ending their sessions) and enables, each audited before and after", async () => {
    const role = await app.inject({
      method: "PUT",
      url: `${BASE}${staff.userId}/role/`,
      payload: { role: "admin" },
      ...admin.as(),
    });
    expect(role.json().role).toBe("admin");
    expect(await lastAudit()).toMatchObject({
      action: "staff.role_changed",
      entity_id: String(staff.userId),
      before: { role: "staff" },
      after: { role: "admin" },
    });
    await app.inject({ method: "PUT", url: `${BASE}${staff.userId}/role/`, payload: { role: "staff" }, ...admin.as() });

    const disabled = await app.inject({ method: "POST", url: `${BASE}${staff.userId}/disable/`, ...admin.as() });
    expect(disabled.json().disabled).toBe(true);
    expect(await lastAudit()).toMatchObject({
      action: "staff.disabled",
      before: { disabled: false },
      after: { disabled: true },
    });
    expect((await app.inject({ url: "/reactapp/staff/me/", ...staff.as() })).statusCode).toBe(401);
    const login = await logIn("sam", "a long enough passphrase");
    expect(login.statusCode).toBe(400);
    expect(login.json().non_field_errors[0]).toMatch(/disabled/);

    const enabled = await app.inject({ method: "POST", url: `${BASE}${staff.userId}/enable/`, ...admin.as() });
    expect(enabled.json().disabled).toBe(false);
    expect(await lastAudit()).toMatchObject({ action: "staff.enabled" });
  });

  it("resets a second factor: they enrol again at their next sign-in", async () => {
    await app.secondFactors.begin(staff.userId, "JBSWY3DPEHPK3PXP");
    await app.db.transaction().execute((trx) => app.secondFactors.confirm(staff.userId, ["x"], trx));
    expect(
      (await app.inject({ url: BASE, ...admin.as() })).json().members.find((m: { id: number }) => m.id === staff.userId)
        .second_factor,
    ).toBe(true);
    const reset = await app.inject({
      method: "POST",
      url: `${BASE}${staff.userId}/second-factor/reset/`,
      ...admin.as(),
    });
    expect(reset.json().second_factor).toBe(false);
    expect(await lastAudit()).toMatchObject({ action: "staff.second_factor_reset", before: { second_factor: true } });
    expect(await app.secondFactors.byUser(staff.userId)).toBeUndefined();
  });

  it("refuses an admin disabling or demoting themselves, and unknown members", async () => {
    const before = await auditCount();
    const self = await app.inject({ method: "POST", url: `${BASE}${admin.userId}/disable/`, ...admin.as() });
    expect(self.statusCode).toBe(409);
    expect(self.json().detail).toMatch(/yourself/);
    const demote = await app.inject({
      method: "PUT",
      url: `${BASE}${admin.userId}/role/`,
      payload: { role: "staff" },
      ...admin.as(),
    });
    expect(demote.statusCode).toBe(409);
    expect((await app.inject({ method: "POST", url: `${BASE}99999/disable/`, ...admin.as() })).statusCode).toBe(404);
    expect((await app.inject({ method: "POST", url: `${BASE}abc/disable/`, ...admin.as() })).statusCode).toBe(400);
    expect(await auditCount()).toBe(before);
  });
});
