// `npm run doctor`: the configuration read as the server reads it, then every service it names reached,
// one line each (✓ fine, ! worth knowing, ✗ a problem in a plain sentence), and exit code 1 when anything
// is wrong, before anyone starts the server.
import { execFile } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { freePort } from "../../scripts/lib/processes.ts";
import { TEST_DATABASES, tempDataDir, testApp } from "../helpers/app.ts";
import { startS3 } from "../helpers/s3.ts";

const exec = promisify(execFile);

/** Runs the doctor with `env` as the whole configuration; answers its lines and exit code. */
async function doctor(env: Record<string, string>) {
  const inherited = { ...process.env };
  for (const name of Object.keys(inherited))
    if (/^(DATABASE_URL|DATA_DIR|BACKUP_|S3_URL|REDIS_URL|SMTP_URL|SITE_DIR|WIDGETS_DIR)/.test(name))
      delete inherited[name];
  const dataDir = tempDataDir();
  const result = await exec("node", ["--import", "tsx", "scripts/doctor.ts"], {
    env: {
      ...inherited,
      NODE_ENV: "test",
      DATA_DIR: dataDir,
      DATABASE_URL: `sqlite:${path.join(dataDir, "qto.sqlite")}`,
      ...env,
    },
  }).then(
    ({ stdout }) => ({ code: 0, stdout }),
    (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
  );
  return { code: result.code, lines: result.stdout.trim().split("\n") };
}

describe("npm run doctor", () => {
  it("passes a working configuration, line by line", { timeout: 60_000 }, async () => {
    const { code, lines } = await doctor({});
    expect(lines).toEqual([
      "✓ configuration: read from the environment (NODE_ENV=test).",
      expect.stringMatching(
        /^! database: SQLite at sqlite:.+ does not exist yet: the server makes it at its first start\.$/,
      ),
      expect.stringMatching(/^✓ data folder: .+ can be written \(the e-mail outbox, and uploads kept on disk\)\.$/),
      expect.stringMatching(/^✓ uploaded files: the folder .+ stores, reads and removes a file\.$/),
      "✓ Redis: not used: the rate-limit counters are in the database.",
      expect.stringMatching(
        /^! e-mail: no SMTP_URL: every e-mail is written to .+outbox for someone to send by hand\.$/,
      ),
      expect.stringMatching(/^✓ built site: .+dist\/site and .+dist\/widgets are built\.$/),
      "! payments: test-gateway charges no card: for development and tests only.",
      expect.stringMatching(/^✓ backups: archives can be written to .+backups \(the last 14 kept\)\.$/),
      "Nothing wrong.",
    ]);
    expect(code).toBe(0);
  });

  it("says plainly what cannot be reached or is missing, and exits with 1", { timeout: 60_000 }, async () => {
    const closed = await freePort();
    const notAFolder = path.join(tempDataDir(), "a-file");
    writeFileSync(notAFolder, "");
    const s3 = await startS3();
    try {
      const { code, lines } = await doctor({
        REDIS_URL: `redis://127.0.0.1:${closed}`,
        SMTP_URL: `smtp://mailer:secret@127.0.0.1:${closed}`,
        S3_URL: `http://S3RVER:S3RVER@127.0.0.1:${closed}/qto-files`,
        BACKUP_S3_URL: s3.url.replace("qto-files", "no-such-bucket"),
        SITE_DIR: "/nonexistent/site",
      });
      expect(lines).toEqual([
        "✓ configuration: read from the environment (NODE_ENV=test).",
        expect.stringMatching(/^! database: /),
        expect.stringMatching(/^✓ data folder: /),
        `✗ uploaded files: the S3 bucket http://127.0.0.1:${closed}/qto-files/ could not store a file: connect ECONNREFUSED 127.0.0.1:${closed}.`,
        expect.stringMatching(new RegExp(`^✗ Redis: redis://127.0.0.1:${closed} could not be reached: .+\\.$`)),
        expect.stringMatching(
          new RegExp(
            `^✗ e-mail: smtp://mailer:…@127.0.0.1:${closed} refused or was not reached: connect ECONNREFUSED .+; e-mails would go to .+outbox\\.$`,
          ),
        ),
        "✗ built site: /nonexistent/site/index.html missing: run npm run build.",
        "! payments: test-gateway charges no card: for development and tests only.",
        expect.stringMatching(
          /^✗ backups: http:\/\/127.0.0.1:\d+\/no-such-bucket\/ cannot take an archive: .*bucket.*\.$/i,
        ),
        "! backups: no BACKUP_KEY: archives go to the bucket unencrypted.",
        "5 problems: fix them before starting the server.",
      ]);
      expect(lines.join("\n")).not.toContain("secret");
      expect(code).toBe(1);
      const folder = await doctor({ DATA_DIR: notAFolder, BACKUP_DIR: path.join(notAFolder, "backups") });
      expect(folder.lines).toContain(
        `✗ data folder: ${notAFolder} cannot be written: EEXIST: file already exists, mkdir '${notAFolder}'.`,
      );
      expect(folder.lines).toContain(
        `✗ backups: ${notAFolder}/backups cannot take an archive: ENOTDIR: not a directory, mkdir '${notAFolder}/backups'.`,
      );
    } finally {
      await s3.stop();
    }
  });

  it("names every bad variable, as the server would refuse them", { timeout: 60_000 }, async () => {
    const { code, lines } = await doctor({ BACKUP_KEEP: "0", BACKUP_AT: "25:00" });
    expect(lines).toEqual([
      "✗ configuration: the server would refuse to start:",
      "    BACKUP_KEEP: Invalid value: Expected >=1 but received 0",
      "    BACKUP_AT: Use a UTC time of day as HH:MM, for example 03:30.",
    ]);
    expect(code).toBe(1);
  });

  it("refuses a database migrated by a newer version of the site", { timeout: 60_000 }, async () => {
    const dataDir = tempDataDir();
    const env = { DATA_DIR: dataDir, DATABASE_URL: `sqlite:${path.join(dataDir, "qto.sqlite")}`, SEED_PROJECTS: "0" };
    const app = await testApp(env);
    await app.db
      .insertInto("kysely_migration" as never)
      .values({ name: "999-from-the-future", timestamp: new Date().toISOString() } as never)
      .execute();
    await app.close();
    const { code, lines } = await doctor(env);
    expect(lines[1]).toMatch(
      /^✗ database: SQLite at .+ was migrated by a newer version of the site \(999-from-the-future\): run that version, or restore the backup taken before the upgrade\.$/,
    );
    expect(code).toBe(1);
  });

  it.each(TEST_DATABASES.filter((database) => database.name === "postgres"))(
    "reaches PostgreSQL and finds pg_dump for its backups",
    async ({ url }) => {
      const databaseUrl = await url();
      const app = await testApp({ DATABASE_URL: databaseUrl, SEED_PROJECTS: "0" });
      await app.close();
      const { code, lines } = await doctor({ DATABASE_URL: databaseUrl });
      expect(lines[1]).toMatch(
        /^✓ database: PostgreSQL at postgres:\/\/qto_ci:…@.+ answers; its migrations are current\.$/,
      );
      expect(lines.filter((line) => line.includes("pg_dump"))).toEqual([]);
      expect(code).toBe(0);
    },
    60_000,
  );
});
