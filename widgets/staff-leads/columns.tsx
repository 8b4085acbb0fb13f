// The inbox's columns, and which of them sort the list (received either way; name, status, type A to Z).
import { leadTypeLabel } from "../../contract/choices/lead-types.ts";
import type { LeadRow } from "../../contract/staff/leads.ts";
import type { Column } from "../console-kit/data-table.tsx";
import { formatTime, PartnerName, StatusBadge } from "../lead-kit/lead-format.tsx";

const SORTABLE: Record<string, { asc: string; desc?: string }> = {
  received: { asc: "received", desc: "-received" },
  name: { asc: "name" },
  status: { asc: "status" },
  type: { asc: "type" },
};

export function leadColumns(sort: string, setSort: (sort: string) => void): Array<Column<LeadRow>> {
  const current = sort || "-received";
  const sortable = (key: string): Column<LeadRow>["sort"] => {
    const { asc, desc } = SORTABLE[key]!;
    const state = current === asc ? "ascending" : current === desc ? "descending" : "none";
    // Received starts newest first; a second click turns it around.
    const next = desc ? (state === "descending" ? asc : desc) : asc;
    return { state, onSort: () => setSort(next === "-received" ? "" : next) };
  };
  return [
    {
      key: "received",
      label: "Received",
      sort: sortable("received"),
      cell: (row) => <time dateTime={row.received}>{formatTime(row.received)}</time>,
    },
    { key: "type", label: "Type", sort: sortable("type"), cell: (row) => leadTypeLabel(row.type) },
    {
      key: "name",
      label: "Name",
      sort: sortable("name"),
      cell: (row) => <a href={`/staff/lead/?id=${row.id}`}>{row.name || "(no name)"}</a>,
    },
    { key: "company", label: "Company" },
    { key: "email", label: "E-mail" },
    { key: "reference", label: "Reference", cell: (row) => <span className="nowrap">{row.reference}</span> },
    { key: "status", label: "Status", sort: sortable("status"), cell: (row) => <StatusBadge status={row.status} /> },
    { key: "assignee", label: "Assignee", cell: (row) => row.assignee ?? "—" },
    {
      key: "partner",
      label: "Partner",
      cell: (row) => <PartnerName partner={row.partner} known={row.partner_known} />,
    },
    { key: "source_page", label: "Source page" },
  ];
}
