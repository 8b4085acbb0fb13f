import type { Kysely } from "kysely";

// A quote's files are removed some days after its lead was closed or marked spam (the retention job,
// server/domains/leads/file-retention.ts). The row stays, with when its file was removed and after how
// many days, so the lead desk shows "removed after 30 days" where the download link was.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("lead_files").addColumn("removed_at", "text").execute();
  await db.schema.alterTable("lead_files").addColumn("removed_after_days", "integer").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ["removed_after_days", "removed_at"])
    await db.schema.alterTable("lead_files").dropColumn(column).execute();
}
