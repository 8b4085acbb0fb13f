// What the console's lead endpoints accept (valibot schemas, for the server's parseOr400): the inbox's
// query, a status change, a note and an assignment. Their wire types are in leads.ts.
import * as v from "valibot";
import { LEAD_STATUS_VALUES } from "../choices/lead-statuses.ts";
import { LEAD_PATHS, type LeadType } from "../schemas/lead-paths.ts";
import { leadSorts } from "./leads.ts";

const LEAD_TYPE_VALUES = Object.keys(LEAD_PATHS) as LeadType[];
const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const blank = v.literal("");
const optional = <S extends v.GenericSchema<string, string>>(schema: S) => v.optional(v.union([blank, schema]), "");

/** The inbox's filters, sort and page, as they arrive in a URL (and as the console keeps them in its own). */
export const LeadsQuerySchema = v.object({
  type: optional(v.picklist(LEAD_TYPE_VALUES, "Select a valid lead type.")),
  // Any stored status: the workflow's, or a reply's "pending_moderation".
  status: optional(v.pipe(v.string(), v.regex(/^[a-z_]{1,30}$/, "Select a valid status."))),
  assignee: optional(v.pipe(v.string(), v.regex(/^(me|none|[1-9]\d{0,9})$/, "Select a valid assignee."))),
  partner: optional(v.pipe(v.string(), v.maxLength(100, "A partner id is at most 100 characters."))),
  from: optional(v.pipe(v.string(), v.regex(DAY, "Enter a date as YYYY-MM-DD."))),
  to: optional(v.pipe(v.string(), v.regex(DAY, "Enter a date as YYYY-MM-DD."))),
  q: optional(v.pipe(v.string(), v.trim(), v.maxLength(100, "Search for at most 100 characters."))),
  sort: optional(
    v.picklist(
      leadSorts.map((sort) => sort.value),
      "Select a valid sort order.",
    ),
  ),
  page: optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,5}$/, "Invalid page."))),
});
export type LeadsQuery = v.InferOutput<typeof LeadsQuerySchema>;

/** POST …/:id/status (LeadStatusChange); spam needs a reason. */
export const LeadStatusChangeSchema = v.pipe(
  v.object({
    from: v.pipe(v.string(), v.maxLength(30)),
    status: v.picklist(LEAD_STATUS_VALUES, "Select a valid status."),
    reason: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(300, "Keep the reason under 300 characters.")), ""),
  }),
  v.forward(
    v.check((change) => change.status !== "spam" || change.reason !== "", "Say why this lead is spam."),
    ["reason"],
  ),
);

export const LeadNoteSchema = v.object({
  body: v.pipe(
    v.string("Write a note."),
    v.trim(),
    v.minLength(1, "Write a note."),
    v.maxLength(5000, "Keep a note under 5,000 characters."),
  ),
});

export const LeadAssignSchema = v.object({
  assignee_id: v.nullable(v.pipe(v.number("Select a staff member."), v.integer(), v.minValue(1))),
});
