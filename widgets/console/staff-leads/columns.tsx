// The inbox's columns, and which of them sort the list (received either way, newest first by default;
// name, status, type A to Z). E-mails, partners and pages break anywhere: ten columns fit 1280 px.
import { leadTypeLabel } from "../../../contract/choices/lead-types.ts";
import type { LeadRow } from "../../../contract/staff/leads.ts";
import type { ListColumn } from "../../kits/console-kit/list-screen.tsx";
import { formatTime, PartnerName, StatusBadge } from "../../kits/lead-kit/lead-format.tsx";

export const LEAD_COLUMNS: Array<ListColumn<LeadRow>> = [
  {
    key: "received",
    label: "Received",
    sortBy: { asc: "received", desc: "-received" },
    cell: (row) => <time dateTime={row.received}>{formatTime(row.received)}</time>,
  },
  { key: "type", label: "Type", sortBy: { asc: "type" }, cell: (row) => leadTypeLabel(row.type) },
  {
    key: "name",
    label: "Name",
    sortBy: { asc: "name" },
    cell: (row) => <a href={`/staff/lead/?id=${row.id}`}>{row.name || "(no name)"}</a>,
  },
  { key: "company", label: "Company" },
  { key: "email", label: "E-mail", breakAnywhere: true },
  { key: "reference", label: "Reference", cell: (row) => <span className="nowrap">{row.reference}</span> },
  { key: "status", label: "Status", sortBy: { asc: "status" }, cell: (row) => <StatusBadge status={row.status} /> },
  { key: "assignee", label: "Assignee", cell: (row) => row.assignee ?? "—" },
  {
    key: "partner",
    label: "Partner",
    breakAnywhere: true,
    cell: (row) => <PartnerName partner={row.partner} known={row.partner_known} unlistedOrigin={row.unlisted_origin} />,
  },
  { key: "source_page", label: "Source page", breakAnywhere: true },
];
