// A 201 means the lead is committed: kill the server with SIGKILL right after acknowledged submissions
// and every acknowledged lead is in the database afterwards.
import { spawn } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { migrate, openDatabase } from "../../server/db/database.ts";
import { leadsRepository } from "../../server/repositories/leads.ts";
import { tempDataDir } from "../helpers/app.ts";
import { VALID_LEADS } from "../helpers/leads.ts";

function startServer(env: Record<string, string>): Promise<{ origin: string; kill: () => Promise<void> }> {
  const child = spawn(process.execPath, ["--import", "tsx", "server/server.ts"], {
    env: { ...process.env, ...env, PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "info", NODE_ENV: "test" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk;
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) {
        child.stdout.removeAllListeners("data");
        child.stdout.resume();
        resolve({
          origin: match[1]!,
          kill: () => new Promise((done) => (child.once("exit", () => done()), child.kill("SIGKILL"))),
        });
      }
    });
    child.once("exit", (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
}

describe("server: durability", () => {
  it("keeps every acknowledged lead when the process is killed with SIGKILL", async () => {
    const dataDir = tempDataDir();
    const databaseUrl = `sqlite:${path.join(dataDir, "qto.sqlite")}`;
    const server = await startServer({
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SEED_PROJECTS: "0",
      RATE_LIMIT_LEADS: "100000/1m",
    });

    const acknowledged: string[] = [];
    const submissions = Array.from({ length: 200 }, async (_, i) => {
      const response = await fetch(server.origin + VALID_LEADS.contact.path, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ ...VALID_LEADS.contact.body, message: `durability ${i}` }),
      }).catch(() => undefined);
      if (response?.status === 201) acknowledged.push(((await response.json()) as { reference: string }).reference);
    });
    // Kill while the last requests may still be in flight: only what was acknowledged must survive.
    await Promise.race([Promise.all(submissions), new Promise((r) => setTimeout(r, 400))]);
    const ackedBeforeKill = [...acknowledged];
    await server.kill();
    await Promise.allSettled(submissions);

    const { db } = openDatabase(databaseUrl);
    await migrate(db);
    const stored = new Set((await leadsRepository(db).export("contact")).map((lead) => lead.reference));
    await db.destroy();
    expect(ackedBeforeKill.length).toBeGreaterThan(0);
    for (const reference of ackedBeforeKill) expect(stored.has(reference), reference).toBe(true);
  });
});
