// The database's tables as Kysely sees them. JSON-valued columns are stored as text in both dialects.
import type { Generated } from "kysely";
import type {
  ProjectChangesTable,
  ProjectDocumentsTable,
  ProjectEditsTable,
  ProjectRevisionTable,
  ProjectsTable,
  WatchAlertMailsTable,
  WatchAlertOptOutsTable,
} from "./schema-projects.ts";
import type {
  BidReminderDeliveriesTable,
  BidRemindersTable,
  SavedSearchDeliveriesTable,
  SavedSearchesTable,
} from "./schema-reminders.ts";
import type { JobsTable, RateLimitCountersTable, TestGatewaySessionsTable } from "./schema-infra.ts";
import type { OrderFilesTable, OrderLinesTable, OrderMessagesTable, OrdersTable } from "./schema-orders.ts";

export type * from "./schema-projects.ts";
export type * from "./schema-reminders.ts";
export type * from "./schema-infra.ts";
export type * from "./schema-orders.ts";

/** A site-wide setting admins change in the console (migration 021). */
export type SiteSettingsTable = {
  key: string;
  value: string;
  updated_by: number | null;
  updated_at: string;
};

export type LeadsTable = {
  id: Generated<number>;
  type: string;
  reference: string;
  status: string;
  payload: string;
  source_page: string;
  referrer: string;
  utm: string;
  partner: string;
  created_at: string;
  notified_at: string | null;
  /** The staff member who has the lead, why it is spam, and when staff last changed it (migration 016). */
  assignee_id: Generated<number | null>;
  status_reason: Generated<string | null>;
  updated_at: Generated<string | null>;
  /** The account that sent the lead while signed in, else null (migration 024). */
  user_id: Generated<number | null>;
  /** The origin of a cross-origin lead from a site nobody listed, else null (migration 037). */
  unlisted_origin: Generated<string | null>;
};

/** Staff's internal notes on a lead, oldest first; append-only (migration 016). */
export type LeadNotesTable = {
  id: Generated<number>;
  lead_id: number;
  author_id: number;
  body: string;
  created_at: string;
};

export type LeadFilesTable = {
  id: Generated<number>;
  lead_id: number;
  stored_name: string;
  original_name: string;
  size: number;
  /** When the retention job removed the file, and after how many days of its lead closed (migration 035). */
  removed_at: Generated<string | null>;
  removed_after_days: Generated<number | null>;
};

export type IdempotencyKeysTable = {
  endpoint: string;
  key: string;
  status_code: number;
  body: string;
  created_at: string;
  /** The request body's hash (server/infra/http/idempotency-key.ts); null for keys stored before 012. */
  fingerprint: string | null;
};

export type UsersTable = {
  id: Generated<number>;
  username: string;
  username_key: string;
  email: string;
  email_key: string;
  password_hash: string;
  /** The trade the user names (shown in their account), not what they may do: see access_role. */
  role: string;
  /** What the user may do: "customer", or a staff role granted by hand (migration 009). */
  access_role: Generated<string>;
  created_at: string;
  last_login_at: string | null;
  /** Set when the account was disabled: it can no longer sign in (migration 013). */
  disabled_at: Generated<string | null>;
  /** The customer's own name and company, shown on their user card (migration 024). */
  full_name: Generated<string>;
  company: Generated<string>;
  /** When the customer proved they read this address (a link sent to it); null: not yet (migration 024). */
  email_verified_at: Generated<string | null>;
  /** 1 while the password is one an administrator chose: the console waits for the owner's (migration 034). */
  must_change_password: Generated<number>;
};

export type SessionsTable = {
  id_hash: string;
  user_id: number;
  created_at: string;
  last_seen_at: string;
  /** When this session passed the second factor; staff reach the console only then (migration 013). */
  second_factor_at: Generated<string | null>;
  /** When the console was last used in this session; it ends after 30 idle minutes (migration 034). */
  console_seen_at: string | null;
};

