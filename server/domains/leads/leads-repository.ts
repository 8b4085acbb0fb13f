// Leads (contact messages, quote requests, sample requests, blog replies), each stored in one transaction
// with its files, the idempotency record that makes a retried submission return its first answer instead
// of storing the lead twice, and what follows it (its jobs, its event), so none exists without the others.
import { newReference } from "../../../contract/references.ts";
import type { LeadCreated, LeadType } from "../../../contract/schemas/leads.ts";
import type { Selectable } from "kysely";
import type { Db } from "../../infra/db/database.ts";
import type { LeadsTable } from "../../infra/db/schema.ts";
import { type Idempotency, storeOnce } from "../../infra/db/idempotency-records.ts";
import type { Events } from "../../infra/events/events.ts";
import type { Jobs } from "../../infra/jobs/jobs.ts";
import { compiledOnce } from "../../infra/db/compiled-once.ts";

import {
  exportedFile,
  type FollowUps,
  type NewLead,
  type StoredLead,
  storedLead,
  type UnannouncedLead,
} from "./lead-records.ts";

// The shapes live in lead-records.ts; their importers read them from here too.
export { exportedFile, storedLead };
export type { FollowUps, NewLead, StoredLead, UnannouncedLead };

type LeadRow = Omit<Selectable<LeadsTable>, "id" | "notified_at" | "assignee_id" | "status_reason" | "updated_at">;

/** Every lead's row, written by every form: built and compiled once. */
const insertLead = compiledOnce((db, lead: LeadRow) =>
  db
    .insertInto("leads")
    .values({
      type: lead.type,
      reference: lead.reference,
      status: lead.status,
      payload: lead.payload,
      source_page: lead.source_page,
      referrer: lead.referrer,
      partner: lead.partner,
      utm: lead.utm,
      created_at: lead.created_at,
      user_id: lead.user_id,
      unlisted_origin: lead.unlisted_origin,
    })
    .returning("id"),
);

