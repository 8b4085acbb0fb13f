// No notification is lost: a lead stored but never announced (the process died first, or the outbox
// could not be written) is announced when the server next starts, and only once.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { migrate, openDatabase } from "../../../../server/infra/db/database.ts";
import { leadsRepository } from "../../../../server/features/leads/leads-repository.ts";
import { TEST_DATABASES, tempDataDir, testApp } from "../../../helpers/app.ts";

const outbox = (dataDir: string) => {
  try {
    return readdirSync(path.join(dataDir, "outbox"));
  } catch {
    return [];
  }
};

describe.each(TEST_DATABASES)("server: lead notifications on $name", ({ url }) => {
  it("announces leads left unannounced by a previous run when the server starts", async () => {
    const databaseUrl = await url();
    const dataDir = tempDataDir();
    // Stored as the route stores it, but the process "died" before the notification was written.
    const { db } = openDatabase(databaseUrl);
    await migrate(db);
    const { reference } = await leadsRepository(db).create({
      type: "contact",
      status: "new",
      payload: { name: "Orphan Lead", email: "orphan@example.com", message: "Still waiting" },
      context: { source_page: "/ContactUs/", referrer: "", partner: "", utm: {} },
    });
    await db.destroy();

    const app = await testApp({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir, SEED_PROJECTS: "0" });
    await app.ready();
    const written = outbox(dataDir);
    expect(written).toHaveLength(1);
    expect(readFileSync(path.join(dataDir, "outbox", written[0]!), "utf8")).toContain(reference);
    expect(await app.leads.unnotified()).toEqual([]);
    await app.close();

    const again = await testApp({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir, SEED_PROJECTS: "0" });
    await again.ready();
    expect(outbox(dataDir)).toHaveLength(1);
    await again.close();
  });
});