/** Every change staff make, who made it and the values before and after (JSON); append-only. */
export type AuditLogTable = {
  id: Generated<number>;
  actor_id: number;
  action: string;
  entity: string;
  entity_id: string;
  before: string | null;
  after: string | null;
  ip: string;
  created_at: string;
};

/** A staff member's TOTP secret, confirmed once enrolled; `last_step` is the last time step accepted (migration 014). */
export type SecondFactorsTable = {
  user_id: number;
  secret: string;
  created_at: string;
  confirmed_at: string | null;
  last_step: number | null;
};

/** Single-use recovery codes for the second factor, hashed (migration 014). */
export type RecoveryCodesTable = { id: Generated<number>; user_id: number; code_hash: string; used_at: string | null };

export type LoginFailuresTable = { key: string; failures: number; window_start: string };

export type FavoritesTable = { user_id: number; project_id: number; created_at: string };

export type PartnersTable = {
  id: string;
  name: string;
  contact_name: string;
  contact_email: string;
  notes: string;
  created_at: string;
};

export type PartnerOriginsTable = { origin: string; partner_id: string; created_at: string };

/** Origins whose leads are refused, who blocked each and when (migration 037). */
export type BlockedOriginsTable = { origin: string; blocked_at: string; blocked_by: number };

export type ReplyModerationTable = {
  lead_id: number;
  article: string;
  decision: string;
  reason: string;
  decided_by: number;
  decided_at: string;
};

/** Where the firm's systems receive events (server/domains/webhooks/); `events` is a JSON array. */
export type WebhookEndpointsTable = {
  id: Generated<number>;
  url: string;
  description: string;
  events: string;
  secret: string;
  enabled: number;
  disabled_at: string | null;
  disabled_reason: string | null;
  failing_since: string | null;
  created_by: number;
  created_at: string;
};

/** One event for one endpoint; `attempts` is the JSON attempt log. */
export type WebhookDeliveriesTable = {
  id: Generated<number>;
  endpoint_id: number;
  event_id: string;
  event_type: string;
  payload: string;
  state: string;
  attempts: string;
  created_at: string;
};

/** The single-use links the account e-mails; only the token's SHA-256 is kept (migration 024). */
export type AccountTokensTable = {
  id: Generated<number>;
  user_id: number;
  purpose: string;
  token_hash: string;
  email: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
};

export type Database = {
  projects: ProjectsTable;
  project_revision: ProjectRevisionTable;
  project_edits: ProjectEditsTable;
  leads: LeadsTable;
  lead_files: LeadFilesTable;
  project_changes: ProjectChangesTable;
  project_documents: ProjectDocumentsTable;
  lead_notes: LeadNotesTable;
  idempotency_keys: IdempotencyKeysTable;
  users: UsersTable;
  sessions: SessionsTable;
  login_failures: LoginFailuresTable;
  favorites: FavoritesTable;
  orders: OrdersTable;
  order_lines: OrderLinesTable;
  order_files: OrderFilesTable;
  order_messages: OrderMessagesTable;
  audit_log: AuditLogTable;
  second_factors: SecondFactorsTable;
  recovery_codes: RecoveryCodesTable;
  partners: PartnersTable;
  partner_origins: PartnerOriginsTable;
  blocked_origins: BlockedOriginsTable;
  reply_moderation: ReplyModerationTable;
  jobs: JobsTable;
  webhook_endpoints: WebhookEndpointsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  watch_alert_mails: WatchAlertMailsTable;
  watch_alert_opt_outs: WatchAlertOptOutsTable;
  site_settings: SiteSettingsTable;
  account_tokens: AccountTokensTable;
  rate_limit_counters: RateLimitCountersTable;
  test_gateway_sessions: TestGatewaySessionsTable;
  saved_searches: SavedSearchesTable;
  bid_reminders: BidRemindersTable;
  saved_search_deliveries: SavedSearchDeliveriesTable;
  bid_reminder_deliveries: BidReminderDeliveriesTable;
};
