// What a backup's archive promises beyond the drill: encrypted under BACKUP_KEY and refused when altered,
// cut short or opened with another key; an altered file or an archive of a newer version refused before
// anything is written; the last BACKUP_KEEP kept; a database or data folder in use left alone unless
// forced; and a bucket (BACKUP_S3_URL) as the destination.
import { readdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { create as createTar, extract as extractTar } from "tar";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig, type Config } from "../../../../server/config.ts";
import { backUp } from "../../../../server/infra/backup/backup.ts";
import { openDestination } from "../../../../server/infra/backup/destination.ts";
import { restore } from "../../../../server/infra/backup/restore.ts";
import { tempDataDir, testApp } from "../../../helpers/app.ts";
import { VALID_LEADS } from "../../../helpers/leads.ts";
import { multipart, PDF } from "../../../helpers/multipart.ts";
import { startS3, type RunningS3 } from "../../../helpers/s3.ts";

const KEY = "a backup key of at least thirty-two characters";

/** The configuration of a new, empty site (its own data folder and SQLite file), plus `env`. */
function freshSite(env: Record<string, string> = {}): Config {
  const dataDir = tempDataDir();
  return loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    DATABASE_URL: `sqlite:${path.join(dataDir, "qto.sqlite")}`,
    BACKUP_DIR: path.join(dataDir, "backups"),
    SEED_PROJECTS: "5",
    ...env,
  });
}

/** A site with one quote request and its PDF. */
async function siteWithALead(env: Record<string, string> = {}): Promise<Config> {
  const config = freshSite(env);
  const app = await testApp({ ...env, DATA_DIR: config.dataDir, DATABASE_URL: config.databaseUrl, JOBS_POLL_MS: "0" });
  const fields = Object.entries(VALID_LEADS.quote.body).flatMap(([name, value]) =>
    Array.isArray(value) ? value.map((item) => ({ name, value: item })) : [{ name, value: String(value) }],
  );
  const body = multipart([...fields, { name: "specification_files", filename: "plans.pdf", content: PDF }]);
  const sent = await app.inject({ method: "POST", url: VALID_LEADS.quote.path, ...body });
  expect(sent.statusCode).toBe(201);
  await app.close();
  return config;
}

/** A copy of the archive at `file` with `change` made to its unpacked content, as an unencrypted archive. */
async function repacked(file: string, change: (dir: string) => void): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "qto-repack-"));
  await extractTar({ file, cwd: dir });
  change(dir);
  const target = path.join(await mkdtemp(path.join(tmpdir(), "qto-repacked-")), path.basename(file));
  await createTar({ gzip: true, file: target, cwd: dir }, readdirSync(dir));
  return target;
}

const leadsIn = async (config: Config) => {
  const app = await testApp({ DATA_DIR: config.dataDir, DATABASE_URL: config.databaseUrl, JOBS_POLL_MS: "0" });
  try {
    return (await app.db.selectFrom("leads").select("id").execute()).length;
  } finally {
    await app.close();
  }
};

