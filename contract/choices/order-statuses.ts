// Where an order stands: awaiting_payment (stored, the buyer on the provider's page) → placed (the
// provider said it is paid: announced then, and only then) → in_progress → delivered (the take-off files
// handed over). awaiting_payment → cancelled when the checkout expired or failed (never paid, never
// announced). placed, in_progress or delivered → refunded when the payment was given back. The system
// moves an order out of awaiting_payment; staff move it on from placed. Delivered, cancelled and refunded
// are final for staff (a delivered order's payment can still be refunded at the provider).
export const orderStatuses = [
  { value: "awaiting_payment", label: "Awaiting payment", tone: "neutral" },
  { value: "placed", label: "Placed", tone: "neutral" },
  { value: "in_progress", label: "In progress", tone: "neutral" },
  { value: "delivered", label: "Delivered", tone: "good" },
  { value: "cancelled", label: "Not paid", tone: "bad" },
  { value: "refunded", label: "Refunded", tone: "bad" },
] as const;

export type OrderStatus = (typeof orderStatuses)[number]["value"];

export const ORDER_STATUS_VALUES = orderStatuses.map((status) => status.value) as OrderStatus[];

/** The statuses staff may move an order to from each, in the order the console offers them. */
export const ORDER_MOVES: Record<OrderStatus, OrderStatus[]> = {
  awaiting_payment: [],
  placed: ["in_progress", "refunded"],
  in_progress: ["delivered", "refunded"],
  delivered: [],
  cancelled: [],
  refunded: [],
};

/** Statuses of orders that were paid for and not given back: the buyer owns their take-offs. */
export const PAID_ORDER_STATUSES: readonly OrderStatus[] = ["placed", "in_progress", "delivered"];

/** Statuses of orders nobody paid for, yet or ever: never announced, never in the buyer's list. */
export const UNPAID_ORDER_STATUSES: readonly OrderStatus[] = ["awaiting_payment", "cancelled"];

/** The moves an order in `from` offers (none from a final or unknown status). */
export const nextOrderStatuses = (from: string): OrderStatus[] => ORDER_MOVES[from as OrderStatus] ?? [];

export const orderStatusLabel = (value: string) =>
  orderStatuses.find((status) => status.value === value)?.label ?? value.replace(/_/g, " ");
