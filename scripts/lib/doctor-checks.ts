// The checks of `npm run doctor` (scripts/doctor.ts), one per thing the server needs: each reaches the
// service the configuration names, as the server would, and answers in a sentence a person can act on.
import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { sql } from "kysely";
import type { Config } from "../../server/config.ts";
import { TEST_ONLY_PROVIDERS } from "../../server/domains/orders/payments/providers.ts";
import { databaseKind } from "../../server/infra/backup/database-copy.ts";
import { openDestination } from "../../server/infra/backup/destination.ts";
import { MIGRATIONS, openDatabase } from "../../server/infra/db/database.ts";
import { diskObjects } from "../../server/infra/files/disk-objects.ts";
import type { ObjectStore } from "../../server/infra/files/object-store.ts";
import { SMTP_TIMEOUTS } from "../../server/infra/mail/mailer.ts";

/** "ok", "note" (worth knowing, not wrong) or "problem" (the server would fail, or fail someone). */
export type Finding = { state: "ok" | "note" | "problem"; what: string; says: string };
export type Check = (config: Config) => Promise<Finding[]>;

const ok = (what: string, says: string): Finding => ({ state: "ok", what, says });
const note = (what: string, says: string): Finding => ({ state: "note", what, says });
const problem = (what: string, says: string): Finding => ({ state: "problem", what, says });
/** An error's message as the end of a sentence (the sentence adds its own full stop). */
const reason = (error: unknown) =>
  ((error instanceof Error ? error.message : String(error)) || String(error)).replace(/\.+$/, "");
const run = promisify(execFile);

/** A URL fit to print: its password hidden. */
const shown = (url: string) => url.replace(/\/\/([^:/@]+):[^@]*@/, "//$1:…@");

export const checkDatabase: Check = async (config) => {
  const kind = databaseKind(config.databaseUrl);
  const where = `${kind === "sqlite" ? "SQLite" : "PostgreSQL"} at ${shown(config.databaseUrl)}`;
  if (kind === "sqlite" && !existsSync(config.databaseUrl.replace(/^sqlite:/, "")))
    return [note("database", `${where} does not exist yet: the server makes it at its first start.`)];
  const { db } = openDatabase(config.databaseUrl, { onIdleError: () => {} });
  try {
    const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
    const applied = tables.some((table) => table.name === "kysely_migration")
      ? (await sql<{ name: string }>`select name from kysely_migration`.execute(db)).rows.map((row) => row.name)
      : [];
    const unknown = applied.filter((name) => !(name in MIGRATIONS));
    if (unknown.length)
      return [
        problem(
          "database",
          `${where} was migrated by a newer version of the site (${unknown.join(", ")}): run that version, ` +
            "or restore the backup taken before the upgrade.",
        ),
      ];
    const pending = Object.keys(MIGRATIONS).filter((name) => !applied.includes(name)).length;
    return [
      ok(
        "database",
        `${where} answers; ` +
          (pending ? `${pending} migrations will run when the server starts.` : "its migrations are current."),
      ),
    ];
  } catch (error) {
    return [problem("database", `${where} could not be reached: ${reason(error)}.`)];
  } finally {
    await db.destroy();
  }
};

export const checkDataDir: Check = async (config) => {
  const probe = path.join(config.dataDir, `.doctor-probe-${randomUUID()}`);
  try {
    await mkdir(config.dataDir, { recursive: true });
    await writeFile(probe, "doctor");
    await rm(probe);
    return [ok("data folder", `${config.dataDir} can be written (the e-mail outbox, and uploads kept on disk).`)];
  } catch (error) {
    return [problem("data folder", `${config.dataDir} cannot be written: ${reason(error)}.`)];
  }
};

export const checkFiles: Check = async (config) => {
  const where = config.s3
    ? `the S3 bucket ${config.s3.endpoint}/${config.s3.bucket}/${config.s3.prefix}`
    : `the folder ${config.dataDir}`;
  let objects: ObjectStore & { destroy?: () => void } = diskObjects(config.dataDir);
  if (config.s3) objects = (await import("../../server/infra/files/s3-objects.ts")).s3Objects(config.s3);
  // In the uploads' own folder, so its rights are the ones checked; removed at once.
  const key = `uploads/.doctor-probe-${randomUUID()}`;
  try {
    const staged = await objects.staging(key);
    await writeFile(staged, "doctor");
    await objects.commit(key, staged);
    const read = (await objects.read(key)).toString();
    await objects.remove(key);
    if (read !== "doctor") return [problem("uploaded files", `${where} gave back other bytes than were stored.`)];
    return [ok("uploaded files", `${where} stores, reads and removes a file.`)];
  } catch (error) {
    return [problem("uploaded files", `${where} could not store a file: ${reason(error)}.`)];
  } finally {
    objects.destroy?.();
  }
};