describe("backup archives", () => {
  let site: Config;
  let plain: string;
  beforeAll(async () => {
    site = await siteWithALead();
    plain = path.join(site.backup.dir, (await backUp(site)).name);
  }, 60_000);

  it("round-trips an archive encrypted under BACKUP_KEY, which reads as noise without it", async () => {
    const sealed = { ...site, backup: { ...site.backup, key: KEY } };
    const { name } = await backUp(sealed, { now: new Date("2026-03-15T03:30:00Z") });
    expect(name).toBe("qto-backup-20260315T033000Z.tar.gz.enc");
    const bytes = readFileSync(path.join(site.backup.dir, name));
    expect(bytes.includes(Buffer.from("manifest.json"))).toBe(false);
    expect(bytes.includes(Buffer.from("%PDF"))).toBe(false);

    const target = freshSite({ BACKUP_DIR: site.backup.dir, BACKUP_KEY: KEY });
    await expect(restore(freshSite({ BACKUP_DIR: site.backup.dir }), name)).rejects.toThrow(
      "The archive is encrypted: set BACKUP_KEY",
    );
    const restored = await restore(target, name);
    expect(restored.files).toBe(1);
    expect(await leadsIn(target)).toBe(1);
  }, 60_000);

  it("refuses an encrypted archive with one byte changed, cut short, or opened with another key, writing nothing", async () => {
    const sealed = { ...site, backup: { ...site.backup, key: KEY } };
    const { name } = await backUp(sealed, { now: new Date("2026-03-16T03:30:00Z") });
    const bytes = readFileSync(path.join(site.backup.dir, name));
    const dir = await mkdtemp(path.join(tmpdir(), "qto-tampered-"));
    const flipped = Buffer.from(bytes);
    flipped[Math.floor(bytes.length / 2)]! ^= 1;
    const cases = {
      flipped,
      cut: bytes.subarray(0, bytes.length - 100),
      "cut at a chunk": bytes.subarray(0, 40 + 64 * 1024 + 16),
    };
    for (const [label, content] of Object.entries(cases)) {
      const file = path.join(dir, `${label}.tar.gz.enc`);
      writeFileSync(file, content);
      const target = freshSite({ BACKUP_KEY: KEY });
      await expect(restore(target, file), label).rejects.toThrow(/could not be decrypted|altered/);
      expect(readdirSync(target.dataDir), label).toEqual([]);
    }
    const otherKey = freshSite({ BACKUP_KEY: `${KEY}, but another` });
    await expect(restore(otherKey, path.join(site.backup.dir, name))).rejects.toThrow(
      "BACKUP_KEY is not the one it was made with",
    );
  }, 60_000);

  it("refuses an archive whose file or database was altered, that holds a link, or that comes from a newer version", async () => {
    const alteredFile = await repacked(plain, (dir) => {
      const uploads = path.join(dir, "data", "uploads");
      const [file] = readdirSync(uploads);
      writeFileSync(path.join(uploads, file!), Buffer.concat([PDF, Buffer.from("% one more line\n")]));
    });
    await expect(restore(freshSite(), alteredFile)).rejects.toThrow(/altered or is damaged: data\/uploads\/.+\.pdf/);
    const alteredDatabase = await repacked(plain, (dir) =>
      writeFileSync(path.join(dir, "database.sqlite"), "not the database"),
    );
    await expect(restore(freshSite(), alteredDatabase)).rejects.toThrow(/altered or is damaged: database.sqlite/);
    const extraFile = await repacked(plain, (dir) =>
      writeFileSync(path.join(dir, "data", "uploads", "extra.pdf"), PDF),
    );
    await expect(restore(freshSite(), extraFile)).rejects.toThrow("data/uploads/extra.pdf is not in its manifest");
    const link = await repacked(plain, (dir) =>
      symlinkSync("/etc/hostname", path.join(dir, "data", "uploads", "link.pdf")),
    );
    await expect(restore(freshSite(), link)).rejects.toThrow(
      "Not a backup of this site: it holds data/uploads/link.pdf",
    );
    const newer = await repacked(plain, (dir) => {
      const manifest = JSON.parse(readFileSync(path.join(dir, "manifest.json"), "utf8"));
      manifest.database.migration = "999-from-the-future";
      writeFileSync(path.join(dir, "manifest.json"), JSON.stringify(manifest));
    });
    const target = freshSite();
    await expect(restore(target, newer)).rejects.toThrow("comes from a newer version of the site (migration 999");
    expect(readdirSync(target.dataDir)).toEqual([]);
  }, 60_000);

  it("keeps the newest BACKUP_KEEP archives and removes the older ones", async () => {
    await expect(backUp(freshSite())).rejects.toThrow(/^There is no SQLite database at .+: check DATABASE_URL\.$/);
    const config = await siteWithALead({ BACKUP_KEEP: "2" });
    const days = ["2026-01-01", "2026-01-02", "2026-01-03"];
    const removed = [];
    for (const day of days) removed.push((await backUp(config, { now: new Date(`${day}T03:30:00Z`) })).removed);
    expect(removed).toEqual([[], [], ["qto-backup-20260101T033000Z.tar.gz"]]);
    expect(readdirSync(config.backup.dir).sort()).toEqual([
      "qto-backup-20260102T033000Z.tar.gz",
      "qto-backup-20260103T033000Z.tar.gz",
    ]);
  }, 60_000);

  it("refuses a database or data folder that holds data, changing nothing, and replaces them with --force", async () => {
    const busy = await siteWithALead();
    const second = await siteWithALead();
    const before = readdirSync(path.join(busy.dataDir, "uploads"));
    await expect(restore(busy, plain)).rejects.toThrow(
      "The database and the data folder already hold data: restore into empty ones, or add --force",
    );
    expect(readdirSync(path.join(busy.dataDir, "uploads"))).toEqual(before);
    await restore(second, plain, { force: true });
    expect(readdirSync(path.join(second.dataDir, "uploads"))).toEqual(readdirSync(path.join(site.dataDir, "uploads")));
    expect(await leadsIn(second)).toBe(1);
  }, 60_000);
});

describe("backups to a bucket (BACKUP_S3_URL)", () => {
  let s3: RunningS3;
  beforeAll(async () => void (s3 = await startS3("qto-backups")));
  afterAll(() => s3?.stop());

  it("puts the archive in the bucket, prunes there, and restores by name from it", async () => {
    const bucketUrl = `${s3.url}/nightly`;
    const site = await siteWithALead({ BACKUP_S3_URL: bucketUrl, BACKUP_KEEP: "1", BACKUP_KEY: KEY });
    const first = await backUp(site, { now: new Date("2026-02-01T03:30:00Z") });
    const second = await backUp(site, { now: new Date("2026-02-02T03:30:00Z") });
    expect(second).toMatchObject({
      destination: expect.stringMatching(/qto-backups\/nightly\/$/),
      removed: [first.name],
    });
    const bucket = await openDestination(site.backup);
    expect(await bucket.list()).toEqual(["qto-backup-20260202T033000Z.tar.gz.enc"]);
    bucket.close();
    expect(readdirSync(site.dataDir)).not.toContain("backups");

    const target = freshSite({ BACKUP_S3_URL: bucketUrl, BACKUP_KEY: KEY });
    await restore(target, second.name);
    expect(await leadsIn(target)).toBe(1);
    await expect(restore(freshSite({ BACKUP_S3_URL: bucketUrl }), first.name)).rejects.toThrow(
      `No archive named ${first.name}`,
    );
  }, 60_000);
});
