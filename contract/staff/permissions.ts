// Who may do what in the console: every console endpoint names one of these actions, the server lets
// through only the roles its row lists, and GET /reactapp/staff/me/ tells the console's screens which
// actions the signed-in member has, so they never offer a button the server would refuse. Refunds, deletions and the bulk import (which publishes and edits any project and
// e-mails its watchers) are the administrators'; the day's work on leads, orders, projects and documents
// is every staff member's. SECURITY.md and docs/staff.md print this table.
import type { StaffMember, StaffRole } from "./staff.ts";

export type ConsoleAction = {
  /** What the action lets one do, as the documentation's table says it. */
  what: string;
  roles: readonly StaffRole[];
  /** The member's own code entered in the last 15 minutes too, as GitHub's sudo mode asks again. */
  recentSecondFactor?: true;
};

const EVERYONE = ["staff", "admin"] as const;
const ADMINS = ["admin"] as const;

export const CONSOLE_ACTIONS = {
  "console.me": { what: "See who is signed in to the console", roles: EVERYONE },
  "console.second-factor": {
    what: "Set up and confirm one's own second factor, or use a recovery code",
    roles: EVERYONE,
  },
  "leads.read": { what: "Read the lead inbox, a lead and its files, and the team to assign to", roles: EVERYONE },
  "leads.export": { what: "Download the leads as CSV", roles: EVERYONE },
  "leads.work": { what: "Change a lead's status, add a note, assign it", roles: EVERYONE },
  "replies.read": { what: "Read the blog replies", roles: EVERYONE },
  "replies.moderate": { what: "Approve or reject a blog reply", roles: EVERYONE },
  "orders.read": { what: "Read the orders, an order and its deliverables", roles: EVERYONE },
  "orders.message": {
    what: "Write to an order's buyer, with a PDF attached, and mark the thread read",
    roles: EVERYONE,
  },
  "orders.progress": { what: "Move an order to in progress or delivered", roles: EVERYONE },
  "orders.cancel": { what: "Cancel an order and refund its charge", roles: ADMINS },
  "orders.add-deliverable": { what: "Upload a deliverable to an order", roles: EVERYONE },
  "orders.delete-deliverable": { what: "Delete an order's deliverable", roles: ADMINS },
  "projects.read": { what: "Read the project desk and a project's history", roles: EVERYONE },
  "projects.edit": {
    what: "Create and edit a project; publish, unpublish, close or reopen it",
    roles: EVERYONE,
  },
  "projects.import": {
    what: "Import projects from CSV (the template, a dry run, the import)",
    roles: ADMINS,
  },
  "projects.remove-demo": { what: "Remove the demo projects", roles: ADMINS },
  "documents.read": { what: "Read and preview a project's plan-room documents", roles: EVERYONE },
  "documents.edit": { what: "Upload or rename a plan-room document", roles: EVERYONE },
  "documents.delete": { what: "Delete a plan-room document", roles: ADMINS },
  "partners.read": { what: "Read the partners and their origins", roles: EVERYONE },
  "partners.change": { what: "Add, edit or remove a partner or an origin", roles: ADMINS },
  "partners.allow-origin": {
    what: "Allow an unlisted origin that sent leads, for a new or chosen partner",
    roles: ADMINS,
  },
  "partners.block-origin": { what: "Block or unblock an origin's leads", roles: ADMINS },
  "webhooks.manage": { what: "Read and change webhooks, send a test, resend a delivery", roles: ADMINS },
  "team.manage": { what: "Read the team; add a member, change a role, disable, enable", roles: ADMINS },
  "team.reset-credentials": {
    what: "Reset a member's password or second factor (with one's own code entered in the last 15 minutes)",
    roles: ADMINS,
    recentSecondFactor: true,
  },
  "settings.manage": { what: "Read and change the site settings", roles: ADMINS },
  "audit.read": { what: "Read the audit log", roles: ADMINS },
} as const satisfies Record<string, ConsoleAction>;

export type ConsoleActionName = keyof typeof CONSOLE_ACTIONS;

export const CONSOLE_ACTION_NAMES = Object.keys(CONSOLE_ACTIONS) as ConsoleActionName[];

/** Whether a member with `role` may do `action` (false for a role that is not a staff role). */
export const may = (role: string, action: ConsoleActionName): boolean =>
  (CONSOLE_ACTIONS[action].roles as readonly string[]).includes(role);

/** The actions a role may do, in the table's order. */
export const actionsOf = (role: string): ConsoleActionName[] =>
  CONSOLE_ACTION_NAMES.filter((action) => may(role, action));

/** GET /reactapp/staff/me/: the signed-in member and the actions their role allows. */
export type ConsoleMember = StaffMember & { actions: ConsoleActionName[] };
