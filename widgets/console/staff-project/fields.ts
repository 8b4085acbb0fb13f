// The project form's fields in the order the detail page shows them, and the form's values: text as
// typed (the contract's schema turns "1,250" into 1250), divisions and bonds as lists, featured a box.
import { bidPhases } from "../../../contract/choices/bid-phases.ts";
import { projectStatuses } from "../../../contract/choices/project-statuses.ts";
import { timeZones } from "../../../contract/choices/time-zones.ts";
import usStates from "../../../contract/choices/us-states.json" with { type: "json" };
import type { DeskProject, ProjectField } from "../../../contract/staff/projects.ts";

type Options = ReadonlyArray<{ value: string; label: string }>;
export type FieldSpec = {
  name: Exclude<ProjectField, "divisions" | "bonds" | "featured">;
  label: string;
  type?: "date" | "time" | "datetime-local" | "number";
  options?: Options;
  hint?: string;
  required?: boolean;
};

export const FIELDS: FieldSpec[] = [
  { name: "name", label: "Project name", required: true },
  { name: "company", label: "Company", required: true },
  { name: "address", label: "Street address", required: true },
  { name: "city", label: "City", required: true },
  { name: "state", label: "State", options: usStates, required: true },
  { name: "bid_date", label: "Bid date", type: "date", required: true },
  { name: "bid_time", label: "Bid time", type: "time", hint: "Leave empty when no time is stated." },
  { name: "time_zone", label: "Time zone", options: timeZones, required: true },
  { name: "bid_amount", label: "Bid amount ($)", required: true, hint: "The estimate, e.g. 1,250,000." },
  { name: "solicitation", label: "Solicitation", required: true },
  { name: "bidding_method", label: "Bidding method", required: true },
  { name: "bid_phase", label: "Bid phase", options: bidPhases, required: true },
  { name: "completion_days", label: "Completion time (calendar days)", type: "number", required: true },
  { name: "liquidated_damages", label: "Liquidated damages ($ per day)", required: true },
  { name: "bid_deposit", label: "Bid deposit", hint: "e.g. 5% of bid amount." },
  { name: "bid_location", label: "Bid location", required: true },
  { name: "pre_bid_meeting", label: "Pre-bid meeting", type: "datetime-local", hint: "Leave empty when none." },
  { name: "status", label: "Status", options: projectStatuses, required: true },
  { name: "progress", label: "QTO progress (%)", type: "number", required: true },
];

export type BondValues = { name: string; percent: string };
export type FormValues = Record<FieldSpec["name"], string> & {
  divisions: string[];
  bonds: BondValues[];
  featured: boolean;
};

export const EMPTY_FORM: FormValues = {
  ...(Object.fromEntries(FIELDS.map((field) => [field.name, ""])) as Record<FieldSpec["name"], string>),
  time_zone: "America/New_York",
  status: "solicited",
  bid_phase: "bidding",
  progress: "0",
  divisions: [],
  bonds: [],
  featured: false,
};

/** A stored project as the form shows it. */
export function toForm(project: DeskProject): FormValues {
  return {
    ...(Object.fromEntries(FIELDS.map((field) => [field.name, String(project[field.name] ?? "")])) as Record<
      FieldSpec["name"],
      string
    >),
    divisions: [...project.divisions],
    bonds: project.bonds.map((bond) => ({ name: bond.name, percent: String(bond.percent) })),
    featured: project.featured,
  };
}