export const checkRedis: Check = async (config) => {
  if (!config.redisUrl) return [ok("Redis", "not used: the rate-limit counters are in the database.")];
  const { Redis } = await import("ioredis");
  const redis = new Redis(config.redisUrl, { lazyConnect: true, connectTimeout: 3_000, maxRetriesPerRequest: 0 });
  redis.on("error", () => {});
  try {
    await redis.connect();
    await redis.ping();
    return [ok("Redis", `${shown(config.redisUrl)} answers.`)];
  } catch (error) {
    return [problem("Redis", `${shown(config.redisUrl)} could not be reached: ${reason(error)}.`)];
  } finally {
    redis.disconnect();
  }
};

export const checkMail: Check = async (config) => {
  const outbox = path.join(config.dataDir, "outbox");
  if (!config.notify.smtpUrl)
    return [note("e-mail", `no SMTP_URL: every e-mail is written to ${outbox} for someone to send by hand.`)];
  const nodemailer = await import("nodemailer");
  const transport = nodemailer.createTransport({
    url: config.notify.smtpUrl,
    ...SMTP_TIMEOUTS,
    connectionTimeout: 5_000,
  });
  try {
    await transport.verify();
    return [ok("e-mail", `${shown(config.notify.smtpUrl)} accepts a connection and the login.`)];
  } catch (error) {
    return [
      problem(
        "e-mail",
        `${shown(config.notify.smtpUrl)} refused or was not reached: ${reason(error)}; e-mails would go to ${outbox}.`,
      ),
    ];
  } finally {
    transport.close();
  }
};

export const checkBuild: Check = async (config) => {
  const missing = [path.join(config.siteDir, "index.html"), path.join(config.widgetsDir, "embed.js")].filter(
    (file) => !existsSync(file),
  );
  if (missing.length) return [problem("built site", `${missing.join(" and ")} missing: run npm run build.`)];
  return [ok("built site", `${config.siteDir} and ${config.widgetsDir} are built.`)];
};

export const checkPayments: Check = async (config) => {
  if (TEST_ONLY_PROVIDERS.has(config.paymentProvider))
    return [note("payments", `${config.paymentProvider} charges no card: for development and tests only.`)];
  return [ok("payments", `orders are charged through ${config.paymentProvider}.`)];
};

/** The major version of PostgreSQL's pg_dump on the PATH, or undefined when it is not there. */
async function pgDumpMajor(): Promise<number | undefined> {
  const answer = await run("pg_dump", ["--version"]).catch(() => undefined);
  const match = answer && /(\d+)(\.\d+)*/.exec(answer.stdout);
  return match ? Number(match[1]) : undefined;
}

export const checkBackups: Check = async (config) => {
  const findings: Finding[] = [];
  const destination = await openDestination(config.backup);
  try {
    await destination.probe();
    findings.push(
      ok("backups", `archives can be written to ${destination.describe} (the last ${config.backup.keep} kept).`),
    );
  } catch (error) {
    findings.push(problem("backups", `${destination.describe} cannot take an archive: ${reason(error)}.`));
  } finally {
    destination.close();
  }
  if (config.backup.s3 && !config.backup.key)
    findings.push(note("backups", "no BACKUP_KEY: archives go to the bucket unencrypted."));
  if (databaseKind(config.databaseUrl) === "postgres") {
    const [dump, server] = await Promise.all([pgDumpMajor(), postgresMajor(config.databaseUrl)]);
    if (dump === undefined)
      findings.push(problem("backups", "pg_dump is not installed: apt-get install postgresql-client."));
    else if (server !== undefined && dump < server)
      findings.push(
        problem(
          "backups",
          `pg_dump ${dump} cannot dump a PostgreSQL ${server} server: install postgresql-client-${server}.`,
        ),
      );
  }
  return findings;
};

async function postgresMajor(url: string): Promise<number | undefined> {
  const { db } = openDatabase(url, { onIdleError: () => {} });
  try {
    const { rows } = await sql<{ version: string }>`show server_version_num`.execute(db);
    return Math.floor(Number(rows[0]!.version) / 10_000);
  } catch {
    return undefined;
  } finally {
    await db.destroy();
  }
}

export const CHECKS: Check[] = [
  checkDatabase,
  checkDataDir,
  checkFiles,
  checkRedis,
  checkMail,
  checkBuild,
  checkPayments,
  checkBackups,
];
