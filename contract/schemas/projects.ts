// The project-leads API: the query the board sends and the shapes it reads back.
import * as v from "valibot";
import { boardTabs } from "../choices/board-tabs.ts";
import csiDivisions from "../choices/csi-divisions.json" with { type: "json" };
import type { CsiDivision } from "../choices/division-groups.ts";
import { projectSorts } from "../choices/project-sorts.ts";
import { projectStatuses, type ProjectStatus } from "../choices/project-statuses.ts";
import usStates from "../choices/us-states.json" with { type: "json" };
import type { ProjectChange } from "../staff/projects.ts";

export const PROJECT_STATUSES = projectStatuses.map((status) => status.value);
export const PROJECT_TABS = boardTabs.map((tab) => tab.value);
export const PROJECT_SORTS = projectSorts.map((sort) => sort.value);
export const MAX_PAGE_SIZE = 100;
export const STATE_CODES = usStates.map((s) => s.value);
/** csi-divisions.json with its type. */
export const CSI_DIVISIONS = csiDivisions as CsiDivision[];
export const DIVISION_CODES = CSI_DIVISIONS.map((d) => d.value);

const optionalString = v.optional(v.pipe(v.string(), v.trim()), "");
const optionalNumber = v.optional(
  v.union([
    v.literal(""),
    v.pipe(
      v.string(),
      v.trim(),
      v.decimal("Enter a number."),
      v.transform(Number),
      v.minValue(0, "Enter a positive amount."),
    ),
  ]),
  "",
);
const optionalDate = v.optional(
  v.union([v.literal(""), v.pipe(v.string(), v.isoDate("Enter a valid date (YYYY-MM-DD)."))]),
  "",
);
const positiveInt = (message: string) =>
  v.pipe(v.string(), v.regex(/^\d+$/, message), v.transform(Number), v.minValue(1, message));

/** Query parameters of GET /reactapp/projects/projects/ (all strings, as they arrive in a URL). */
export const ProjectQuerySchema = v.object({
  format: v.optional(v.picklist(["json", "csv", "api"], "Select a valid format."), "json"),
  keyword: optionalString,
  location: optionalString,
  bid_date_from: optionalDate,
  bid_date_to: optionalDate,
  amount_min: optionalNumber,
  amount_max: optionalNumber,
  status: v.optional(v.union([v.literal(""), v.picklist(PROJECT_STATUSES, "Select a valid status.")]), ""),
  division: v.optional(
    v.pipe(
      v.union([v.string(), v.array(v.string())]),
      v.transform((value) => (Array.isArray(value) ? value : [value]).filter(Boolean)),
      v.array(v.picklist(DIVISION_CODES, "Select a valid CSI division.")),
    ),
    [],
  ),
  tab: v.optional(v.union([v.literal(""), v.picklist(PROJECT_TABS, "Select a valid tab.")]), ""),
  sort: v.optional(v.union([v.literal(""), v.picklist(PROJECT_SORTS, "Select a valid sort order.")]), ""),
  page: v.optional(positiveInt("Invalid page.")),
  page_size: v.optional(positiveInt("Enter a page size of at least 1.")),
  favorites: optionalString,
});

export type ProjectQuery = v.InferOutput<typeof ProjectQuerySchema>;

/** A project as the board's cards read it: the legacy fields plus what the new board needs. */
export type ProjectCard = {
  project_id: number;
  project_name: string;
  Project_Bid_Date: string;
  city: string;
  company: string;
  progress: number;
  project_bid_amount: number;
  /** What a take-off of this project costs at the smallest size, before any volume discount (the
   * catalogue's price list, server/domains/projects/takeoff-prices.ts), so the card can say "Take-off from $X". */
  takeoff_from: number;
  state: string;
  status: ProjectStatus;
  divisions: string[];
  featured: boolean;
  is_new: boolean;
};

/** One of a project's documents on the detail page; `pages` is null until counted (and for videos). Opening
 * one (GET /reactapp/projects/projects/:id/documents/:doc/) needs a signed-in account. */
export type ProjectDocument = {
  id: number;
  name: string;
  size: number;
  date: string;
  pages: number | null;
  content_kind: "pdf" | "mp4" | "webm";
  captions: boolean;
};

export type ProjectDetail = ProjectCard & {
  posted_at: string;
  solicitation: string;
  bidding_method: string;
  bid_phase: string;
  completion_time_days: number;
  liquidated_damages_per_day: number;
  bid_deposit: string;
  bid_location: string;
  pre_bid_meeting: string | null;
  /** "HH:MM" on the bid date in `time_zone` (IANA), or null when the bid closes at no stated time. */
  bid_time: string | null;
  time_zone: string | null;
  /** The bid results, once staff closed the project. */
  awarded_company: string | null;
  awarded_amount: number | null;
  /** The bid-relevant changes since it was published (BID_RELEVANT_FIELDS), newest first. */
  changes: ProjectChange[];
  address: string;
  /** The project's divisions with their names and groups, in the list's order (MasterFormat, then trades). */
  csi_divisions: CsiDivision[];
  bonds: Array<{ name: string; percent: number }>;
  documents: {
    specs: ProjectDocument[];
    plans: ProjectDocument[];
    qtos: ProjectDocument[];
    addendums: ProjectDocument[];
    videos: ProjectDocument[];
  };
};

/** Django REST Framework's page envelope. */
export type Page<T> = { count: number; next: string | null; previous: string | null; results: T[] };

export type Facets = {
  count: number;
  locations: Array<{ value: string; label: string; count: number }>;
  statuses: Array<{ value: string; count: number }>;
  /** Every division; its group is read from its value (division-group.js), so a screen heads each group. */
  divisions: Array<CsiDivision & { count: number }>;
};