/** `writes`: the job queue and the events a new lead's follow-ups go to; the readers (the export CLI) need none. */
export function leadsRepository(db: Db, writes?: { jobs: Jobs; events: Events }) {
  return {
    /**
     * Stores the lead, its files, its follow-ups and the idempotency record in one transaction: when this
     * resolves all are committed. A retry with the key answers the first answer (`replayed`), read in the
     * same transaction, and stores nothing; a key reused with another body throws IdempotencyKeyReused
     * (422). A concurrent request with the same key loses the race on the primary key and gets the
     * winner's answer.
     */
    async create(
      lead: NewLead,
      idempotency: Idempotency | undefined,
      follow: (created: LeadCreated & { created_at: string }) => FollowUps,
    ): Promise<LeadCreated & { replayed: boolean }> {
      if (!writes) throw new Error("leadsRepository(db) reads only: give it the jobs and events to store leads.");
      const { jobs, events } = writes;
      const stored = await storeOnce(
        db,
        idempotency,
        async (trx) => {
          const reference = newReference(lead.type);
          const createdAt = new Date().toISOString();
          const inserted = await insertLead(trx, {
            type: lead.type,
            reference,
            status: lead.status,
            payload: JSON.stringify(lead.payload),
            source_page: lead.context.source_page,
            referrer: lead.context.referrer,
            partner: lead.context.partner,
            utm: JSON.stringify(lead.context.utm),
            created_at: createdAt,
            user_id: lead.userId ?? null,
            unlisted_origin: lead.unlistedOrigin ?? null,
          });
          const id = inserted.rows[0]!.id;
          if (lead.files?.length) {
            await trx
              .insertInto("lead_files")
              .values(lead.files.map((file) => ({ ...file, lead_id: id })))
              .execute();
          }
          const followUps = follow({ id: Number(id), reference, created_at: createdAt });
          for (const job of followUps.jobs) await jobs.enqueue(trx, ...job);
          await events.emit(trx, ...followUps.event);
          return { answer: { id: Number(id), reference } };
        },
        { replay: true },
      );
      return { ...(stored.answer as LeadCreated), replayed: stored.replayed };
    },

    /** Leads of one type, oldest first, for the sales team's export. */
    async export(type: LeadType, since?: string): Promise<StoredLead[]> {
      let q = db.selectFrom("leads").selectAll().where("type", "=", type).orderBy("id");
      if (since) q = q.where("created_at", ">=", since);
      const rows = await q.execute();
      const files = rows.length
        ? await db
            .selectFrom("lead_files")
            .select(["lead_id", "stored_name", "original_name", "size", "removed_at"])
            .where(
              "lead_id",
              "in",
              rows.map((r) => r.id),
            )
            .execute()
        : [];
      return rows.map((row) => storedLead(row, files.filter((f) => f.lead_id === row.id).map(exportedFile)));
    },

    /** A stored lead's reference and the fields its visitor sent, or undefined. */
    async sent(id: number): Promise<{ reference: string; fields: Record<string, unknown> } | undefined> {
      const row = await db.selectFrom("leads").select(["reference", "payload"]).where("id", "=", id).executeTakeFirst();
      return row && { reference: row.reference, fields: JSON.parse(row.payload) };
    },

    /** What a lead's acknowledgement needs: its type, reference, the address its sender gave and its files. */
    async acknowledgement(
      id: number,
    ): Promise<
      { type: LeadType; reference: string; email: string; files: Array<{ name: string; size: number }> } | undefined
    > {
      const row = await db
        .selectFrom("leads")
        .select(["type", "reference", "payload"])
        .where("id", "=", id)
        .executeTakeFirst();
      if (!row) return undefined;
      const files = await db
        .selectFrom("lead_files")
        .select(["original_name", "size"])
        .where("lead_id", "=", id)
        .orderBy("id")
        .execute();
      const { email } = JSON.parse(row.payload) as { email?: unknown };
      return {
        type: row.type as LeadType,
        reference: row.reference,
        email: typeof email === "string" ? email : "",
        files: files.map((file) => ({ name: file.original_name, size: Number(file.size) })),
      };
    },

    /** Leads stored but not yet announced to the firm (all, or the one with `id`), oldest first. */
    async unnotified(id?: number): Promise<UnannouncedLead[]> {
      let query = db
        .selectFrom("leads")
        .leftJoin("partners", "partners.id", "leads.partner")
        .select([
          "leads.id",
          "leads.type",
          "leads.reference",
          "leads.payload",
          "leads.partner",
          "leads.unlisted_origin",
          "partners.name as partner_name",
        ])
        .where("leads.notified_at", "is", null)
        .orderBy("leads.id");
      if (id !== undefined) query = query.where("leads.id", "=", id);
      const rows = await query.execute();
      const files = rows.length
        ? await db
            .selectFrom("lead_files")
            .select(["lead_id", "original_name"])
            .where(
              "lead_id",
              "in",
              rows.map((row) => row.id),
            )
            .orderBy("id")
            .execute()
        : [];
      return rows.map((row) => ({
        id: Number(row.id),
        type: row.type as LeadType,
        reference: row.reference,
        fields: JSON.parse(row.payload),
        files: files.filter((file) => file.lead_id === row.id).map((file) => file.original_name),
        partner: row.partner,
        partner_name: row.partner_name,
        unlisted_origin: row.unlisted_origin,
      }));
    },

    /** Which of these stored file names a lead references. */
    async referencedFiles(names: string[]): Promise<Set<string>> {
      const found = new Set<string>();
      // In slices, under every database's limit on bound parameters.
      for (let start = 0; start < names.length; start += 500) {
        const rows = await db
          .selectFrom("lead_files")
          .select("stored_name")
          .where("stored_name", "in", names.slice(start, start + 500))
          .execute();
        for (const row of rows) found.add(row.stored_name);
      }
      return found;
    },

    async markNotified(id: number): Promise<void> {
      await db.updateTable("leads").set({ notified_at: new Date().toISOString() }).where("id", "=", id).execute();
    },

    /**
     * Up to `limit` files still kept of leads in one of `statuses` that staff last changed before `before`
     * (a lead's status is set by staff, so that is when it was closed, or later).
     */
    async filesKeptSince(statuses: readonly string[], before: string, limit: number) {
      return db
        .selectFrom("lead_files")
        .innerJoin("leads", "leads.id", "lead_files.lead_id")
        .select(["lead_files.id", "lead_files.stored_name"])
        .where("lead_files.removed_at", "is", null)
        .where("leads.status", "in", statuses)
        .where((eb) => eb.fn.coalesce("leads.updated_at", "leads.created_at"), "<", before)
        .orderBy("lead_files.id")
        .limit(limit)
        .execute();
    },

    /** Records that a lead file's bytes were removed at `at`, `afterDays` days after its lead closed. */
    async markFileRemoved(id: number, at: string, afterDays: number): Promise<void> {
      await db
        .updateTable("lead_files")
        .set({ removed_at: at, removed_after_days: afterDays })
        .where("id", "=", id)
        .execute();
    },

    async count(): Promise<number> {
      const { count } = await db
        .selectFrom("leads")
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .executeTakeFirstOrThrow();
      return Number(count);
    },
  };
}

export type LeadsRepository = ReturnType<typeof leadsRepository>;
