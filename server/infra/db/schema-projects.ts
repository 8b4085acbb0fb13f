// The project tables as Kysely sees them: the projects, their kept changes, their plan room documents and
// revision counter, and the watch-list alerts sent about them. schema.ts re-exports them in Database.
import type { Generated } from "kysely";
import type { DocumentKind } from "../../../contract/choices/document-kinds.ts";
import type { ProjectPublication } from "../../../contract/choices/project-publications.ts";
import type { ProjectStatus } from "../../../contract/choices/project-statuses.ts";

export type ProjectsTable = {
  id: Generated<number>;
  name: string;
  city: string;
  state: string;
  company: string;
  status: ProjectStatus;
  bid_date: string;
  bid_amount: number;
  progress: number;
  featured: number;
  posted_at: string;
  solicitation: string;
  bidding_method: string;
  bid_phase: string;
  completion_days: number;
  liquidated_damages: number;
  bid_deposit: string;
  bid_location: string;
  pre_bid_meeting: string | null;
  address: string;
  divisions: string;
  bonds: string;
  documents: string;
  /** The desk's columns (migration 018): only published projects are public. */
  publication: Generated<ProjectPublication>;
  external_id: Generated<string | null>;
  /** "HH:MM" on the bid date, in `time_zone` (an IANA zone such as "America/Chicago"). */
  bid_time: Generated<string | null>;
  time_zone: Generated<string | null>;
  awarded_company: Generated<string | null>;
  awarded_amount: Generated<number | null>;
  closed_at: Generated<string | null>;
  updated_at: Generated<string | null>;
  demo: Generated<number>;
};

/** One change to a published project, kept forever (migration 018). */
export type ProjectChangesTable = {
  id: Generated<number>;
  project_id: number;
  field: string;
  before: string | null;
  after: string | null;
  changed_by: number | null;
  changed_at: string;
};

/** The plan room's documents (migration 019); `size` is a bigint, which PostgreSQL hands back as a string. */
export type ProjectDocumentsTable = {
  id: Generated<number>;
  project_id: number;
  kind: DocumentKind;
  name: string;
  size: number | string;
  file_key: string;
  content_kind: "pdf" | "mp4" | "webm";
  pages: number | null;
  captions_key: string | null;
  added_at: string;
  added_by: number | null;
};

export type ProjectRevisionTable = { id: number; revision: number };

/** The project each write to projects touched, 0 for all of them (migration 028). */
export type ProjectEditsTable = { id: Generated<number>; project_id: number };

/** One watch-list alert e-mail sent: at most one per (event, user) (migration 020). */
export type WatchAlertMailsTable = {
  id: Generated<number>;
  event_id: string;
  user_id: number;
  project_id: number;
  sent_at: string;
};

/** A visitor who unsubscribed from watch-list alerts, and the project whose e-mail they did it from. */
export type WatchAlertOptOutsTable = {
  user_id: number;
  project_id: number | null;
  unsubscribed_at: string;
};
