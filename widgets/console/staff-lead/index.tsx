// A lead in the console (/staff/lead/?id=N): the lead as sent, its attribution and files, and staff's
// work on it (status, assignee, notes) with its history. A missing lead says so and links back.
import { leadTypeLabel } from "../../../contract/choices/lead-types.ts";
import type { LeadDetail, StaffMemberOption } from "../../../contract/staff/leads.ts";
import type { Widget } from "../../kits/core/widget.ts";
import { useRecord } from "../../kits/console-kit/record.ts";
import { useRecordChange } from "../../kits/console-kit/record-change.ts";
import { RecordPage } from "../../kits/console-kit/record-page.tsx";
import { staffRequest } from "../../kits/console-kit/staff-api.ts";
import { useMember } from "../../kits/console-kit/use-may.ts";
import consoleCss from "../../kits/console-kit/styles.css?inline";
import { formatTime } from "../../kits/lead-kit/lead-format.tsx";
import { useFetchState } from "../../kits/ui-kit/use-fetch-state.ts";
import uiCss from "../../kits/ui-kit/styles.css?inline";
import { AssignControl } from "./assign-control.tsx";
import { Details } from "./details.tsx";
import { History } from "./history.tsx";
import { Notes } from "./notes.tsx";
import { StatusControl } from "./status-control.tsx";
import ownCss from "./styles.css?inline";

export function StaffLead() {
  const lead = useRecord<LeadDetail>((id) => `/reactapp/staff/leads/${id}`);
  const members = useFetchState(() => staffRequest<StaffMemberOption[]>("/reactapp/staff/members/"), []);
  const me = useMember();
  const team = members.state === "ready" ? members.value : [];
  const base = `/reactapp/staff/leads/${lead.id}/`;
  const status = useRecordChange(base, lead.fetched.retry);
  const assign = useRecordChange(base, lead.fetched.retry);
  const notes = useRecordChange(base, lead.fetched.retry);
  return (
    <RecordPage
      record={lead}
      noun="lead"
      name={(value) => `Lead ${value.reference}`}
      back={{ href: "/staff/", label: "Back to the inbox" }}
      className="lead"
      head={(value) => ({
        // The page's heading names the lead by its reference; the record's own says what it is and who sent it.
        title: `${leadTypeLabel(value.type)} from ${value.sender_name || "someone who gave no name"}`,
        meta: (
          <>
            Received <time dateTime={value.received}>{formatTime(value.received)}</time>
            {value.updated_at && (
              <>
                {" "}
                · last changed <time dateTime={value.updated_at}>{formatTime(value.updated_at)}</time>
              </>
            )}
          </>
        ),
      })}
      main={(value) => (
        <>
          <Details lead={value} />
          <Notes lead={value} change={notes} />
        </>
      )}
      side={(value) => (
        <>
          <StatusControl lead={value} change={status} />
          <AssignControl
            lead={value}
            members={team}
            meId={me.state === "ready" ? me.value.id : undefined}
            change={assign}
          />
          <History entries={value.history} members={team} />
        </>
      )}
    />
  );
}

export default { component: StaffLead, css: uiCss + consoleCss + ownCss } satisfies Widget;
