// A lead in the console (/staff/lead/?id=N): the lead as sent, its attribution and files, and staff's
// work on it (status, assignee, notes) with its history. A missing lead says so and links back.
import { ApiError } from "../core/api.ts";
import type { Widget } from "../core/widget.ts";
import type { LeadDetail, StaffMemberOption } from "../../contract/staff/leads.ts";
import { ScreenState } from "../console-kit/screen-state.tsx";
import { staffRequest } from "../console-kit/staff-api.ts";
import consoleCss from "../console-kit/styles.css?inline";
import { useFetchState } from "../ui-kit/use-fetch-state.ts";
import uiCss from "../ui-kit/styles.css?inline";
import { AssignControl } from "./assign-control.tsx";
import { Details } from "./details.tsx";
import { History } from "./history.tsx";
import { Notes } from "./notes.tsx";
import { StatusControl } from "./status-control.tsx";
import ownCss from "./styles.css?inline";
import { useChange } from "./use-change.ts";
import { formatTime } from "../lead-kit/lead-format.tsx";

const leadId = () => Number(new URLSearchParams(location.search).get("id")) || 0;

function Missing() {
  return (
    <div className="empty" role="alert">
      <p>No lead has this number. It may have been typed wrong.</p>
      <a className="button secondary" href="/staff/">
        Back to the inbox
      </a>
    </div>
  );
}

export function StaffLead() {
  const id = leadId();
  const lead = useFetchState(id ? () => staffRequest<LeadDetail>(`/reactapp/staff/leads/${id}`) : undefined, [id]);
  const members = useFetchState(() => staffRequest<StaffMemberOption[]>("/reactapp/staff/members/"), []);
  const me = useFetchState(() => staffRequest<{ id: number }>("/reactapp/staff/me/"), []);
  const team = members.state === "ready" ? members.value : [];
  const status = useChange(id, lead.retry);
  const assign = useChange(id, lead.retry);
  const notes = useChange(id, lead.retry);

  if (!id || (lead.state === "error" && lead.error instanceof ApiError && lead.error.status === 404))
    return <Missing />;
  return (
    <ScreenState fetched={lead}>
      {(value) => (
        <div className="lead">
          <header className="record__head">
            <h2 className="record__title">{value.reference}</h2>
            <p className="muted">
              Received <time dateTime={value.received}>{formatTime(value.received)}</time>
              {value.updated_at && (
                <>
                  {" "}
                  · last changed <time dateTime={value.updated_at}>{formatTime(value.updated_at)}</time>
                </>
              )}{" "}
              · <a href="/staff/">Back to the inbox</a>
            </p>
          </header>
          <div className="record__grid">
            <div className="record__main">
              <Details lead={value} />
              <Notes lead={value} change={notes} />
            </div>
            <div className="record__side">
              <StatusControl lead={value} change={status} />
              <AssignControl
                lead={value}
                members={team}
                meId={me.state === "ready" ? me.value.id : undefined}
                change={assign}
              />
              <History entries={value.history} members={team} />
            </div>
          </div>
        </div>
      )}
    </ScreenState>
  );
}

export default { component: StaffLead, css: uiCss + consoleCss + ownCss } satisfies Widget;
