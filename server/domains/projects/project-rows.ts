// The one place that knows how a project's fields are stored: the desk's form, the CSV import and the
// history all speak ProjectInput; the projects table keeps divisions and bonds as JSON text, featured as
// 0/1 and "no pre-bid meeting" as null.
import type { Insertable, Selectable } from "kysely";
import type { ProjectInput } from "../../../contract/staff/projects.ts";
import type { TimeZone } from "../../../contract/choices/time-zones.ts";
import type { ProjectStatus } from "../../../contract/choices/project-statuses.ts";
import type { ProjectsTable } from "../../infra/db/schema.ts";

type ProjectRow = Selectable<ProjectsTable>;

/** The columns a ProjectInput sets (the rest: id, publication, dates, results, belong to the desk's actions). */
export type ProjectInputColumns = Required<
  Pick<
    Insertable<ProjectsTable>,
    | "name"
    | "company"
    | "city"
    | "state"
    | "address"
    | "bid_date"
    | "bid_time"
    | "time_zone"
    | "bid_amount"
    | "solicitation"
    | "bidding_method"
    | "bid_phase"
    | "completion_days"
    | "liquidated_damages"
    | "bid_deposit"
    | "bid_location"
    | "pre_bid_meeting"
    | "divisions"
    | "bonds"
    | "status"
    | "progress"
    | "featured"
  >
>;

/** The zone a project stored before the desk (no zone) is read in. */
const FALLBACK_TIME_ZONE: TimeZone = "America/New_York";

export function toRow(input: ProjectInput): ProjectInputColumns {
  return {
    name: input.name,
    company: input.company,
    city: input.city,
    state: input.state,
    address: input.address,
    bid_date: input.bid_date,
    bid_time: input.bid_time || null,
    time_zone: input.time_zone,
    bid_amount: input.bid_amount,
    solicitation: input.solicitation,
    bidding_method: input.bidding_method,
    bid_phase: input.bid_phase,
    completion_days: input.completion_days,
    liquidated_damages: input.liquidated_damages,
    bid_deposit: input.bid_deposit,
    bid_location: input.bid_location,
    pre_bid_meeting: input.pre_bid_meeting || null,
    divisions: JSON.stringify([...input.divisions].sort()),
    bonds: JSON.stringify(input.bonds),
    status: input.status as ProjectStatus,
    progress: input.progress,
    featured: input.featured ? 1 : 0,
  };
}

export function toInput(row: ProjectInputColumns | Pick<ProjectRow, keyof ProjectInputColumns>): ProjectInput {
  return {
    name: row.name,
    company: row.company,
    city: row.city,
    state: row.state as ProjectInput["state"],
    address: row.address,
    bid_date: row.bid_date,
    bid_time: row.bid_time ?? "",
    time_zone: (row.time_zone ?? FALLBACK_TIME_ZONE) as TimeZone,
    bid_amount: Number(row.bid_amount),
    solicitation: row.solicitation,
    bidding_method: row.bidding_method,
    bid_phase: row.bid_phase as ProjectInput["bid_phase"],
    completion_days: Number(row.completion_days),
    liquidated_damages: Number(row.liquidated_damages),
    bid_deposit: row.bid_deposit,
    bid_location: row.bid_location,
    // Generated projects keep seconds ("…T09:00:00"); the form's datetime-local value has none.
    pre_bid_meeting: row.pre_bid_meeting ? row.pre_bid_meeting.slice(0, 16) : "",
    divisions: JSON.parse(row.divisions) as ProjectInput["divisions"],
    bonds: JSON.parse(row.bonds) as ProjectInput["bonds"],
    status: row.status,
    progress: Number(row.progress),
    featured: Boolean(Number(row.featured)),
  };
}
