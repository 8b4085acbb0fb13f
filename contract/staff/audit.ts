// GET /reactapp/staff/audit/: the audit log, newest first, a page at a time.
export type AuditEntry = {
  id: number;
  /** The staff member's username. */
  actor: string;
  action: string;
  entity: string;
  entity_id: string;
  before: unknown;
  after: unknown;
  ip: string;
  created_at: string;
};

/** `next` is the `before` to ask for the following page, or null on the last one. */
export type AuditPage = { entries: AuditEntry[]; next: number | null };
