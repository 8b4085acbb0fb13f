// Project leads: filtered, sorted, paged reads for the board, one project for the detail page, and
// facet counts for the filters.
import { type ExpressionBuilder, type SelectQueryBuilder, sql } from "kysely";
import csiDivisions from "../../contract/choices/csi-divisions.json" with { type: "json" };
import usStates from "../../contract/choices/us-states.json" with { type: "json" };
import type { Facets, ProjectCard, ProjectDetail, ProjectQuery } from "../../contract/schemas/projects.ts";
import type { Db, Dialect } from "../db/database.ts";
import type { Database, ProjectsTable } from "../db/schema.ts";

type ProjectRow = Omit<ProjectsTable, "id"> & { id: number };
type Query = SelectQueryBuilder<Database, "projects", object>;
type FacetName = "location" | "status" | "division";

const NEW_FOR_DAYS = 7;
const STATE_CODES = new Set(usStates.map((s) => s.value));
const SORTS = {
  bid_date: ["bid_date", "asc"],
  "-bid_date": ["bid_date", "desc"],
  title: ["name", "asc"],
  "-title": ["name", "desc"],
  amount: ["bid_amount", "asc"],
  "-amount": ["bid_amount", "desc"],
} as const;

const today = () => new Date().toISOString().slice(0, 10);

export function toCard(row: ProjectRow, now = Date.now()): ProjectCard {
  return {
    project_id: row.id,
    project_name: row.name,
    Project_Bid_Date: row.bid_date,
    city: row.city,
    company: row.company,
    progress: row.progress,
    project_bid_amount: Number(row.bid_amount),
    state: row.state,
    status: row.status,
    divisions: JSON.parse(row.divisions),
    featured: Boolean(row.featured),
    is_new: now - Date.parse(row.posted_at) <= NEW_FOR_DAYS * 86_400_000,
  };
}

function toDetail(row: ProjectRow): ProjectDetail {
  return {
    ...toCard(row),
    posted_at: row.posted_at,
    solicitation: row.solicitation,
    bidding_method: row.bidding_method,
    bid_phase: row.bid_phase,
    completion_time_days: row.completion_days,
    liquidated_damages_per_day: Number(row.liquidated_damages),
    bid_deposit: row.bid_deposit,
    bid_location: row.bid_location,
    pre_bid_meeting: row.pre_bid_meeting,
    address: row.address,
    bonds: JSON.parse(row.bonds),
    documents: JSON.parse(row.documents),
  };
}

export function projectsRepository(db: Db, dialect: Dialect) {
  // SQLite's LIKE ignores ASCII case already; PostgreSQL needs ILIKE.
  const like = dialect === "postgres" ? "ilike" : "like";
  const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const escaped = (eb: ExpressionBuilder<Database, "projects">, column: "name" | "company" | "city", text: string) =>
    sql<boolean>`${eb.ref(column)} ${sql.raw(like)} ${contains(text)} escape '\\'`;

  function filtered(query: ProjectQuery, skip?: FacetName): Query {
    let q: Query = db.selectFrom("projects");
    const keyword = query.keyword;
    if (keyword) {
      q = q.where((eb) =>
        eb.or([escaped(eb, "name", keyword), escaped(eb, "company", keyword), escaped(eb, "city", keyword)]),
      );
    }
    const location = query.location;
    if (location && skip !== "location") {
      q = STATE_CODES.has(location.toUpperCase())
        ? q.where("state", "=", location.toUpperCase())
        : q.where((eb) => escaped(eb, "city", location));
    }
    if (query.bid_date_from) q = q.where("bid_date", ">=", query.bid_date_from);
    if (query.bid_date_to) q = q.where("bid_date", "<=", query.bid_date_to);
    if (query.amount_min !== "") q = q.where("bid_amount", ">=", query.amount_min);
    if (query.amount_max !== "") q = q.where("bid_amount", "<=", query.amount_max);
    if (query.status && skip !== "status") q = q.where("status", "=", query.status);
    if (query.division.length && skip !== "division") {
      q = q.where("id", "in", (eb) =>
        eb.selectFrom("project_divisions").select("project_id").where("division", "in", query.division),
      );
    }
    if (query.tab === "active") q = q.where("bid_date", ">=", today());
    if (query.tab === "past") q = q.where("bid_date", "<", today());
    if (query.tab === "featured") q = q.where("featured", "=", 1);
    if (query.tab === "favorites") {
      const ids = query.favorites
        .split(",")
        .map(Number)
        .filter((id) => Number.isInteger(id) && id > 0);
      q = q.where("id", "in", ids.length ? ids.slice(0, 500) : [0]);
    }
    return q;
  }

  function sorted(q: Query, sort: ProjectQuery["sort"]) {
    const [column, direction] = SORTS[sort || "bid_date"];
    return q.orderBy(column, direction).orderBy("id", "asc");
  }

  return {
    /** The matching projects' cards, sorted; `limit` and `offset` page through them. */
    async list(query: ProjectQuery, page?: { limit: number; offset: number }): Promise<ProjectCard[]> {
      let q = sorted(filtered(query), query.sort).selectAll();
      if (page) q = q.limit(page.limit).offset(page.offset);
      const rows = (await q.execute()) as ProjectRow[];
      const now = Date.now();
      return rows.map((row) => toCard(row, now));
    },

    async count(query: ProjectQuery): Promise<number> {
      const { count } = await filtered(query)
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .executeTakeFirstOrThrow();
      return Number(count);
    },

    async find(id: number): Promise<ProjectDetail | undefined> {
      const row = (await db.selectFrom("projects").selectAll().where("id", "=", id).executeTakeFirst()) as
        ProjectRow | undefined;
      return row && toDetail(row);
    },

    /** Counts per location, status and division; each facet ignores its own filter, so it can widen. */
    async facets(query: ProjectQuery): Promise<Facets> {
      const [count, locations, statuses, divisions] = await Promise.all([
        this.count(query),
        filtered(query, "location")
          .select(["state", (eb) => eb.fn.countAll<number>().as("count")])
          .groupBy("state")
          .execute(),
        filtered(query, "status")
          .select(["status", (eb) => eb.fn.countAll<number>().as("count")])
          .groupBy("status")
          .execute(),
        db
          .selectFrom("project_divisions")
          .where("project_id", "in", filtered(query, "division").select("id"))
          .select(["division", (eb) => eb.fn.countAll<number>().as("count")])
          .groupBy("division")
          .execute(),
      ]);
      const stateCount = new Map(locations.map((l) => [l.state, Number(l.count)]));
      const divisionCount = new Map(divisions.map((d) => [d.division, Number(d.count)]));
      return {
        count,
        locations: usStates
          .filter((s) => stateCount.has(s.value))
          .map((s) => ({ value: s.value, label: s.label, count: stateCount.get(s.value)! })),
        statuses: ["solicited", "unsolicited", "none"].map((value) => ({
          value,
          count: Number(statuses.find((s) => s.status === value)?.count ?? 0),
        })),
        divisions: csiDivisions
          .filter((d) => divisionCount.has(d.value))
          .map((d) => ({ value: d.value, label: d.label, count: divisionCount.get(d.value)! })),
      };
    },
  };
}

export type ProjectsRepository = ReturnType<typeof projectsRepository>;
