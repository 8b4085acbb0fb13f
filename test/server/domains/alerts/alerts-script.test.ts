// `npm run alerts` as an external scheduler runs it: a customer saved a search, a matching project was
// published, and the run puts exactly one digest in the outbox naming it; a second run adds nothing.
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { REMINDERS_API } from "../../../../contract/account/reminders.ts";
import { tempDataDir, testApp } from "../../../helpers/app.ts";
import { insertProject } from "../../../helpers/desk-projects.ts";
import { mailsTo } from "../../../helpers/outbox.ts";
import { verifiedSignedIn } from "../../../helpers/verified.ts";

const run = promisify(execFile);

describe("npm run alerts: saved-search digests", () => {
  it("sends one digest naming the new project, and nothing on a second run", { timeout: 90_000 }, async () => {
    const dataDir = tempDataDir();
    const env = {
      DATA_DIR: dataDir,
      DATABASE_URL: `sqlite:${path.join(dataDir, "qto.sqlite")}`,
      SEED_PROJECTS: "0",
      SITE_URL: "https://qto.example",
    };
    const app = await testApp({ ...env, JOBS_POLL_MS: "0" });
    let projectId: number;
    try {
      const ann = await verifiedSignedIn(app, dataDir, "ann");
      const saved = await app.inject({
        method: "POST",
        url: REMINDERS_API.savedSearches,
        cookies: ann.cookies,
        headers: { "x-csrftoken": ann.token },
        payload: { name: "Schools", query: "keyword=schoolhouse", frequency: "daily" },
      });
      expect(saved.statusCode, saved.body).toBe(201);
      projectId = await insertProject(app.db, {
        name: "Maple Schoolhouse Addition",
        publication: "published",
        posted_at: new Date().toISOString(),
      });
      await app.db.transaction().execute((trx) => app.events.emit(trx, "project.published", { project_id: projectId }));
    } finally {
      await app.close();
    }

    const alerts = () =>
      run("node", ["--import", "tsx", "scripts/alerts.ts"], { env: { ...process.env, ...env, LOG_LEVEL: "silent" } });
    const digests = () => mailsTo(dataDir, "ann@example.com").filter((mail) => /Saved search Schools/.test(mail));
    expect((await alerts()).stdout).toMatch(/^alerts: [1-9]\d* jobs? run$/m);
    expect(digests()).toHaveLength(1);
    expect(digests()[0]).toContain("Maple Schoolhouse Addition");
    expect(digests()[0]).toContain(`https://qto.example/ProjectDetail/${projectId}`);
    expect((await alerts()).stdout).toMatch(/^alerts: 0 jobs run$/m);
    expect(digests()).toHaveLength(1);
  });
});
