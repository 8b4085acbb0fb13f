// One lead as the console's page shows it (the fields as sent, its files, notes and assignee), and the
// writes staff make to it. Writes take the transaction they run in: the workflow (lead-workflow.ts)
// logs each one to the audit log in that same transaction.
import type { Kysely } from "kysely";
import type { LeadFile, LeadNote, StaffMemberOption } from "../../../contract/staff/leads.ts";
import { isStaffRole } from "../../../contract/staff/staff.ts";
import type { Db } from "../../infra/db/database.ts";
import type { Database } from "../../infra/db/schema.ts";

type Trx = Kysely<Database>;

export function leadRepository(db: Db) {
  return {
    /** The lead's own row with its assignee's name, or undefined. */
    async byId(id: number) {
      return db
        .selectFrom("leads")
        .leftJoin("users as assignee", "assignee.id", "leads.assignee_id")
        .leftJoin("partners", "partners.id", "leads.partner")
        .selectAll("leads")
        .select(["assignee.username as assignee_username", "partners.id as known_partner"])
        .where("leads.id", "=", id)
        .executeTakeFirst();
    },

    async files(leadId: number): Promise<LeadFile[]> {
      const rows = await db
        .selectFrom("lead_files")
        .select(["id", "original_name", "size", "removed_at", "removed_after_days"])
        .where("lead_id", "=", leadId)
        .orderBy("id")
        .execute();
      return rows.map((row) => ({
        id: Number(row.id),
        name: row.original_name,
        size: Number(row.size),
        removed: row.removed_at ? { at: row.removed_at, after_days: Number(row.removed_after_days) } : null,
      }));
    },

    /** One of the lead's files (a file id under another lead is none of this lead's). */
    async file(leadId: number, fileId: number) {
      return db
        .selectFrom("lead_files")
        .select(["stored_name", "original_name", "size", "removed_after_days"])
        .where("lead_id", "=", leadId)
        .where("id", "=", fileId)
        .executeTakeFirst();
    },

    /** The notes, oldest first, as a thread reads. */
    async notes(leadId: number): Promise<LeadNote[]> {
      const rows = await db
        .selectFrom("lead_notes")
        .innerJoin("users", "users.id", "lead_notes.author_id")
        .select(["lead_notes.id", "users.username as author", "lead_notes.body", "lead_notes.created_at"])
        .where("lead_notes.lead_id", "=", leadId)
        .orderBy("lead_notes.id")
        .execute();
      return rows.map((row) => ({ ...row, id: Number(row.id) }));
    },

    /** Staff members a lead can be assigned to: staff and admins whose account is not disabled. */
    async members(): Promise<StaffMemberOption[]> {
      const rows = await db
        .selectFrom("users")
        .select(["id", "username", "access_role"])
        .where("disabled_at", "is", null)
        .where("access_role", "!=", "customer")
        .orderBy("username")
        .execute();
      return rows.filter((row) => isStaffRole(row.access_role)).map((row) => ({ id: row.id, username: row.username }));
    },

    /** The lead's status as it stands in `trx` (undefined: no such lead). */
    async statusOf(trx: Trx, id: number) {
      return trx
        .selectFrom("leads")
        .select(["id", "type", "reference", "status", "status_reason", "assignee_id"])
        .where("id", "=", id)
        .executeTakeFirst();
    },

    /** Sets the status only if it is still `from` (compare-and-set); false when another change came first. */
    async moveStatus(trx: Trx, id: number, from: string, to: string, reason: string | null): Promise<boolean> {
      const result = await trx
        .updateTable("leads")
        .set({ status: to, status_reason: reason, updated_at: new Date().toISOString() })
        .where("id", "=", id)
        .where("status", "=", from)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async assign(trx: Trx, id: number, assigneeId: number | null): Promise<void> {
      await trx
        .updateTable("leads")
        .set({ assignee_id: assigneeId, updated_at: new Date().toISOString() })
        .where("id", "=", id)
        .execute();
    },

    async addNote(trx: Trx, leadId: number, authorId: number, body: string): Promise<number> {
      const { id } = await trx
        .insertInto("lead_notes")
        .values({ lead_id: leadId, author_id: authorId, body, created_at: new Date().toISOString() })
        .returning("id")
        .executeTakeFirstOrThrow();
      return Number(id);
    },
  };
}

export type LeadRepository = ReturnType<typeof leadRepository>;
