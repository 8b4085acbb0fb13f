// The orders' tables: an order, its lines, the files staff deliver and its message thread.
import type { Generated } from "kysely";

export type OrdersTable = {
  id: Generated<number>;
  number: string;
  user_id: number;
  total: number;
  billing: string;
  /** The provider's payment id (Stripe's pi_…), the card's brand and last four: null until paid (migration 036). */
  payment_reference: string | null;
  card_brand: string | null;
  card_last4: string | null;
  created_at: string;
  notified_at: string | null;
  /** 1 when charged through a test provider: no card was charged. */
  test: Generated<number>;
  /** awaiting_payment, placed, in_progress, delivered, cancelled or refunded (contract/choices/order-statuses.ts). */
  status: Generated<string>;
  /** The payment provider's id of the refund, once a refunded order's payment was given back. */
  refund_reference: string | null;
  status_changed_at: string | null;
  /** The id of the last message of the thread staff (the buyer) have read. */
  staff_read_id: Generated<number>;
  customer_read_id: Generated<number>;
  /** The provider's hosted checkout (session id, when it expires) the order is paid through. */
  checkout_session_id: string | null;
  checkout_expires_at: string | null;
  payment_provider: string | null;
  paid_at: string | null;
  /** What the provider has given back so far, in cents. */
  refunded_cents: Generated<number>;
  disputed_at: string | null;
  dispute_reference: string | null;
  dispute_reason: string | null;
  dispute_due_by: string | null;
};

/** A take-off file staff deliver with an order (stored by app.files under `file_key`). */
export type OrderFilesTable = { id: Generated<number>; order_id: number; file_key: string; kind: string } & {
  name: string;
  size: number;
  uploaded_by: number;
  created_at: string;
};

/** A message of an order's thread: `side` is "customer" or "staff"; an optional PDF attachment. */
export type OrderMessagesTable = {
  id: Generated<number>;
  order_id: number;
  side: string;
  author_id: number;
  body: string;
  file_key: string | null;
  file_name: string | null;
  file_size: number | null;
  created_at: string;
};

export type OrderLinesTable = {
  order_id: number;
  project_id: number;
  project_name: string;
  size: string;
  price: number;
  discount: number;
};
