// The console's webhooks screen (/staff/webhooks/, admins): the endpoints the firm's systems listen on,
// adding and changing them, their secrets, and each one's delivery log with re-send.
import { useState } from "react";
import type { WebhookEndpoint } from "../../../contract/staff/webhooks.ts";
import type { Widget } from "../../kits/core/widget.ts";
import { ScreenState } from "../../kits/console-kit/screen-state.tsx";
import { explainStaffError } from "../../kits/console-kit/staff-api.ts";
import consoleCss from "../../kits/console-kit/styles.css?inline";
import uiCss from "../../kits/ui-kit/styles.css?inline";
import { useFetchState } from "../../kits/ui-kit/use-fetch-state.ts";
import { webhooksApi } from "./api.ts";
import { DeliveryLog } from "./delivery-log.tsx";
import { EndpointCard, type EndpointAction } from "./endpoint-card.tsx";
import { EndpointForm } from "./endpoint-form.tsx";
import ownCss from "./styles.css?inline";

type Notice = { text: string; error?: boolean };

export function StaffWebhooks() {
  const [version, setVersion] = useState(0);
  const [editing, setEditing] = useState<WebhookEndpoint | "new">();
  const [logOf, setLogOf] = useState<number>();
  const [busy, setBusy] = useState<number>();
  const [notice, setNotice] = useState<Notice>();
  const fetched = useFetchState(() => webhooksApi.list(), [version], { explain: explainStaffError });
  const reload = () => setVersion((n) => n + 1);

  async function act(endpoint: WebhookEndpoint, action: EndpointAction) {
    if (action === "edit") return setEditing(endpoint);
    if (action === "log") return setLogOf(endpoint.id);
    setBusy(endpoint.id);
    setNotice(undefined);
    try {
      if (action === "test") {
        const { event_id } = await webhooksApi.sendTest(endpoint.id);
        setNotice({ text: `Test event ${event_id} is on its way to ${endpoint.url}; see its delivery log.` });
        setLogOf(endpoint.id);
      } else if (action === "toggle") {
        await webhooksApi.change(endpoint.id, { enabled: !endpoint.enabled });
        setNotice({ text: `${endpoint.url} is ${endpoint.enabled ? "disabled" : "enabled"}.` });
      } else if (action === "rotate") {
        await webhooksApi.rotateSecret(endpoint.id);
        setNotice({ text: `${endpoint.url} has a new signing secret: give it to the receiver.` });
      } else if (action === "delete") {
        await webhooksApi.remove(endpoint.id);
        if (logOf === endpoint.id) setLogOf(undefined);
        setNotice({ text: `${endpoint.url} is deleted.` });
      }
      reload();
    } catch (error) {
      setNotice({ text: explainStaffError(error), error: true });
    } finally {
      setBusy(undefined);
    }
  }

  const endpoints = fetched.state === "ready" ? fetched.value.endpoints : [];
  const logged = endpoints.find((endpoint) => endpoint.id === logOf);

  return (
    <div className="qto webhooks">
      <div className="toolbar">
        <p className="muted grow">
          Each event is signed as Standard Webhooks says (headers webhook-id, webhook-timestamp, webhook-signature);
          failed deliveries are retried for about three days.
        </p>
        {editing === undefined && (
          <button type="button" className="button" onClick={() => setEditing("new")}>
            Add endpoint
          </button>
        )}
      </div>
      <p role="status" className={notice?.error ? "error" : "notice--ok"}>
        {notice?.text ?? ""}
      </p>
      {editing !== undefined && (
        <EndpointForm
          key={editing === "new" ? "new" : editing.id}
          editing={editing === "new" ? undefined : editing}
          onCancel={() => setEditing(undefined)}
          onSaved={(saved) => {
            setNotice({ text: `${saved.url} is saved.` });
            setEditing(undefined);
            reload();
          }}
        />
      )}
      <ScreenState
        fetched={fetched}
        isEmpty={(value) => value.endpoints.length === 0}
        empty={<p>No endpoints yet. Add one to send leads and orders to your CRM as they happen.</p>}
      >
        {(value) => (
          <div className="endpoints">
            {value.endpoints.map((endpoint) => (
              <EndpointCard
                key={endpoint.id}
                endpoint={endpoint}
                busy={busy === endpoint.id}
                onAction={(action) => act(endpoint, action)}
              />
            ))}
          </div>
        )}
      </ScreenState>
      {logged && <DeliveryLog key={logged.id} endpoint={logged} onClose={() => setLogOf(undefined)} />}
    </div>
  );
}

export default { component: StaffWebhooks, css: uiCss + consoleCss + ownCss } satisfies Widget;
