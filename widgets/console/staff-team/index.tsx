// The team screen (/staff/team/, admins): staff and admins with their role, second factor, last sign-in
// and state; add a member; change a role, disable or enable, reset a second factor or a password, each
// confirmed first.
import { useState } from "react";
import type { StaffMember } from "../../../contract/staff/staff.ts";
import type { Team, TeamMember } from "../../../contract/staff/team.ts";
import { DataTable } from "../../kits/console-kit/data-table.tsx";
import { ScreenState } from "../../kits/console-kit/screen-state.tsx";
import { staffRequest } from "../../kits/console-kit/staff-api.ts";
import consoleCss from "../../kits/console-kit/styles.css?inline";
import type { Widget, WidgetProps } from "../../kits/core/widget.ts";
import uiCss from "../../kits/ui-kit/styles.css?inline";
import { useFetchState } from "../../kits/ui-kit/use-fetch-state.ts";
import { AddMember } from "./add-member.tsx";
import { MemberActions } from "./member-actions.tsx";
import ownCss from "./styles.css?inline";

const when = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" }) : "Never";

export function StaffTeam({ options }: WidgetProps) {
  const [version, setVersion] = useState(0);
  const [news, setNews] = useState("");
  const team = useFetchState(() => staffRequest<Team>(`${options.api}/reactapp/staff/team/`), [version]);
  // Who is looking: their own row offers no way to lock themselves out (the server refuses it too).
  const me = useFetchState(() => staffRequest<StaffMember>(`${options.api}/reactapp/staff/me/`), []);
  const isMe = (m: TeamMember) => me.state === "ready" && me.value.id === m.id;
  const changed = (message: string) => {
    setNews(message);
    setVersion((n) => n + 1);
  };
  const columns = [
    { key: "username", label: "Username", cell: (m: TeamMember) => <strong>{m.username}</strong> },
    { key: "email", label: "E-mail" },
    {
      key: "role",
      label: "Role",
      cell: (m: TeamMember) => `${m.role === "admin" ? "Admin" : "Staff"}${isMe(m) ? " (you)" : ""}`,
    },
    {
      key: "second_factor",
      label: "Second factor",
      cell: (m: TeamMember) =>
        m.second_factor ? <span className="badge badge--good">Set up</span> : <span className="badge">Not yet</span>,
    },
    { key: "last_login", label: "Last sign-in", cell: (m: TeamMember) => when(m.last_login) },
    {
      key: "disabled",
      label: "State",
      cell: (m: TeamMember) =>
        m.disabled ? (
          <span className="badge badge--bad">Disabled</span>
        ) : (
          <span className="badge badge--good">Active</span>
        ),
    },
    {
      key: "actions",
      label: "Actions",
      cell: (m: TeamMember) => <MemberActions api={options.api} member={m} self={isMe(m)} onChanged={changed} />,
    },
  ];
  return (
    <div className="team">
      <div className="toolbar">
        <AddMember api={options.api} onAdded={changed} />
      </div>
      <p className="visually-hidden" role="status">
        {news}
      </p>
      {news && <p className="notice notice--ok">{news}</p>}
      <ScreenState
        fetched={team}
        isEmpty={(value) => value.members.length === 0}
        empty={<p>No staff yet. Add the first staff member above.</p>}
      >
        {(value) => <DataTable caption="Team" columns={columns} rows={value.members} rowKey={(m) => m.id} />}
      </ScreenState>
    </div>
  );
}

const widget: Widget = { component: StaffTeam, css: uiCss + consoleCss + ownCss };
export default widget;
