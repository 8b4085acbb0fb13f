// The audit log keeps who changed what, newest first, and nobody can edit it: not even the database's
// own UPDATE or DELETE.
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DATABASES, testApp } from "../../../helpers/app.ts";
import { signedInStaff, type StaffSession } from "../../../helpers/staff.ts";

describe.each(TEST_DATABASES)("server: audit log on $name", ({ url }) => {
  let app: FastifyInstance;
  let admin: StaffSession;

  beforeAll(async () => {
    app = await testApp({ DATABASE_URL: await url(), SEED_PROJECTS: "0" });
    app.post("/reactapp/staff/test-rename/", app.consoleAction("leads.work"), async (request) => {
      const { to } = request.body as { to: string };
      await app.db
        .transaction()
        .execute((trx) =>
          app.audit.record(
            request,
            { action: "thing.renamed", entity: "thing", entityId: 7, before: { name: "a" }, after: { name: to } },
            trx,
          ),
        );
      return { ok: true };
    });
    admin = await signedInStaff(app, "ada", { role: "admin" });
  });
  afterAll(() => app?.close());

  it("records each change with its author and values, newest first, a page at a time", async () => {
    for (const to of ["b", "c", "d"])
      await app.inject({ method: "POST", url: "/reactapp/staff/test-rename/", payload: { to }, ...admin.as() });
    const first = await app.inject({ url: "/reactapp/staff/audit/?entity=thing&entity_id=7", ...admin.as() });
    expect(first.statusCode).toBe(200);
    const page = first.json();
    expect(page.entries.map((entry: { after: { name: string } }) => entry.after.name)).toEqual(["d", "c", "b"]);
    expect(page.entries[0]).toMatchObject({ actor: "ada", action: "thing.renamed", before: { name: "a" } });
    expect(page.next).toBeNull();
  });

  it("refuses to update or delete an entry", async () => {
    await expect(app.db.updateTable("audit_log").set({ action: "forged" }).execute()).rejects.toThrow(/append-only/);
    await expect(app.db.deleteFrom("audit_log").execute()).rejects.toThrow(/append-only/);
  });

  it("refuses a malformed query", async () => {
    const response = await app.inject({ url: "/reactapp/staff/audit/?before=abc", ...admin.as() });
    expect(response.statusCode).toBe(400);
  });
});
