// The console's inbox: every lead, filtered, sorted and a page at a time, and the same view whole for
// the CSV. Each filter has an index that starts with it and ends with created_at (migration 016), so
// the default view's first page reads its 50 rows off an index whatever the table's size. The count
// stops at LEADS_COUNT_CAP: counting 100,000 matches for a number nobody pages through is the slow part.
import { sql, type SelectQueryBuilder } from "kysely";
import { LEADS_COUNT_CAP, LEADS_PAGE_SIZE, type LeadRow, type LeadsPage } from "../../../contract/staff/leads.ts";
import type { LeadsQuery } from "../../../contract/staff/lead-requests.ts";
import { LEAD_REFERENCE } from "../../../contract/references.ts";
import type { LeadType } from "../../../contract/schemas/lead-paths.ts";
import type { Db } from "../../infra/db/database.ts";
import type { Database } from "../../infra/db/schema.ts";
import { anyContains, onPostgres } from "../../infra/db/text-search.ts";
import { exportedFile, storedLead, type StoredLead } from "./leads-repository.ts";
import { sender, senderNameSql } from "./payload-fields.ts";

type LeadsSelect<O> = SelectQueryBuilder<Database, "leads", O>;

const REFERENCE_START = /^QTO-[A-Z0-9-]*$/i;

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString();

export function inboxRepository(db: Db) {
  /** The filters of `query` applied to `base`; `staffId` is who "me" is. */
  function where<O>(base: LeadsSelect<O>, query: LeadsQuery, staffId: number): LeadsSelect<O> {
    let q = base;
    if (query.type) q = q.where("leads.type", "=", query.type);
    if (query.status) q = q.where("leads.status", "=", query.status);
    if (query.partner) q = q.where("leads.partner", "=", query.partner);
    if (query.assignee === "none") q = q.where("leads.assignee_id", "is", null);
    else if (query.assignee)
      q = q.where("leads.assignee_id", "=", query.assignee === "me" ? staffId : Number(query.assignee));
    if (query.from) q = q.where("leads.created_at", ">=", `${query.from}T00:00:00.000Z`);
    if (query.to) q = q.where("leads.created_at", "<", nextDay(query.to));
    if (query.q && LEAD_REFERENCE.test(query.q.toUpperCase())) {
      // A whole reference: one look-up in its unique index rather than a scan of every payload.
      q = q.where("leads.reference", "=", query.q.toUpperCase());
    } else if (query.q && REFERENCE_START.test(query.q)) {
      // The start of a reference: its column only (references are upper case).
      // SQLite compares bytes, so the start is a range of its index; PostgreSQL's collation may order
      // "-" apart from bytes, so it matches the start with LIKE instead.
      const start = query.q.toUpperCase();
      q = onPostgres(db)
        ? q.where("leads.reference", "like", `${start}%`)
        : q.where("leads.reference", ">=", start).where("leads.reference", "<", `${start}\u{10FFFF}`);
    } else if (query.q) {
      // The message, name, e-mail and company are all in the payload's text: one LIKE over it, and one
      // over the reference. PostgreSQL's LIKE is case-sensitive, SQLite's is not (for ASCII).
      q = q.where((eb) => anyContains(db, query.q!, [eb.ref("leads.reference"), eb.ref("leads.payload")]));
    }
    return q;
  }

  function sorted<O>(q: LeadsSelect<O>, sort: LeadsQuery["sort"]): LeadsSelect<O> {
    switch (sort) {
      case "received":
        return q.orderBy("leads.created_at", "asc").orderBy("leads.id", "asc");
      case "name":
        return q.orderBy(senderNameSql(db), "asc").orderBy("leads.id", "asc");
      case "status":
        return q.orderBy("leads.status", "asc").orderBy("leads.created_at", "desc");
      case "type":
        return q.orderBy("leads.type", "asc").orderBy("leads.created_at", "desc");
      default:
        return q.orderBy("leads.created_at", "desc").orderBy("leads.id", "desc");
    }
  }

  /** The query of one page of the inbox. */
  const pageQuery = (query: LeadsQuery, staffId: number) =>
    sorted(
      where(
        db
          .selectFrom("leads")
          .leftJoin("users as assignee", "assignee.id", "leads.assignee_id")
          // A lead's partner is "known" when the partners table has it (server/domains/site/partners-repository.ts).
          .leftJoin("partners", "partners.id", "leads.partner")
          .select([
            "partners.id as known_partner",
            "leads.id",
            "leads.type",
            "leads.reference",
            "leads.status",
            "leads.created_at",
            "leads.payload",
            "leads.partner",
            "leads.unlisted_origin",
            "leads.source_page",
            "assignee.username as assignee",
          ]),
        query,
        staffId,
      ),
      query.sort,
    )
      .limit(LEADS_PAGE_SIZE)
      .offset((Number(query.page || 1) - 1) * LEADS_PAGE_SIZE);

  return {
    /** The page's SQL, for the benchmark's EXPLAIN (scripts/bench-inbox.ts). */
    compiledPage: (query: LeadsQuery, staffId: number) => pageQuery(query, staffId).compile(),

    /** One page of the inbox, with how many leads match (up to the cap). */
    async page(query: LeadsQuery, staffId: number): Promise<LeadsPage> {
      const page = Number(query.page || 1);
      const rows = await pageQuery(query, staffId).execute();
      const matches = where(db.selectFrom("leads").select(sql.lit(1).as("one")), query, staffId)
        .limit(LEADS_COUNT_CAP + 1)
        .as("matches");
      const { count } = await db
        .selectFrom(matches)
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .executeTakeFirstOrThrow();
      const results: LeadRow[] = rows.map((row) => ({
        id: Number(row.id),
        type: row.type as LeadType,
        reference: row.reference,
        status: row.status,
        received: row.created_at,
        ...sender(JSON.parse(row.payload)),
        assignee: row.assignee ?? null,
        partner: row.partner,
        partner_known: row.known_partner !== null,
        unlisted_origin: row.unlisted_origin,
        source_page: row.source_page,
      }));
      const total = Number(count);
      return {
        count: Math.min(total, LEADS_COUNT_CAP),
        capped: total > LEADS_COUNT_CAP,
        page,
        page_size: LEADS_PAGE_SIZE,
        results,
      };
    },

    /** Every lead of the view, in its order, as the command-line export reads them (for the CSV). */
    async all(query: LeadsQuery, staffId: number): Promise<StoredLead[]> {
      const rows = await sorted(where(db.selectFrom("leads").selectAll("leads"), query, staffId), query.sort).execute();
      const files = new Map<number, StoredLead["files"]>();
      for (let start = 0; start < rows.length; start += 500) {
        const ids = rows.slice(start, start + 500).map((row) => row.id);
        const found = await db
          .selectFrom("lead_files")
          .select(["lead_id", "stored_name", "original_name", "size", "removed_at"])
          .where("lead_id", "in", ids)
          .orderBy("id")
          .execute();
        for (const file of found) files.set(file.lead_id, [...(files.get(file.lead_id) ?? []), exportedFile(file)]);
      }
      return rows.map((row) => storedLead(row, files.get(row.id) ?? []));
    },
  };
}

export type InboxRepository = ReturnType<typeof inboxRepository>;
