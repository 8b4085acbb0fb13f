// The audit log screen (/staff/audit/, admins): every change made in the console, newest first, filtered
// by what it changed and by who made it, a page at a time (GET /reactapp/staff/audit/ and its `next`).
// The filters are in the page's URL; the page's cursor is not (a later change would shift it).
import type { AuditEntry, AuditPage } from "../../../contract/staff/audit.ts";
import type { Team } from "../../../contract/staff/team.ts";
import { memberOptions, select } from "../../kits/console-kit/list-filters.tsx";
import { type ListConfig, ListScreen } from "../../kits/console-kit/list-screen.tsx";
import { staffRequest } from "../../kits/console-kit/staff-api.ts";
import consoleCss from "../../kits/console-kit/styles.css?inline";
import type { Widget, WidgetProps } from "../../kits/core/widget.ts";
import uiCss from "../../kits/ui-kit/styles.css?inline";
import { useFetchState } from "../../kits/ui-kit/use-fetch-state.ts";
import { AUDIT_COLUMNS } from "./columns.tsx";
import ownCss from "./styles.css?inline";

/** The entities the console changes; others (a later screen's) can still be typed. */
const KNOWN_ENTITIES = ["user", "lead", "reply", "partner", "origin", "webhook", "site_setting"];

const CONFIG: ListConfig<AuditEntry, AuditPage> = {
  noun: { one: "change", many: "changes" },
  caption: "Audit log",
  title: "Changes",
  path: "/reactapp/staff/audit/",
  keys: ["entity", "actor"],
  filterLabel: "Filter the audit log",
  columns: AUDIT_COLUMNS,
  read: (page) => ({ rows: page.entries, next: page.next }),
  paging: "cursor",
  empty: {
    filtered: "No changes match these filters.",
    none: "No changes have been made in the console yet.",
  },
};

export function StaffAudit({ options }: WidgetProps) {
  const team = useFetchState(() => staffRequest<Team>(`${options.api}/reactapp/staff/team/`), []);
  return (
    <ListScreen
      api={options.api}
      config={CONFIG}
      filters={[
        {
          type: "text",
          key: "entity",
          label: "Entity",
          placeholder: "Any",
          suggestions: KNOWN_ENTITIES,
          normalize: (value) => value.trim().toLowerCase(),
        },
        select("actor", "Who", [
          { value: "", label: "Anyone" },
          ...memberOptions(team.state === "ready" ? team.value.members : []),
        ]),
      ]}
    />
  );
}

const widget: Widget = { component: StaffAudit, css: uiCss + consoleCss + ownCss };
export default widget;
