// The guard other features' routes use: requireUser lets only signed-in visitors through and tells the
// route who they are.
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
    ({ cookies } = await signedIn(app, "guarded"));
  });
  afterAll(() => app?.close());

  const userId = async () =>
    (await app.db.selectFrom("users").select("id").where("username", "=", "guarded").executeTakeFirstOrThrow()).id;

  it("refuses a visitor who is not signed in, as DRF does", async () => {
    const response = await app.inject({ url: "/test/signed-in/" });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: "Authentication credentials were not provided." });
  });

  it("lets a signed-in visitor through, naming them to the route", async () => {
    const response = await app.inject({ url: "/test/signed-in/", cookies });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ userId: await userId() });
  });
});
