// The console's leads on the wire: the inbox's page (GET /reactapp/staff/leads/), a lead's page
// (GET /reactapp/staff/leads/:id), what a change sends and what a refusal says. No valibot here: the
// console's widgets import this; the server's schemas are in lead-requests.ts.
import type { LeadStatus } from "../choices/lead-statuses.ts";
import type { LabelledField } from "../forms/lead-fields.ts";
import type { LeadType } from "../schemas/lead-paths.ts";
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
  /** False when `partner` names no partner the firm knows (the lead is kept all the same). */
  partner_known: boolean;
  /** The origin of the site it came from, when nobody had listed that site. */
  unlisted_origin: string | null;
  source_page: string;
};

/** How the console and the sales e-mail name a lead's unlisted origin. */
export const fromUnlistedSite = (origin: string) => `from an unlisted site (${origin})`;

/** `count` stops at LEADS_COUNT_CAP (`capped` then says there are more). */
export type LeadsPage = { count: number; capped: boolean; page: number; page_size: number; results: LeadRow[] };

/** A lead's file; `removed` once the retention rule removed its bytes (when, and after how many days closed). */
export type LeadFile = { id: number; name: string; size: number; removed: { at: string; after_days: number } | null };

/** What the lead desk says of a file the retention rule removed. */
export const fileRemoved = (afterDays: number) => `File removed after ${afterDays} days, once its lead was closed.`;
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
  /** Who sent it, as the inbox names them (the form's name field; "" when none was given). */
  sender_name: string;
  /** Every field the visitor sent, as sent. */
  fields: Record<string, unknown>;
  /** The same fields as people read them: the form's labels, choices by their labels (lead-fields.ts). */
  shown_fields: LabelledField[];
  attribution: {
    source_page: string;
    referrer: string;
    partner: string;
    /** False when `partner` names no partner the firm knows. */
    partner_known: boolean;
    /** The origin of the site it came from, when nobody had listed that site. */
    unlisted_origin: string | null;
    utm: Record<string, string>;
  };
  files: LeadFile[];
  notes: LeadNote[];
  history: AuditEntry[];
};

/** POST …/:id/status: `from` is the status the staff member saw; another's change since then → 409. */
export type LeadStatusChange = { from: string; status: LeadStatus; reason?: string };

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
