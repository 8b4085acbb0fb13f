// The console's leads inbox (/staff/): every lead of every type, filtered, sorted and paged, with the
// filtered view as CSV. The view is in the page's URL.
import { leadStatuses } from "../../../contract/choices/lead-statuses.ts";
import { leadTypes } from "../../../contract/choices/lead-types.ts";
import {
  LEADS_COUNT_CAP,
  type LeadRow,
  type LeadsPage,
  type StaffMemberOption,
} from "../../../contract/staff/leads.ts";
import type { Widget } from "../../kits/core/widget.ts";
import { dateRange, memberOptions, select } from "../../kits/console-kit/list-filters.tsx";
import { resultsPage } from "../../kits/console-kit/list-paging.ts";
import { type ListConfig, ListScreen } from "../../kits/console-kit/list-screen.tsx";
import { staffRequest } from "../../kits/console-kit/staff-api.ts";
import consoleCss from "../../kits/console-kit/styles.css?inline";
import uiCss from "../../kits/ui-kit/styles.css?inline";
import { useFetchState } from "../../kits/ui-kit/use-fetch-state.ts";
import { LEAD_COLUMNS } from "./columns.tsx";
import ownCss from "./styles.css?inline";

const CONFIG: ListConfig<LeadRow, LeadsPage> = {
  noun: { one: "lead", many: "leads" },
  path: "/reactapp/staff/leads/",
  keys: ["type", "status", "assignee", "partner", "from", "to", "q", "sort", "page"],
  filterLabel: "Filter leads",
  columns: LEAD_COLUMNS,
  defaultSort: "-received",
  read: resultsPage,
  paging: "pages",
  countCap: LEADS_COUNT_CAP,
  csv: "/reactapp/staff/leads.csv",
  empty: {
    filtered: "No leads match these filters.",
    none: "No leads yet: they appear here as visitors send them.",
  },
};

export function StaffLeads() {
  const members = useFetchState(() => staffRequest<StaffMemberOption[]>("/reactapp/staff/members/"), []);
  return (
    <ListScreen
      config={CONFIG}
      filters={[
        { type: "search", key: "q", label: "Search", placeholder: "Name, e-mail, company, reference, message" },
        select("type", "Type", [{ value: "", label: "All types" }, ...leadTypes]),
        select("status", "Status", [
          { value: "", label: "All statuses" },
          ...leadStatuses,
          { value: "pending_moderation", label: "Pending moderation" },
        ]),
        select("assignee", "Assignee", [
          { value: "", label: "Anyone" },
          { value: "me", label: "Mine" },
          { value: "none", label: "Nobody" },
          ...memberOptions(members.state === "ready" ? members.value : []),
        ]),
        { type: "text", key: "partner", label: "Partner" },
        ...dateRange("Received"),
      ]}
    />
  );
}

export default { component: StaffLeads, css: uiCss + consoleCss + ownCss } satisfies Widget;
