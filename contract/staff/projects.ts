// The project desk's wire types: the fields staff edit (in the console and in a CSV import row), the
// closing of a project with its bid results, and the history of changes the detail page shows.
import * as v from "valibot";
import { bidPhases } from "../choices/bid-phases.ts";
import csiDivisions from "../choices/csi-divisions.json" with { type: "json" };
import { type ProjectPublication } from "../choices/project-publications.ts";
import { projectStatuses } from "../choices/project-statuses.ts";
import { timeZones } from "../choices/time-zones.ts";
import usStates from "../choices/us-states.json" with { type: "json" };
import { choice, optionalText, requiredText } from "../schemas/fields.ts";

/** A number typed in a form or a CSV cell ("1,250.50" or 1250.5), at least 0. */
const amount = (label: string) =>
  v.pipe(
    v.union(
      [
        v.number(),
        v.pipe(
          v.string(),
          v.trim(),
          v.transform((text) => text.replaceAll(",", "").replace(/^\$/, "")),
          v.decimal(`${label}: enter a number.`),
          v.transform(Number),
        ),
      ],
      `${label}: enter a number.`,
    ),
    v.minValue(0, `${label}: enter an amount of 0 or more.`),
  );

const wholeNumber = (label: string, max: number) =>
  v.pipe(amount(label), v.integer(`${label}: enter a whole number.`), v.maxValue(max, `${label}: at most ${max}.`));

const isoDate = v.pipe(v.string(), v.trim(), v.isoDate("Enter a date as YYYY-MM-DD."));
const clockTime = v.pipe(v.string(), v.trim(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Enter a time as HH:MM."));

const yesNo = v.union(
  [
    v.boolean(),
    v.pipe(
      v.picklist(["true", "false", "yes", "no", "1", "0", ""], "Answer yes or no."),
      v.transform((text) => ["true", "yes", "1"].includes(text)),
    ),
  ],
  "Answer yes or no.",
);

export const BondSchema = v.object({
  name: requiredText(100, "Bond name"),
  percent: v.pipe(amount("Bond percent"), v.maxValue(100, "Bond percent: at most 100.")),
});

/** Every field of a project that staff set; the detail page shows each of them. */
export const ProjectInputSchema = v.object({
  name: requiredText(200, "Project name"),
  company: requiredText(200, "Company"),
  city: requiredText(100, "City"),
  state: choice(usStates, "Select a state."),
  address: requiredText(300, "Street address"),
  bid_date: isoDate,
  bid_time: v.optional(v.union([v.literal(""), clockTime], "Enter a time as HH:MM."), ""),
  time_zone: choice(timeZones, "Select a time zone."),
  bid_amount: amount("Bid amount"),
  solicitation: requiredText(200, "Solicitation"),
  bidding_method: requiredText(100, "Bidding method"),
  bid_phase: choice(bidPhases, "Select a bid phase."),
  completion_days: wholeNumber("Completion time", 10_000),
  liquidated_damages: amount("Liquidated damages"),
  bid_deposit: optionalText(200),
  bid_location: requiredText(300, "Bid location"),
  /** "YYYY-MM-DDTHH:MM" in the project's time zone, or "" when no meeting is scheduled. */
  pre_bid_meeting: v.optional(
    v.union(
      [v.literal(""), v.pipe(v.string(), v.trim(), v.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/))],
      "Enter the meeting as a date and time.",
    ),
    "",
  ),
  divisions: v.pipe(
    v.array(choice(csiDivisions, "Select a valid CSI division.")),
    v.minLength(1, "Select at least one CSI division."),
  ),
  bonds: v.optional(v.pipe(v.array(BondSchema), v.maxLength(10, "At most 10 bonds.")), []),
  status: choice(projectStatuses, "Select a valid status."),
  progress: wholeNumber("QTO progress", 100),
  featured: v.optional(yesNo, false),
});

export type ProjectInput = v.InferOutput<typeof ProjectInputSchema>;
export type ProjectField = keyof ProjectInput;

/** Closing a project with its bid results moves it to the board's Past tab. */
export const CloseProjectSchema = v.object({
  awarded_company: requiredText(200, "Awarded company"),
  awarded_amount: amount("Awarded amount"),
});

export type CloseProject = v.InferOutput<typeof CloseProjectSchema>;

/** The changes bidders must see (as bid boards list them): the detail page's "Changes" list. */
export const BID_RELEVANT_FIELDS = [
  "bid_date",
  "bid_time",
  "time_zone",
  "bid_location",
  "pre_bid_meeting",
  "addendum",
] as const;

/** One kept change: `field` is a ProjectField, or "addendum" / "publication" / "closed" for those events. */
export type ProjectChange = {
  field: string;
  before: string | null;
  after: string | null;
  changed_at: string;
  /** Staff only: who made it. */
  changed_by?: string | null;
};

/** A project as the desk lists and edits it. */
export type DeskProject = ProjectInput & {
  id: number;
  publication: ProjectPublication;
  external_id: string | null;
  demo: boolean;
  posted_at: string;
  updated_at: string | null;
  closed_at: string | null;
  awarded_company: string | null;
  awarded_amount: number | null;
};
