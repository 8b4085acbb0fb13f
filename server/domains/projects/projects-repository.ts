// Project leads: filtered, sorted, paged reads for the board, one project for the detail page, and
// facet counts for the filters. Filtering, counting and sorting run on an in-memory index of the
// projects (project-index.ts); the rows shown come from the database.
import usStates from "../../../contract/choices/us-states.json" with { type: "json" };
import {
  CSI_DIVISIONS,
  type Facets,
  PROJECT_SORTS,
  PROJECT_STATUSES,
  type ProjectCard,
  type ProjectDetail,
  type ProjectQuery,
} from "../../../contract/schemas/projects.ts";
import type { TakeoffSize } from "../../../contract/choices/takeoff-sizes.ts";
import { BID_RELEVANT_FIELDS, type ProjectChange } from "../../../contract/staff/projects.ts";
import type { Selectable } from "kysely";
import type { Db } from "../../infra/db/database.ts";
import type { ProjectsTable } from "../../infra/db/schema.ts";
import { INDEXED_COLUMNS } from "./board-index/project-columns.ts";
import { publishedMatches } from "./published-matches.ts";
import { takeoffPrice, takeoffPrices } from "./takeoff-prices.ts";
import { projectEdits } from "./board-index/project-edits.ts";
import { idsInTitleOrder } from "./board-index/title-order.ts";
import { type ProjectIndex, ProjectIndexBuilder } from "./board-index/project-index.ts";

type ProjectRow = Selectable<ProjectsTable>;

const NEW_FOR_DAYS = 7;
// More edits than this at once (an import, a seed) and the index is built anew rather than edited.
const EDITS_IN_PLACE = 100;
// How far back edits are read again, in case two writers' edits committed out of id order.
const EDIT_WINDOW = 256;
// SQLite allows 32,766 bound parameters per statement; PostgreSQL 65,535.
const IDS_PER_QUERY = 10_000;
// The index is built from pages of this many rows, read in id order: never every row at once in memory.
const ROWS_PER_READ = 5_000;

// What a card shows; the detail's long JSON columns stay on disk for the list.
const CARD_COLUMNS = [...INDEXED_COLUMNS, "progress", "posted_at"] as const;
type CardRow = Pick<ProjectRow, (typeof CARD_COLUMNS)[number]>;

const today = () => new Date().toISOString().slice(0, 10);

export function toCard(row: CardRow, now = Date.now()): ProjectCard {
  return {
    project_id: row.id,
    project_name: row.name,
    Project_Bid_Date: row.bid_date,
    city: row.city,
    company: row.company,
    progress: row.progress,
    project_bid_amount: Number(row.bid_amount),
    takeoff_from: takeoffPrice("small", Number(row.bid_amount)),
    state: row.state,
    status: row.status,
    divisions: JSON.parse(row.divisions),
    featured: Boolean(row.featured),
    is_new: now - Date.parse(row.posted_at) <= NEW_FOR_DAYS * 86_400_000,
  };
}

/** The detail without its documents, which the plan room keeps (documents-repository.ts). */
export type ProjectDetailRow = Omit<ProjectDetail, "documents">;

function toDetail(row: ProjectRow, changes: ProjectChange[]): ProjectDetailRow {
  const card = toCard(row);
  return {
    ...card,
    csi_divisions: CSI_DIVISIONS.filter((d) => card.divisions.includes(d.value)),
    posted_at: row.posted_at,
    solicitation: row.solicitation,
    bidding_method: row.bidding_method,
    bid_phase: row.bid_phase,
    completion_time_days: row.completion_days,
    liquidated_damages_per_day: Number(row.liquidated_damages),
    bid_deposit: row.bid_deposit,
    bid_location: row.bid_location,
    pre_bid_meeting: row.pre_bid_meeting,
    bid_time: row.bid_time,
    time_zone: row.time_zone,
    awarded_company: row.awarded_company,
    awarded_amount: row.awarded_amount === null ? null : Number(row.awarded_amount),
    changes,
    address: row.address,
    bonds: JSON.parse(row.bonds),
  };
}

