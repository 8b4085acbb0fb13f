// `npm run backup` and `npm run restore` on the command line: what they print, and their exit codes (0
// done, 1 refused or failed with the reason on standard error, 2 a usage mistake).
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { beforeAll, describe, expect, it } from "vitest";
import { tempDataDir, testApp } from "../helpers/app.ts";

const exec = promisify(execFile);

/** Runs scripts/`script` with `env` as its only configuration; answers its output and exit code. */
async function run(script: string, args: string[], env: Record<string, string>) {
  const inherited = { ...process.env };
  for (const name of Object.keys(inherited))
    if (/^(DATABASE_URL|DATA_DIR|BACKUP_|S3_URL)/.test(name)) delete inherited[name];
  try {
    const { stdout, stderr } = await exec("node", ["--import", "tsx", `scripts/${script}`, ...args], {
      env: { ...inherited, NODE_ENV: "test", LOG_LEVEL: "silent", ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
    return { code, stdout, stderr };
  }
}

const siteIn = (dataDir: string, backups: string) => ({
  DATA_DIR: dataDir,
  DATABASE_URL: `sqlite:${path.join(dataDir, "qto.sqlite")}`,
  BACKUP_DIR: backups,
});

describe("npm run backup and npm run restore", () => {
  const backups = tempDataDir();
  const site = siteIn(tempDataDir(), backups);
  let name: string;

  beforeAll(async () => {
    const app = await testApp({ ...site, SEED_PROJECTS: "5" });
    await app.close();
  });

  it("backs up, says what and where, and lists the archives", { timeout: 60_000 }, async () => {
    const backup = await run("backup.ts", [], site);
    expect(backup).toMatchObject({ code: 0, stderr: "" });
    expect(backup.stdout).toMatch(
      new RegExp(
        `^backup: qto-backup-\\d{8}T\\d{6}Z\\.tar\\.gz \\(\\d+\\.\\d MB, 0 files\\) to ${backups} in \\d+\\.\\d s\\n$`,
      ),
    );
    name = /qto-backup-\S+\.tar\.gz/.exec(backup.stdout)![0];
    expect(await run("backup.ts", ["--list"], site)).toMatchObject({ code: 0, stdout: `${name}\n` });
  });

  it("restores by name into an empty site, and refuses one that holds data", { timeout: 60_000 }, async () => {
    const refused = await run("restore.ts", [name], site);
    expect(refused).toMatchObject({ code: 1, stdout: "" });
    expect(refused.stderr).toMatch(
      /^restore: The database already holds data: restore into empty ones, or add --force/,
    );

    const restored = await run("restore.ts", [name], siteIn(tempDataDir(), backups));
    expect(restored).toMatchObject({ code: 0, stderr: "" });
    expect(restored.stdout).toMatch(
      /^restore: the sqlite database of \S+ \(migration \d{3}-[\w-]+\) and 0 files restored\n$/,
    );
  });

  it("answers a usage mistake with exit code 2", { timeout: 60_000 }, async () => {
    expect(await run("restore.ts", [], site)).toMatchObject({
      code: 2,
      stderr: "usage: npm run restore -- ARCHIVE [--force]\n",
    });
    expect((await run("backup.ts", ["--lst"], site)).code).toBe(2);
  });
});
