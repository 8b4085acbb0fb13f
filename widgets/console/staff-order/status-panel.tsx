// The order's status and the moves it allows: start work, deliver (only with a take-off file to hand
// over), or cancel and refund (administrators: for anyone else the button says why it is held back).
// Delivering and refunding cannot be undone, so each asks first. An order awaiting payment, not paid or
// refunded offers nothing: the payment provider moves it.
import { useState } from "react";
import { nextOrderStatuses, orderStatusLabel, type OrderStatus } from "../../../contract/choices/order-statuses.ts";
import type { OrderDetail } from "../../../contract/staff/orders.ts";
import { ConfirmDialog } from "../../kits/console-kit/modal.tsx";
import { OrderStatusBadge } from "../../kits/console-kit/order-format.tsx";
import type { Change } from "../../kits/console-kit/record-change.ts";

const MOVES: Partial<Record<OrderStatus, { action: string; question?: string; explanation?: string }>> = {
  placed: { action: "Placed" },
  in_progress: { action: "Start work" },
  delivered: {
    action: "Deliver",
    question: "Deliver this order to the customer?",
    explanation: "The customer is e-mailed and can download the files. The files can no longer change afterwards.",
  },
  refunded: {
    action: "Cancel and refund",
    question: "Cancel this order and refund its payment?",
    explanation:
      "The whole payment goes back to the customer's card and the customer is e-mailed. This cannot be undone.",
  },
};

const WHY_HELD: Partial<Record<OrderStatus, { id: string; text: string }>> = {
  delivered: { id: "deliver-needs-file", text: "Upload at least one take-off file to deliver." },
  refunded: { id: "cancel-admins-only", text: "Only an administrator can cancel an order and refund its payment." },
};

type Props = { order: OrderDetail; change: Change; mayCancel: boolean };

export function StatusPanel({ order, change, mayCancel }: Props) {
  const [asking, setAsking] = useState<OrderStatus>();
  const move = async (status: OrderStatus) => {
    if (await change.send("status/", { from: order.status, status })) setAsking(undefined);
  };
  const moves = nextOrderStatuses(order.status);
  const held = (status: OrderStatus) =>
    (status === "delivered" && order.files.length === 0) || (status === "refunded" && !mayCancel);
  return (
    <section className="panel" aria-labelledby="status-heading">
      <h2 id="status-heading">Status</h2>
      <p>
        <OrderStatusBadge status={order.status} />
      </p>
      {change.message && !asking && (
        <p className="notice notice--error" role="alert">
          {change.message}
        </p>
      )}
      {moves.length ? (
        <div className="actions">
          {moves.map((status) => {
            const blocked = held(status);
            return (
              <button
                key={status}
                type="button"
                className={status === "refunded" ? "button secondary" : "button"}
                aria-disabled={change.busy || blocked || undefined}
                aria-describedby={blocked ? WHY_HELD[status]?.id : undefined}
                onClick={() => {
                  if (change.busy || blocked) return;
                  if (MOVES[status]?.question) setAsking(status);
                  else void move(status);
                }}
              >
                {MOVES[status]?.action}
              </button>
            );
          })}
        </div>
      ) : (
        <p className="muted">This order is {orderStatusLabel(order.status).toLowerCase()}: nothing more to do.</p>
      )}
      {moves.filter(held).map((status) => (
        <p className="muted" id={WHY_HELD[status]?.id} key={status}>
          {WHY_HELD[status]?.text}
        </p>
      ))}
      <ConfirmDialog
        question={asking && MOVES[asking]?.question}
        explanation={asking && MOVES[asking]?.explanation}
        action={(asking && MOVES[asking]?.action) ?? ""}
        busy={change.busy}
        error={change.message}
        onConfirm={() => asking && void move(asking)}
        onCancel={() => (setAsking(undefined), change.clear())}
      />
    </section>
  );
}