export function projectsRepository(db: Db) {
  /** The public sees published projects only: drafts and unpublished ones answer as if they did not exist. */
  const published = () => db.selectFrom("projects").where("publication", "=", "published");
  const edits = projectEdits(db);
  let index: ProjectIndex | undefined;
  let indexRevision = -1;
  let loading: Promise<ProjectIndex> | undefined;
  /** Edits already applied, among the last EDIT_WINDOW (see takeEdits); the newest of them. */
  const seenEdits = new Set<number>();
  let lastEdit = 0;
  /** The newest edit when the index was built: those up to it are in it. */
  let builtAfter = 0;
  let builds = 0;

  /** Builds the index from every published project, a page of rows at a time. */
  async function build(revision: number): Promise<ProjectIndex> {
    // Read before the rows, so a write in between is applied again rather than missed.
    const latest = await edits.latest();
    const { count } = await published()
      .select((eb) => eb.fn.countAll().as("count"))
      .executeTakeFirstOrThrow();
    const builder = new ProjectIndexBuilder(Number(count));
    for (let after = 0; ;) {
      const rows = await published()
        .select(INDEXED_COLUMNS)
        .where("id", ">", after)
        .orderBy("id")
        .limit(ROWS_PER_READ)
        .execute();
      if (!rows.length) break;
      builder.add(rows);
      after = rows.at(-1)!.id;
    }
    seenEdits.clear();
    lastEdit = builtAfter = latest;
    indexRevision = revision;
    builds++;
    // Not awaited: trimming old edits must not hold up the start or the request that asked.
    edits.trim(latest).catch(() => {});
    index = builder.finish();
    // Every order now, so no visitor's request waits for one to be sorted; the title order as the database's
    // index keeps it (migration 031), since a million names take 1.8 s to sort here.
    index.prepareOrders(PROJECT_SORTS, await idsInTitleOrder(db));
    return index;
  }

  /**
   * Applies the edits made since the last look, when they are few. The window re-reads recent edits
   * because on PostgreSQL two writers may commit their edits out of id order: one seen late still counts.
   */
  async function takeEdits(current: ProjectIndex, revision: number): Promise<boolean> {
    const recent = await edits.since(lastEdit - EDIT_WINDOW, EDIT_WINDOW + EDITS_IN_PLACE + 1);
    const fresh = recent.filter((edit) => edit.id > builtAfter && !seenEdits.has(edit.id));
    // Edits after the last one seen were trimmed from the log (this process was idle very long).
    const missedSome = (await edits.oldest()) > lastEdit + 1;
    if (fresh.length > EDITS_IN_PLACE || fresh.some((edit) => edit.project_id === 0) || missedSome) return false;
    const ids = [...new Set(fresh.map((edit) => edit.project_id))];
    const rows = ids.length ? await published().select(INDEXED_COLUMNS).where("id", "in", ids).execute() : [];
    if (!current.apply(ids, rows)) return false;
    for (const edit of fresh) seenEdits.add(edit.id);
    lastEdit = Math.max(lastEdit, ...fresh.map((edit) => edit.id));
    for (const id of seenEdits) if (id <= lastEdit - EDIT_WINDOW) seenEdits.delete(id);
    indexRevision = revision;
    return true;
  }

  /** The index of the current projects: edits applied in place, or built anew when many changed. */
  async function currentIndex(): Promise<ProjectIndex> {
    const { revision } = await db.selectFrom("project_revision").select("revision").executeTakeFirstOrThrow();
    if (index && Number(revision) === indexRevision) return index;
    loading ??= (async () => {
      const current = index;
      if (current && (await takeEdits(current, Number(revision)))) return current;
      return build(Number(revision));
    })().finally(() => (loading = undefined));
    return loading;
  }

  async function cardRowsInOrder(ids: number[]): Promise<CardRow[]> {
    const byId = new Map<number, CardRow>();
    for (let start = 0; start < ids.length; start += IDS_PER_QUERY) {
      const chunk = ids.slice(start, start + IDS_PER_QUERY);
      const rows = await published().select(CARD_COLUMNS).where("id", "in", chunk).execute();
      for (const row of rows) byId.set(row.id, row);
    }
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  return {
    ...publishedMatches(db),
    /** Builds the index ahead of the first request. */
    warm: () => currentIndex().then(() => undefined),

    /** How many times the index was built from every project (edits applied in place do not count). */
    indexBuilds: () => builds,

    /** The number of matching projects and the cards of one page of them, sorted; all of them without `page`. */
    async search(
      query: ProjectQuery,
      page?: { limit: number; offset: number },
    ): Promise<{ count: number; results: ProjectCard[] }> {
      const projects = await currentIndex();
      const { count, ids } = projects.search(query, page ?? { limit: projects.size, offset: 0 }, today());
      const now = Date.now();
      return { count, results: (await cardRowsInOrder(ids)).map((row) => toCard(row, now)) };
    },

    /** What a cart needs of each listed project that exists: its name and its take-off price per size. */
    async priced(ids: number[]): Promise<Array<{ id: number; name: string; prices: Record<TakeoffSize, number> }>> {
      if (!ids.length) return [];
      const rows = await published().select(["id", "name", "bid_amount"]).where("id", "in", ids).execute();
      return rows.map((row) => ({ id: Number(row.id), name: row.name, prices: takeoffPrices(Number(row.bid_amount)) }));
    },

    async find(id: number): Promise<ProjectDetailRow | undefined> {
      const row = (await published().selectAll().where("id", "=", id).executeTakeFirst()) as ProjectRow | undefined;
      if (!row) return undefined;
      // What bidders must know changed, as bid boards list it; who changed it is the console's business.
      const changes = await db
        .selectFrom("project_changes")
        .select(["field", "before", "after", "changed_at"])
        .where("project_id", "=", id)
        .where("field", "in", BID_RELEVANT_FIELDS)
        .orderBy("changed_at", "desc")
        .orderBy("id", "desc")
        .execute();
      return toDetail(row, changes);
    },

    /** Counts per location, status and division; each facet ignores its own filter, so it can widen. */
    async facets(query: ProjectQuery): Promise<Facets> {
      const { count, states, statuses, divisions } = (await currentIndex()).facets(query, today());
      return {
        count,
        locations: usStates
          .filter((s) => states.has(s.value))
          .map((s) => ({ value: s.value, label: s.label, count: states.get(s.value)! })),
        statuses: PROJECT_STATUSES.map((value) => ({ value, count: statuses.get(value) ?? 0 })),
        // Every division, (0) beside those with no match, as the statuses: a trade stays where it was.
        divisions: CSI_DIVISIONS.map((d) => ({ ...d, count: divisions.get(d.value) ?? 0 })),
      };
    },
  };
}

export type ProjectsRepository = ReturnType<typeof projectsRepository>;
