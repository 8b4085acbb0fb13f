// The console's leads: the inbox's query (GET /reactapp/staff/leads/ and leads.csv), a lead's page
// (GET /reactapp/staff/leads/:id) and the changes staff make to a lead, with their wire types.
import * as v from "valibot";
import { LEAD_STATUS_VALUES, type LeadStatus } from "../choices/lead-statuses.ts";
import { LEAD_PATHS, type LeadType } from "../schemas/lead-paths.ts";
import type { AuditEntry } from "./audit.ts";

export const LEADS_PAGE_SIZE = 50;
/** Counting stops here: past it the inbox says "10,000+" rather than scan every match for a number. */
export const LEADS_COUNT_CAP = 10_000;

export const leadSorts = [
  { value: "-received", label: "Received, newest first" },
  { value: "received", label: "Received, oldest first" },
  { value: "name", label: "Name, A to Z" },
  { value: "status", label: "Status" },
  { value: "type", label: "Type" },
] as const;
export type LeadSort = (typeof leadSorts)[number]["value"];

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

/** One row of the inbox. */
export type LeadRow = {
  id: number;
  type: LeadType;
  reference: string;
  status: string;
  received: string;
  name: string;
  company: string;
  email: string;
  assignee: string | null;
  partner: string;
  source_page: string;
};

/** `count` stops at LEADS_COUNT_CAP (`capped` then says there are more). */
export type LeadsPage = { count: number; capped: boolean; page: number; page_size: number; results: LeadRow[] };

export type LeadFile = { id: number; name: string; size: number };
export type LeadNote = { id: number; author: string; body: string; created_at: string };

/** GET /reactapp/staff/leads/:id: the lead as sent, where it came from, and staff's work on it. */
export type LeadDetail = {
  id: number;
  type: LeadType;
  reference: string;
  status: string;
  status_reason: string | null;
  received: string;
  updated_at: string | null;
  notified_at: string | null;
  assignee: { id: number; username: string } | null;
  /** Every field the visitor sent, as sent. */
  fields: Record<string, unknown>;
  attribution: { source_page: string; referrer: string; partner: string; utm: Record<string, string> };
  files: LeadFile[];
  notes: LeadNote[];
  history: AuditEntry[];
};

/** POST …/:id/status: `from` is the status the staff member saw; another's change since then → 409. */
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
export type LeadStatusChange = { from: string; status: LeadStatus; reason?: string };

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

/** GET /reactapp/staff/members/: who a lead can be assigned to. */
export type StaffMemberOption = { id: number; username: string };

/** What a refused change says. */
export const LEAD_REFUSALS = {
  notFound: { detail: "No lead has this number." },
  conflict: {
    detail: "Someone else changed this lead's status while you were looking. Its page now shows the new status.",
  },
  notWorkflow: { detail: "This lead is not in the sales workflow (blog replies are moderated on the Replies screen)." },
} as const;
