// A 201 means the lead is committed: kill the server with SIGKILL right after acknowledged submissions
// and every acknowledged lead is in the database afterwards.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { migrate, openDatabase } from "../../../../server/infra/db/database.ts";
import { leadsRepository } from "../../../../server/domains/leads/leads-repository.ts";
import { spawnServer } from "../../../../scripts/lib/server-process.ts";
import { tempDataDir } from "../../../helpers/app.ts";
import { VALID_LEADS } from "../../../helpers/leads.ts";

describe("server: durability", () => {
  it("keeps every acknowledged lead when the process is killed with SIGKILL", async () => {
    const dataDir = tempDataDir();
    const databaseUrl = `sqlite:${path.join(dataDir, "qto.sqlite")}`;
    const server = await spawnServer({
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SEED_PROJECTS: "0",
      RATE_LIMIT_LEADS: "100000/1m",
    });

    const acknowledged: string[] = [];
    let firstAcknowledged!: () => void;
    const started = new Promise<void>((resolve) => (firstAcknowledged = resolve));
    const submissions = Array.from({ length: 200 }, async (_, i) => {
      const response = await fetch(server.origin + VALID_LEADS.contact.path, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ ...VALID_LEADS.contact.body, message: `durability ${i}` }),
      }).catch(() => undefined);
      if (response?.status === 201) {
        acknowledged.push(((await response.json()) as { reference: string }).reference);
        firstAcknowledged();
      }
    });
    // Kill while the last requests may still be in flight: only what was acknowledged must survive. The
    // 400 ms count from the first 201, not from the first request: a busy machine may take longer to
    // answer the first one than that.
    await Promise.race([Promise.all(submissions), started.then(() => new Promise((r) => setTimeout(r, 400)))]);
    const ackedBeforeKill = [...acknowledged];
    await server.stop("SIGKILL");
    await Promise.allSettled(submissions);

    const { db } = openDatabase(databaseUrl);
    await migrate(db);
    const stored = new Set((await leadsRepository(db).export("contact")).map((lead) => lead.reference));
    await db.destroy();
    expect(ackedBeforeKill.length).toBeGreaterThan(0);
    for (const reference of ackedBeforeKill) expect(stored.has(reference), reference).toBe(true);
  });
});
