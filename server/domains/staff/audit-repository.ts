// The audit log: who changed what in the console, when, from where, and the values before and after.
// Only `record` writes; nothing updates or deletes a row (the database refuses it too: migration 013).
// A change and its record go in one transaction, so a change is never left unlogged.
import type { FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import type { AuditEntry, AuditPage } from "../../../contract/staff/audit.ts";
import type { Db } from "../../infra/db/database.ts";
import type { Database } from "../../infra/db/schema.ts";

export type AuditChange = {
  /** What was done, as "lead.status_changed" or "staff.disabled". */
  action: string;
  /** What it was done to: a table's singular ("lead", "user", "webhook") and its id. */
  entity: string;
  entityId: string | number;
  before?: unknown;
  after?: unknown;
};

const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

export function auditRepository(db: Db) {
  return {
    /** Logs a change made by the staff member `request` serves; pass the transaction the change runs in. */
    async record(request: FastifyRequest, change: AuditChange, trx: Kysely<Database> = db): Promise<void> {
      await trx
        .insertInto("audit_log")
        .values({
          actor_id: request.staff.id,
          action: change.action,
          entity: change.entity,
          entity_id: String(change.entityId),
          before: json(change.before),
          after: json(change.after),
          ip: request.ip,
          created_at: new Date().toISOString(),
        })
        .execute();
    },

    /** Newest first, `limit` at a time: `before` is the last id of the previous page. */
    async list({
      entity,
      entityId,
      actorId,
      before,
      limit = 50,
    }: {
      entity?: string;
      entityId?: string;
      actorId?: number;
      before?: number;
      limit?: number;
    }): Promise<AuditPage> {
      let query = db
        .selectFrom("audit_log")
        .innerJoin("users", "users.id", "audit_log.actor_id")
        .select([
          "audit_log.id",
          "audit_log.action",
          "audit_log.entity",
          "audit_log.entity_id",
          "audit_log.before",
          "audit_log.after",
          "audit_log.ip",
          "audit_log.created_at",
          "users.username as actor",
        ]);
      if (entity) query = query.where("audit_log.entity", "=", entity);
      if (entityId) query = query.where("audit_log.entity_id", "=", entityId);
      if (actorId) query = query.where("audit_log.actor_id", "=", actorId);
      if (before) query = query.where("audit_log.id", "<", before);
      const rows = await query
        .orderBy("audit_log.id", "desc")
        .limit(limit + 1)
        .execute();
      const entries: AuditEntry[] = rows.slice(0, limit).map((row) => ({
        id: row.id,
        actor: row.actor,
        action: row.action,
        entity: row.entity,
        entity_id: row.entity_id,
        before: row.before === null ? null : JSON.parse(row.before),
        after: row.after === null ? null : JSON.parse(row.after),
        ip: row.ip,
        created_at: row.created_at,
      }));
      return { entries, next: rows.length > limit ? entries.at(-1)!.id : null };
    },
  };
}

export type AuditRepository = ReturnType<typeof auditRepository>;
