// The console's orders on the wire: the list (GET /reactapp/staff/orders/), an order's page
// (GET /reactapp/staff/orders/:id), the files staff deliver and what a refusal says. No valibot here: the
// console's widgets import this; the server's schemas are in order-requests.ts.
import type { OrderStatus } from "../choices/order-statuses.ts";
import type { BILLING_FIELDS } from "../schemas/orders.ts";
import type { AuditEntry } from "./audit.ts";

export const ORDERS_PAGE_SIZE = 50;

/** One row of the list; `unread` counts the customer's messages staff have not read. */
export type OrderRow = {
  id: number;
  number: string;
  placed: string;
  status: OrderStatus;
  customer: string;
  email: string;
  total: number;
  test: boolean;
  unread: number;
};

export type OrdersPage = { count: number; page: number; page_size: number; results: OrderRow[] };

export type OrderLine = { project_id: number; project_name: string; size: string; price: number; discount: number };

/** A deliverable: a take-off spreadsheet or a marked-up PDF. */
export type OrderFile = { id: number; name: string; kind: string; size: number; uploaded_at: string };

/** GET /reactapp/staff/orders/:id. */
export type OrderDetail = {
  id: number;
  number: string;
  placed: string;
  status: OrderStatus;
  status_changed_at: string | null;
  customer: { username: string; email: string };
  lines: OrderLine[];
  total: number;
  billing: Record<(typeof BILLING_FIELDS)[number], string>;
  /** Null until paid. */
  payment_reference: string | null;
  refund_reference: string | null;
  card: { brand: string; last4: string } | null;
  test: boolean;
  /** The payment as the provider holds it: where staff see it there, what went back, any dispute. */
  payment: {
    provider: string | null;
    /** The payment's page in the provider's dashboard (Stripe's), when it has one. */
    dashboard_url: string | null;
    paid_at: string | null;
    refunded_cents: number;
    dispute: { reference: string | null; reason: string | null; due_by: string | null; opened_at: string } | null;
  };
  files: OrderFile[];
  /** Status changes, uploads and removals: who, when, before and after (the audit log). */
  history: AuditEntry[];
};

/** POST …/:id/status: `from` is the status the staff member saw; another's change since then → 409. */
export type OrderStatusChange = { from: string; status: OrderStatus };

/** What a deliverable may be: checked by content (app.files sniffs it), whatever its name says. */
export const DELIVERABLES = {
  kinds: ["xlsx", "csv", "pdf"],
  maxBytes: 100 * 1024 * 1024,
  accept: ".xlsx,.csv,.pdf",
  tooLarge: "A file may be at most 100 MB.",
  wrongKind: "Upload an Excel workbook (.xlsx), a CSV file or a PDF.",
} as const;

export const ORDER_REFUSALS = {
  notFound: { detail: "No order has this number." },
  conflict: {
    detail: "Someone else changed this order's status while you were looking. Its page now shows the new status.",
  },
  noDeliverable: { detail: "Upload at least one take-off file before delivering the order." },
  final: { detail: "This order is delivered, refunded or not paid: its files can no longer change." },
  refundFailed: { detail: "The payment provider could not refund this order, so it was not refunded. Try again." },
  refundDisputed: {
    detail: "The buyer disputed this payment with their bank, so it cannot be refunded: answer the dispute instead.",
  },
  refundRefused: { detail: "The payment provider refused to refund this payment, so the order was not refunded." },
  fileMissing: { detail: "Choose a file to upload." },
} as const;
