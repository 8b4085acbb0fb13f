// The shapes a lead takes between the service, the repository and their readers: a new lead and what
// follows it, a lead as its announcement tells it, and a lead as the export reads it.
import type { Selectable } from "kysely";
import type { LeadType } from "../../../contract/schemas/leads.ts";
import type { EventType } from "../../../contract/staff/events.ts";
import type { LeadFilesTable, LeadsTable } from "../../infra/db/schema.ts";

export type NewLead = {
  type: LeadType;
  status: "new" | "pending_moderation";
  payload: Record<string, unknown>;
  context: { source_page: string; referrer: string; partner: string; utm: Record<string, string> };
  files?: Array<{ stored_name: string; original_name: string; size: number }>;
  /** The account of a visitor who sent it signed in. */
  userId?: number;
  /** The origin of the site it came from, when nobody listed that site. */
  unlistedOrigin?: string;
};

/** What follows a stored lead, written in its transaction: jobs ([kind, payload, options]) and its event. */
export type FollowUps = {
  jobs: ReadonlyArray<readonly [kind: string, payload: unknown, options?: { key?: string }]>;
  event: [EventType, Record<string, unknown>];
};

/** A lead stored but not yet announced to the firm, as its e-mail tells it. */
export type UnannouncedLead = {
  type: LeadType;
  id: number;
  reference: string;
  fields: Record<string, unknown>;
  /** The files the visitor sent, by the names they gave them. */
  files: string[];
  /** The `data-partner` it came with, the partner's name when the firm knows it, and an unlisted origin. */
  partner: string;
  partner_name: string | null;
  unlisted_origin: string | null;
};

export type StoredLead = {
  id: number;
  type: string;
  reference: string;
  status: string;
  created_at: string;
  source_page: string;
  referrer: string;
  partner: string;
  /** The site it came from when nobody had listed that site, else null. */
  unlisted_origin: string | null;
  utm: Record<string, string>;
  payload: Record<string, unknown>;
  /**
   * Each uploaded file by the name the visitor gave it, with the random name it is stored under and when
   * the retention rule removed it (null while kept).
   */
  files: Array<{ name: string; stored_as: string; size: number; removed_at: string | null }>;
};

/** A row of `lead_files` as the export reads it. */
export const exportedFile = (
  file: Pick<Selectable<LeadFilesTable>, "original_name" | "stored_name" | "size" | "removed_at">,
) => ({
  name: file.original_name,
  stored_as: file.stored_name,
  size: Number(file.size),
  removed_at: file.removed_at,
});

/** A row of `leads` as the export reads it: its JSON columns parsed, with its files. */
export function storedLead(row: Selectable<LeadsTable>, files: StoredLead["files"]): StoredLead {
  return {
    id: Number(row.id),
    type: row.type,
    reference: row.reference,
    status: row.status,
    created_at: row.created_at,
    source_page: row.source_page,
    referrer: row.referrer,
    partner: row.partner,
    unlisted_origin: row.unlisted_origin,
    utm: JSON.parse(row.utm),
    payload: JSON.parse(row.payload),
    files,
  };
}
