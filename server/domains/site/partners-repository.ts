// Partners and their allowed origins, with the number of leads each sent this month.
import type { Kysely } from "kysely";
import type { Partner, PartnerInput } from "../../../contract/staff/partners.ts";
import type { Db } from "../../infra/db/database.ts";
import type { Database, PartnersTable } from "../../infra/db/schema.ts";

type Fields = Omit<PartnersTable, "id" | "created_at">;

/** The first instant of the current month in UTC, as the leads' ISO `created_at` compares with it. */
export const monthStart = (now = new Date()) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString();

export function partnersRepository(db: Db) {
  const row = (trx: Kysely<Database>, id: string) =>
    trx.selectFrom("partners").selectAll().where("id", "=", id).executeTakeFirst();

  return {
    async list(): Promise<Partner[]> {
      const partners = await db.selectFrom("partners").selectAll().orderBy("name").execute();
      const origins = await db.selectFrom("partner_origins").selectAll().orderBy("origin").execute();
      const counts = await db
        .selectFrom("leads")
        .innerJoin("partners", "partners.id", "leads.partner")
        .select(["leads.partner", (eb) => eb.fn.countAll<number>().as("count")])
        .where("leads.created_at", ">=", monthStart())
        .groupBy("leads.partner")
        .execute();
      return partners.map((partner) => ({
        ...partner,
        origins: origins.filter((o) => o.partner_id === partner.id).map((o) => o.origin),
        leads_this_month: Number(counts.find((c) => c.partner === partner.id)?.count ?? 0),
      }));
    },

    byId: (id: string, trx: Kysely<Database> = db) => row(trx, id),

    /** Every partner id, for telling a lead's `partner` from one nobody registered. */
    async knownIds(): Promise<Set<string>> {
      const rows = await db.selectFrom("partners").select("id").execute();
      return new Set(rows.map((r) => r.id));
    },

    /** Every origin allowed from the console, for the CORS check. */
    async origins(): Promise<string[]> {
      const rows = await db.selectFrom("partner_origins").select("origin").execute();
      return rows.map((r) => r.origin);
    },

    originOwner: (origin: string, trx: Kysely<Database> = db) =>
      trx.selectFrom("partner_origins").selectAll().where("origin", "=", origin).executeTakeFirst(),

    /** False when the id is taken. */
    async create(trx: Kysely<Database>, partner: Required<PartnerInput>): Promise<boolean> {
      const result = await trx
        .insertInto("partners")
        .values({ ...partner, created_at: new Date().toISOString() })
        .onConflict((oc) => oc.column("id").doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    async update(trx: Kysely<Database>, id: string, fields: Fields): Promise<void> {
      await trx.updateTable("partners").set(fields).where("id", "=", id).execute();
    },

    async remove(trx: Kysely<Database>, id: string): Promise<void> {
      await trx.deleteFrom("partner_origins").where("partner_id", "=", id).execute();
      await trx.deleteFrom("partners").where("id", "=", id).execute();
    },

    /** False when another partner (or this one) has the origin already. */
    async addOrigin(trx: Kysely<Database>, id: string, origin: string): Promise<boolean> {
      const result = await trx
        .insertInto("partner_origins")
        .values({ origin, partner_id: id, created_at: new Date().toISOString() })
        .onConflict((oc) => oc.column("origin").doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    /** False when the partner had no such origin. */
    async removeOrigin(trx: Kysely<Database>, id: string, origin: string): Promise<boolean> {
      const result = await trx
        .deleteFrom("partner_origins")
        .where("partner_id", "=", id)
        .where("origin", "=", origin)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}

export type PartnersRepository = ReturnType<typeof partnersRepository>;
