// Several server processes on one database: an origin an admin adds through one is allowed by the
// other within a few seconds, with no restart.
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DATABASES, testApp } from "../../../helpers/app.ts";
import { signedInStaff } from "../../../helpers/staff.ts";
import { ORIGINS_MAX_AGE_MS } from "../../../../server/domains/site/live-origins.ts";
import { crossOriginLead } from "../../../helpers/partners.ts";

describe.each(TEST_DATABASES)("server: partners' origins across processes on $name", ({ url }) => {
  let first: FastifyInstance;
  let second: FastifyInstance;

  beforeAll(async () => {
    const databaseUrl = await url();
    first = await testApp({ DATABASE_URL: databaseUrl, SEED_PROJECTS: "0" });
    second = await testApp({ DATABASE_URL: databaseUrl, SEED_PROJECTS: "0" });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it("lets the second process allow an origin added through the first, without a restart", async () => {
    const origin = "https://two-processes.example";
    const admin = await signedInStaff(first, "ada", { role: "admin" });
    // The second process has read the (empty) list already, so it must read it again to see the origin.
    expect((await crossOriginLead(second, origin)).listed).toBe(false);
    await first.inject({
      method: "POST",
      url: "/reactapp/staff/partners/",
      payload: { id: "acme", name: "Acme" },
      ...admin.as(),
    });
    const added = await first.inject({
      method: "POST",
      url: "/reactapp/staff/partners/acme/origins/",
      payload: { origin },
      ...admin.as(),
    });
    expect(added.statusCode).toBe(201);
    expect((await crossOriginLead(first, origin)).listed).toBe(true);
    await expect
      .poll(async () => (await crossOriginLead(second, origin)).listed, {
        timeout: ORIGINS_MAX_AGE_MS * 2,
        interval: 250,
      })
      .toBe(true);
  });
});
