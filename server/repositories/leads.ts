// Leads (contact messages, quote requests, sample requests, blog replies) and the idempotency record
// that makes a retried submission return its first answer instead of storing the lead twice (orders
// keep theirs in the same table, through the same two helpers).
import { newReference } from "../../contract/references.ts";
import type { LeadCreated, LeadType } from "../../contract/schemas/leads.ts";
import type { Db } from "../db/database.ts";
import type { LeadNotice } from "../notify/lead-mailer.ts";

export type NewLead = {
  type: LeadType;
  status: "new" | "pending_moderation";
  payload: Record<string, unknown>;
  context: { source_page: string; referrer: string; partner: string; utm: Record<string, string> };
  files?: Array<{ stored_name: string; original_name: string; size: number }>;
};

export type StoredLead = {
  id: number;
  type: string;
  reference: string;
  status: string;
  created_at: string;
  source_page: string;
  referrer: string;
  partner: string;
  utm: Record<string, string>;
  payload: Record<string, unknown>;
  files: string[];
};

/** Where an Idempotency-Key is kept: `endpoint` names what the key is for (and, for orders, whose it is). */
export type Idempotency = { endpoint: string; key: string };
export type StoredAnswer = { statusCode: number; body: unknown };

/** The stored answer to an earlier request with this key, if there was one. */
export async function storedAnswer(db: Db, { endpoint, key }: Idempotency): Promise<StoredAnswer | undefined> {
  const row = await db
    .selectFrom("idempotency_keys")
    .select(["status_code", "body"])
    .where("endpoint", "=", endpoint)
    .where("key", "=", key)
    .executeTakeFirst();
  return row && { statusCode: row.status_code, body: JSON.parse(row.body) };
}

/**
 * Records the answer to a request with this key, inside the transaction (`trx`) that stores what it
 * answers for: both are committed or neither is. A second record for the same key fails on the primary
 * key, which rolls that transaction back; its caller then reads the first answer with `storedAnswer`.
 */
export async function storeAnswer(trx: Db, idempotency: Idempotency, answer: StoredAnswer): Promise<void> {
  await trx
    .insertInto("idempotency_keys")
    .values({
      ...idempotency,
      status_code: answer.statusCode,
      body: JSON.stringify(answer.body),
      created_at: new Date().toISOString(),
    })
    .execute();
}

export function leadsRepository(db: Db) {
  return {
    /** The stored answer to an earlier request with this key, if there was one. */
    replay: (endpoint: string, key: string) => storedAnswer(db, { endpoint, key }),

    /**
     * Stores the lead, its files and the idempotency record in one transaction: when this resolves the
     * lead is committed. A concurrent request with the same key loses the race on the primary key and
     * gets the winner's answer.
     */
    async create(lead: NewLead, idempotency?: Idempotency): Promise<LeadCreated & { replayed: boolean }> {
      try {
        return await db.transaction().execute(async (trx) => {
          const reference = newReference(lead.type);
          const { id } = await trx
            .insertInto("leads")
            .values({
              type: lead.type,
              reference,
              status: lead.status,
              payload: JSON.stringify(lead.payload),
              source_page: lead.context.source_page,
              referrer: lead.context.referrer,
              partner: lead.context.partner,
              utm: JSON.stringify(lead.context.utm),
              created_at: new Date().toISOString(),
            })
            .returning("id")
            .executeTakeFirstOrThrow();
          if (lead.files?.length) {
            await trx
              .insertInto("lead_files")
              .values(lead.files.map((file) => ({ ...file, lead_id: id })))
              .execute();
          }
          const created = { id: Number(id), reference };
          if (idempotency) await storeAnswer(trx, idempotency, { statusCode: 201, body: created });
          return { ...created, replayed: false };
        });
      } catch (error) {
        const earlier = idempotency && (await storedAnswer(db, idempotency));
        if (earlier) return { ...(earlier.body as LeadCreated), replayed: true };
        throw error;
      }
    },

    /** Leads of one type, oldest first, for the sales team's export. */
    async export(type: LeadType, since?: string): Promise<StoredLead[]> {
      let q = db.selectFrom("leads").selectAll().where("type", "=", type).orderBy("id");
      if (since) q = q.where("created_at", ">=", since);
      const rows = await q.execute();
      const files = rows.length
        ? await db
            .selectFrom("lead_files")
            .select(["lead_id", "stored_name"])
            .where(
              "lead_id",
              "in",
              rows.map((r) => r.id),
            )
            .execute()
        : [];
      return rows.map((row) => ({
        id: Number(row.id),
        type: row.type,
        reference: row.reference,
        status: row.status,
        created_at: row.created_at,
        source_page: row.source_page,
        referrer: row.referrer,
        partner: row.partner,
        utm: JSON.parse(row.utm),
        payload: JSON.parse(row.payload),
        files: files.filter((f) => f.lead_id === row.id).map((f) => f.stored_name),
      }));
    },

    /** Leads stored but not yet announced to the firm, oldest first, as the notifier needs them. */
    async unnotified(): Promise<LeadNotice[]> {
      const rows = await db
        .selectFrom("leads")
        .select(["id", "type", "reference", "payload"])
        .select((eb) =>
          eb
            .selectFrom("lead_files")
            .whereRef("lead_files.lead_id", "=", "leads.id")
            .select((eb) => eb.fn.countAll<number>().as("files"))
            .as("files"),
        )
        .where("notified_at", "is", null)
        .orderBy("id")
        .execute();
      return rows.map((row) => ({
        id: Number(row.id),
        type: row.type as LeadType,
        reference: row.reference,
        fields: JSON.parse(row.payload),
        files: Number(row.files ?? 0),
      }));
    },

    async markNotified(id: number): Promise<void> {
      await db.updateTable("leads").set({ notified_at: new Date().toISOString() }).where("id", "=", id).execute();
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
