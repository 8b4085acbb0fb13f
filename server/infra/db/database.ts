// Opens the database named by DATABASE_URL (SQLite by default, PostgreSQL when configured) and brings
// its schema up to date.
import { mkdirSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, Migrator, PostgresDialect, type Migration } from "kysely";
import pg from "pg";
import * as initial from "./migrations/001-initial.ts";
import * as projectRevision from "./migrations/002-project-revision.ts";
import * as leadNotified from "./migrations/003-lead-notified.ts";
import * as accounts from "./migrations/004-accounts.ts";
import * as favorites from "./migrations/005-favorites.ts";
import * as orders from "./migrations/006-orders.ts";
import * as orderNotified from "./migrations/007-order-notified.ts";
import * as dropUnreadProjectTables from "./migrations/008-drop-unread-project-tables.ts";
import * as userAccessRole from "./migrations/009-user-access-role.ts";
import * as testOrders from "./migrations/010-test-orders.ts";
import * as idempotencyFingerprint from "./migrations/012-idempotency-fingerprint.ts";
import * as staffConsole from "./migrations/013-staff-console.ts";
import * as secondFactor from "./migrations/014-second-factor.ts";
import * as jobsAndWebhooks from "./migrations/015-jobs-and-webhooks.ts";
import * as leadWorkflow from "./migrations/016-lead-workflow.ts";
import * as partnersAndReplies from "./migrations/017-partners-and-replies.ts";
import * as projectDesk from "./migrations/018-project-desk.ts";
import * as projectDocuments from "./migrations/019-project-documents.ts";
import * as watchAlerts from "./migrations/020-watch-alerts.ts";
import * as siteSettings from "./migrations/021-site-settings.ts";
import * as orderFulfilment from "./migrations/023-order-fulfilment.ts";
import * as customerAccount from "./migrations/024-customer-account.ts";
import * as leadWriteIndexes from "./migrations/026-lead-write-indexes.ts";
import * as rateLimitCounters from "./migrations/027-rate-limit-counters.ts";
import * as projectEdits from "./migrations/028-project-edits.ts";
import * as reminders from "./migrations/029-reminders.ts";
import * as projectsBoardIndex from "./migrations/030-projects-board-index.ts";
import * as projectsByName from "./migrations/031-projects-by-name.ts";
import * as jobsPending from "./migrations/032-jobs-pending.ts";
import * as testGatewayCharges from "./migrations/033-test-gateway-charges.ts";
import * as staffSessionHygiene from "./migrations/034-staff-session-hygiene.ts";
import * as leadFileRemoval from "./migrations/035-lead-file-removal.ts";
import * as checkoutPayments from "./migrations/036-checkout-payments.ts";
import * as unlistedOrigins from "./migrations/037-unlisted-origins.ts";
import type { Database } from "./schema.ts";
import { GroupCommitDialect } from "./group-commit.ts";
import { preparedWritesOnce } from "./pg-statements.ts";
import { preparedOnce } from "./sqlite-statements.ts";

export type Db = Kysely<Database>;
export type Dialect = "sqlite" | "postgres";

/** Migrations in order; a new one is appended here with the next number. */
export const MIGRATIONS: Record<string, Migration> = {
  "001-initial": initial,
  "002-project-revision": projectRevision,
  "003-lead-notified": leadNotified,
  "004-accounts": accounts,
  "005-favorites": favorites,
  "006-orders": orders,
  "007-order-notified": orderNotified,
  "008-drop-unread-project-tables": dropUnreadProjectTables,
  "009-user-access-role": userAccessRole,
  "010-test-orders": testOrders,
  "012-idempotency-fingerprint": idempotencyFingerprint,
  "013-staff-console": staffConsole,
  "014-second-factor": secondFactor,
  "015-jobs-and-webhooks": jobsAndWebhooks,
  "016-lead-workflow": leadWorkflow,
  "017-partners-and-replies": partnersAndReplies,
  "018-project-desk": projectDesk,
  "019-project-documents": projectDocuments,
  "020-watch-alerts": watchAlerts,
  "021-site-settings": siteSettings,
  "023-order-fulfilment": orderFulfilment,
  "024-customer-account": customerAccount,
  "026-lead-write-indexes": leadWriteIndexes,
  "027-rate-limit-counters": rateLimitCounters,
  "028-project-edits": projectEdits,
  "029-reminders": reminders,
  "030-projects-board-index": projectsBoardIndex,
  "031-projects-by-name": projectsByName,
  "032-jobs-pending": jobsPending,
  "033-test-gateway-charges": testGatewayCharges,
  "034-staff-session-hygiene": staffSessionHygiene,
  "035-lead-file-removal": leadFileRemoval,
  "036-checkout-payments": checkoutPayments,
  "037-unlisted-origins": unlistedOrigins,
};

export type OpenOptions = {
  /**
   * Told when a PostgreSQL connection at rest in the pool fails (the server restarted, the network
   * dropped it). The pool discards it and opens another when next asked; unheard, the pool's `error` event
   * would end the process (https://node-postgres.com/apis/pool#error). One failing in use fails its query.
   */
  onIdleError?: (error: Error) => void;
};

const idleErrorToStderr = (error: Error) => console.error(`a PostgreSQL connection at rest failed: ${error.message}`);

export function openDatabase(
  url: string,
  { onIdleError = idleErrorToStderr }: OpenOptions = {},
): { db: Db; dialect: Dialect } {
  if (url.startsWith("postgres://") || url.startsWith("postgresql://")) {
    // bigint counts come back as strings by default; ours fit in a number.
    pg.types.setTypeParser(20, Number);
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    pool.on("error", onIdleError);
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool: preparedWritesOnce(pool) }) }),
      dialect: "postgres",
    };
  }
  const file = url.replace(/^sqlite:/, "");
  if (file !== ":memory:") mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SQLite(file);
  // WAL lets readers run while a lead is written; a committed write survives the process being killed.
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  return {
    db: new Kysely<Database>({ dialect: new GroupCommitDialect(preparedOnce(sqlite), sqlite) }),
    dialect: "sqlite",
  };
}

const migrator = (db: Db) => new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });

export async function migrate(db: Db): Promise<void> {
  const { error } = await migrator(db).migrateToLatest();
  if (error) throw error;
}

/** The migrations this code has that the database has not run (readiness: the schema is current). */
export async function pendingMigrations(db: Db): Promise<string[]> {
  return (await migrator(db).getMigrations()).filter((migration) => !migration.executedAt).map(({ name }) => name);
}
