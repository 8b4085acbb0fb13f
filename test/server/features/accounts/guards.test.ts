// The guards other features' routes use: requireUser lets only signed-in visitors through and tells the
// route who they are; requireRole lets through only users granted that access role (none at sign-up).
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn } from "../../../helpers/accounts.ts";
import { TEST_DATABASES, testApp } from "../../../helpers/app.ts";

describe.each(TEST_DATABASES)("server: account guards on $name", ({ url }) => {
  let app: FastifyInstance;
  let cookies: Record<string, string>;

  beforeAll(async () => {
    app = await testApp({ DATABASE_URL: await url(), SEED_PROJECTS: "0" });
    // Routes as a coming feature would declare them.
    app.get("/test/signed-in/", { preHandler: app.requireUser }, async (request) => ({ userId: request.userId }));
    app.get("/test/staff/", { preHandler: app.requireRole("staff") }, async (request) => ({ userId: request.userId }));
    ({ cookies } = await signedIn(app, "guarded"));
  });
  afterAll(() => app?.close());

  const userId = async () =>
    (await app.db.selectFrom("users").select("id").where("username", "=", "guarded").executeTakeFirstOrThrow()).id;

  it("refuses a visitor who is not signed in, as DRF does", async () => {
    for (const path of ["/test/signed-in/", "/test/staff/"]) {
      const response = await app.inject({ url: path });
      expect(response.statusCode, path).toBe(403);
      expect(response.json()).toEqual({ detail: "Authentication credentials were not provided." });
    }
  });

  it("lets a signed-in visitor through, naming them to the route", async () => {
    const response = await app.inject({ url: "/test/signed-in/", cookies });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ userId: await userId() });
  });

  it("refuses a customer a staff route, and lets them through once granted the role", async () => {
    const refused = await app.inject({ url: "/test/staff/", cookies });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: "You do not have permission to perform this action." });

    const id = await userId();
    const { access_role } = await app.db
      .selectFrom("users")
      .select("access_role")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(access_role).toBe("customer");
    await app.db.updateTable("users").set({ access_role: "staff" }).where("id", "=", id).execute();
    const allowed = await app.inject({ url: "/test/staff/", cookies });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json()).toEqual({ userId: id });
  });
});
