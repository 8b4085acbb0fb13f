// Where an order stands in the firm's work: placed (paid) → in_progress → delivered (the take-off files
// handed over), or cancelled (the charge refunded) from placed or in_progress. Delivered and cancelled
// are final: a delivered order's files are the customer's, a refund cannot be taken back.
export const orderStatuses = [
  { value: "placed", label: "Placed", tone: "neutral" },
  { value: "in_progress", label: "In progress", tone: "neutral" },
  { value: "delivered", label: "Delivered", tone: "good" },
  { value: "cancelled", label: "Cancelled", tone: "bad" },
] as const;

export type OrderStatus = (typeof orderStatuses)[number]["value"];

export const ORDER_STATUS_VALUES = orderStatuses.map((status) => status.value) as OrderStatus[];

/** The statuses an order may move to from each, in the order the console offers them. */
export const ORDER_MOVES: Record<OrderStatus, OrderStatus[]> = {
  placed: ["in_progress", "cancelled"],
  in_progress: ["delivered", "cancelled"],
  delivered: [],
  cancelled: [],
};

/** The moves an order in `from` offers (none from a final or unknown status). */
export const nextOrderStatuses = (from: string): OrderStatus[] => ORDER_MOVES[from as OrderStatus] ?? [];

export const orderStatusLabel = (value: string) =>
  orderStatuses.find((status) => status.value === value)?.label ?? value.replace(/_/g, " ");
