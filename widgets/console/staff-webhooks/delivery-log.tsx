// An endpoint's delivery log: each event sent to it, newest first, with every attempt (time, status
// code, error) and Re-send for one that has not succeeded.
import { useState } from "react";
import type { DeliveryPage, WebhookDelivery, WebhookEndpoint } from "../../../contract/staff/webhooks.ts";
import { DataTable } from "../../kits/console-kit/data-table.tsx";
import { Pager } from "../../kits/console-kit/pager.tsx";
import { ScreenState } from "../../kits/console-kit/screen-state.tsx";
import { explainStaffError } from "../../kits/console-kit/staff-api.ts";
import { useFetchState } from "../../kits/ui-kit/use-fetch-state.ts";
import { webhooksApi } from "./api.ts";

const when = (iso: string) => new Date(iso).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "medium" });
const STATE_BADGE = { succeeded: "badge badge--good", failed: "badge badge--bad", pending: "badge" } as const;

function Attempts({ delivery }: { delivery: WebhookDelivery }) {
  if (!delivery.attempts.length) return <span className="muted">Not attempted yet</span>;
  return (
    <details>
      <summary>
        {delivery.attempts.length} attempt{delivery.attempts.length === 1 ? "" : "s"}
      </summary>
      <ol className="attempts">
        {delivery.attempts.map((attempt, index) => (
          <li key={index}>
            {when(attempt.at)}: {attempt.status === null ? "no answer" : `HTTP ${attempt.status}`}
            {attempt.error && attempt.status === null ? ` (${attempt.error})` : ""}, {attempt.duration_ms} ms
          </li>
        ))}
      </ol>
    </details>
  );
}

export function DeliveryLog({ endpoint, onClose }: { endpoint: WebhookEndpoint; onClose: () => void }) {
  const [page, setPage] = useState(1);
  const [version, setVersion] = useState(0);
  const [message, setMessage] = useState<{ text: string; error?: boolean }>();
  const fetched = useFetchState(() => webhooksApi.deliveries(endpoint.id, page), [endpoint.id, page, version], {
    explain: explainStaffError,
  });

  async function resend(delivery: WebhookDelivery) {
    setMessage(undefined);
    try {
      await webhooksApi.resend(endpoint.id, delivery.id);
      setMessage({ text: `Event ${delivery.event_id} is being sent again.` });
      setVersion((n) => n + 1);
    } catch (error) {
      setMessage({ text: explainStaffError(error), error: true });
    }
  }

  const lastStatus = (delivery: WebhookDelivery) => {
    const last = delivery.attempts.at(-1);
    return last ? (last.status ?? "–") : "–";
  };

  return (
    <section className="panel log" aria-labelledby="log-title">
      <div className="endpoint__head">
        <h2 id="log-title" tabIndex={-1}>
          Delivery log: <span className="endpoint__url">{endpoint.url}</span>
        </h2>
        <div className="row-actions">
          <button type="button" className="button small secondary" onClick={() => setVersion((n) => n + 1)}>
            Refresh
          </button>
          <button type="button" className="button small secondary" onClick={onClose}>
            Close log
          </button>
        </div>
      </div>
      <p role="status" className={message?.error ? "error" : "muted"}>
        {message?.text ?? ""}
      </p>
      <ScreenState
        fetched={fetched}
        isEmpty={(value: DeliveryPage) => value.total === 0}
        empty={<p>Nothing sent yet. Events this endpoint takes appear here, or use “Send test event”.</p>}
      >
        {(value) => (
          <>
            <DataTable<WebhookDelivery>
              caption={`Deliveries to ${endpoint.url}`}
              rowKey={(delivery) => delivery.id}
              rows={value.deliveries}
              columns={[
                { key: "created_at", label: "Time", cell: (d) => when(d.created_at) },
                { key: "event_type", label: "Event", cell: (d) => <code>{d.event_type}</code> },
                { key: "state", label: "State", cell: (d) => <span className={STATE_BADGE[d.state]}>{d.state}</span> },
                { key: "status", label: "Last status", numeric: true, cell: (d) => String(lastStatus(d)) },
                { key: "attempts", label: "Attempts", cell: (d) => <Attempts delivery={d} /> },
                {
                  key: "resend",
                  label: "Action",
                  cell: (d) =>
                    d.state === "succeeded" ? (
                      <span className="muted">Delivered</span>
                    ) : (
                      <button type="button" className="button small secondary" onClick={() => resend(d)}>
                        Re-send<span className="visually-hidden"> event {d.event_id}</span>
                      </button>
                    ),
                },
              ]}
            />
            <Pager
              label="Delivery log pages"
              summary={`Page ${value.page} of ${value.pages} (${value.total} deliveries)`}
              hasPrevious={value.page > 1}
              hasNext={value.page < value.pages}
              onPrevious={() => setPage(value.page - 1)}
              onNext={() => setPage(value.page + 1)}
            />
          </>
        )}
      </ScreenState>
    </section>
  );
}
