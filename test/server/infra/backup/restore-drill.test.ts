// The restore drill, on SQLite and PostgreSQL: a site with leads and their PDFs, orders with
// deliverables, projects with plan-room documents and a staff member enrolled in TOTP is backed up while
// it serves pages, then wiped (database and files), then restored: every row of every table and every
// file comes back byte for byte, and the staff member signs in with password and TOTP.
import { readFile, rm } from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig, type Config } from "../../../../server/config.ts";
import { backUp } from "../../../../server/infra/backup/backup.ts";
import { filesIn } from "../../../../server/infra/backup/data-files.ts";
import { restore } from "../../../../server/infra/backup/restore.ts";
import { TEST_DATABASES, tempDataDir, testApp } from "../../../helpers/app.ts";
import { busySite, signInWithTotp } from "../../../helpers/busy-site.ts";
import { databaseSnapshot } from "../../../helpers/db-snapshot.ts";
import { startServer } from "../../../helpers/server.ts";

const FOLDERS = ["uploads", "files", "outbox"];

/** Every file of the data folder, by path, with its bytes. */
async function dataFiles(dataDir: string): Promise<Record<string, Buffer>> {
  const files: Record<string, Buffer> = {};
  for (const file of await filesIn(dataDir, FOLDERS)) files[file] = await readFile(path.join(dataDir, file));
  return files;
}

describe.each(TEST_DATABASES)("the restore drill on $name", ({ name, url }) => {
  let env: Record<string, string>;
  let config: Config;
  let app: FastifyInstance;
  let rows: Awaited<ReturnType<typeof databaseSnapshot>>;
  let files: Record<string, Buffer>;
  let staff: Awaited<ReturnType<typeof busySite>>;
  let archive: string;

  beforeAll(async () => {
    const dataDir = tempDataDir();
    env = {
      DATABASE_URL: name === "sqlite" ? `sqlite:${path.join(dataDir, "qto.sqlite")}` : await url(),
      DATA_DIR: dataDir,
      BACKUP_DIR: tempDataDir(),
      SEED_PROJECTS: "20",
      JOBS_POLL_MS: "0",
    };
    config = loadConfig({ NODE_ENV: "test", ...env });
    const server = await startServer(env);
    app = server.app;
    staff = await busySite(app);
    // The announcement and page-count jobs, so the outbox has mail in it too.
    await app.jobs.runDue();
  }, 120_000);
  afterAll(() => app?.close());

  it("backs up while the site serves pages, which all answer", async () => {
    rows = await databaseSnapshot(app, { except: [] });
    files = await dataFiles(config.dataDir);
    expect(Object.keys(files).filter((file) => file.startsWith("uploads/"))).toHaveLength(3);
    expect(Object.keys(files).filter((file) => file.startsWith("files/"))).toHaveLength(9);
    expect(Object.keys(files).filter((file) => file.startsWith("outbox/")).length).toBeGreaterThan(0);

    const origin = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    let backingUp = true;
    const statuses: number[] = [];
    const load = (async () => {
      while (backingUp)
        for (const page of ["/", "/reactapp/projects/projects/", "/Services/"]) {
          const response = await fetch(origin + page);
          await response.arrayBuffer();
          statuses.push(response.status);
        }
    })();
    const result = await backUp(config).finally(() => (backingUp = false));
    await load;
    expect(statuses.length).toBeGreaterThan(0);
    expect(new Set(statuses)).toEqual(new Set([200]));
    expect(result).toMatchObject({ destination: config.backup.dir, files: Object.keys(files).length, removed: [] });
    archive = result.name;
    // Anonymous pages write nothing: the backup's moment and now hold the same rows.
    expect(await databaseSnapshot(app, { except: [] })).toEqual(rows);
  }, 60_000);

  it("brings back every row of every table and every file, byte for byte, after a wipe", async () => {
    await app.close();
    if (name === "sqlite") {
      const file = config.databaseUrl.replace(/^sqlite:/, "");
      await Promise.all(["", "-wal", "-shm"].map((suffix) => rm(file + suffix, { force: true })));
    } else {
      await url();
    }
    await Promise.all(FOLDERS.map((folder) => rm(path.join(config.dataDir, folder), { recursive: true, force: true })));
    expect(await dataFiles(config.dataDir)).toEqual({});

    const restored = await restore(config, archive);
    expect(restored.files).toBe(Object.keys(files).length);
    app = await testApp(env);
    expect(await databaseSnapshot(app, { except: [] })).toEqual(rows);
    expect(await dataFiles(config.dataDir)).toEqual(files);
  }, 60_000);

  it("lets the staff member sign in with password and TOTP afterwards", async () => {
    // A code of a later 30-second step than the enrolment's, which is spent.
    const at = Math.max(staff.confirmedAt + 30_000, Date.now());
    expect(await signInWithTotp(app, staff.username, staff.key, at)).toBe(200);
  });
});
