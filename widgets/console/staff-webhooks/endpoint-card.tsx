// One endpoint: where it sends, what it takes, whether it is on (and why not), its secret to copy, and
// what an admin can do with it. Deleting and rotating the secret ask first.
import { useState } from "react";
import type { WebhookEndpoint } from "../../../contract/staff/webhooks.ts";
import { ConfirmDialog } from "./confirm-dialog.tsx";

export type EndpointAction = "edit" | "log" | "test" | "rotate" | "toggle" | "delete";

const when = (iso: string) => new Date(iso).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" });

export function EndpointCard({
  endpoint,
  busy,
  onAction,
}: {
  endpoint: WebhookEndpoint;
  busy: boolean;
  onAction: (action: EndpointAction) => void;
}) {
  const [secretShown, setSecretShown] = useState(false);
  const [copied, setCopied] = useState(false);
  const [confirming, setConfirming] = useState<"delete" | "rotate">();
  const titleId = `endpoint-${endpoint.id}`;

  async function copy() {
    await navigator.clipboard.writeText(endpoint.secret).then(
      () => setCopied(true),
      () => setSecretShown(true),
    );
  }

  return (
    <article className="panel endpoint" aria-labelledby={titleId}>
      <div className="endpoint__head">
        <h3 id={titleId} className="endpoint__url">
          {endpoint.url}
        </h3>
        {endpoint.enabled ? (
          <span className="badge badge--good">Enabled</span>
        ) : (
          <span className="badge badge--bad">Disabled</span>
        )}
      </div>
      {endpoint.description && <p>{endpoint.description}</p>}
      {!endpoint.enabled && (
        <p className="notice--inline" role="note">
          Disabled{endpoint.disabled_at ? ` on ${when(endpoint.disabled_at)}` : ""}:{" "}
          {endpoint.disabled_reason === "by an admin"
            ? "an admin turned it off."
            : (endpoint.disabled_reason ?? "no reason given.")}{" "}
          Nothing is sent to it until it is enabled again; failed deliveries can then be re-sent.
        </p>
      )}
      {endpoint.enabled && endpoint.failing_since && (
        <p className="notice--inline" role="note">
          Deliveries have been failing since {when(endpoint.failing_since)}. After 3 days of failures the endpoint is
          disabled and the admins are e-mailed.
        </p>
      )}
      <dl className="facts">
        <dt>Events</dt>
        <dd>
          {endpoint.events.map((type) => (
            <code key={type} className="event">
              {type}
            </code>
          ))}
        </dd>
        <dt>Signing secret</dt>
        <dd className="secret">
          <code aria-label={secretShown ? undefined : "Signing secret, hidden"}>
            {secretShown ? endpoint.secret : "whsec_••••••••••••••••"}
          </code>
          <button type="button" className="button small secondary" onClick={() => setSecretShown(!secretShown)}>
            {secretShown ? "Hide" : "Show"}
            <span className="visually-hidden"> the secret of {endpoint.url}</span>
          </button>
          <button type="button" className="button small secondary" onClick={copy}>
            Copy<span className="visually-hidden"> the secret of {endpoint.url}</span>
          </button>
          <span role="status" className="muted">
            {copied ? "Copied." : ""}
          </span>
        </dd>
        <dt>Added</dt>
        <dd>{when(endpoint.created_at)}</dd>
      </dl>
      <div className="row-actions" aria-label={`Actions for ${endpoint.url}`} role="group">
        <button type="button" className="button small" onClick={() => onAction("log")}>
          Delivery log
        </button>
        <button type="button" className="button small secondary" onClick={() => onAction("edit")}>
          Edit
        </button>
        <button
          type="button"
          className="button small secondary"
          disabled={busy || !endpoint.enabled}
          onClick={() => onAction("test")}
        >
          Send test event
        </button>
        <button type="button" className="button small secondary" disabled={busy} onClick={() => onAction("toggle")}>
          {endpoint.enabled ? "Disable" : "Enable"}
        </button>
        <button
          type="button"
          className="button small secondary"
          disabled={busy}
          onClick={() => setConfirming("rotate")}
        >
          Rotate secret
        </button>
        <button type="button" className="button small danger" disabled={busy} onClick={() => setConfirming("delete")}>
          Delete
        </button>
      </div>
      {confirming && (
        <ConfirmDialog
          title={confirming === "delete" ? "Delete this endpoint?" : "Rotate the signing secret?"}
          message={
            confirming === "delete"
              ? `${endpoint.url} will receive no more events, and its delivery log is deleted with it.`
              : `${endpoint.url} must be given the new secret: deliveries signed with it fail verification with the old one.`
          }
          confirm={confirming === "delete" ? "Delete endpoint" : "Rotate secret"}
          onCancel={() => setConfirming(undefined)}
          onConfirm={() => {
            setConfirming(undefined);
            onAction(confirming);
          }}
        />
      )}
    </article>
  );
}
