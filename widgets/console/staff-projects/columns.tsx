// The desk list's columns: the project (a link to its screen) with its demo mark, where, the bid date,
// the publication as a badge, and whether it is closed.
import { projectPublications } from "../../../contract/choices/project-publications.ts";
import type { DeskProjectRow } from "../../../contract/staff/project-desk.ts";
import type { ListColumn } from "../../kits/console-kit/list-screen.tsx";

const BADGE: Record<string, string> = {
  published: "badge badge--good",
  unpublished: "badge badge--bad",
  draft: "badge",
};
const label = (value: string) => projectPublications.find((p) => p.value === value)?.label ?? value;

export const PROJECT_COLUMNS: Array<ListColumn<DeskProjectRow>> = [
  {
    key: "name",
    label: "Project",
    cell: (row) => (
      <>
        <a href={`/staff/project/?id=${row.id}`}>{row.name}</a>
        {row.demo && <span className="badge demo-mark">demo</span>}
        {row.external_id && <small className="muted"> {row.external_id}</small>}
      </>
    ),
  },
  { key: "company", label: "Company" },
  { key: "where", label: "Location", cell: (row) => `${row.city}, ${row.state}` },
  { key: "bid_date", label: "Bid date", numeric: true },
  {
    key: "publication",
    label: "Publication",
    cell: (row) => <span className={BADGE[row.publication]}>{label(row.publication)}</span>,
  },
  { key: "closed", label: "Bidding", cell: (row) => (row.closed_at ? "Closed" : "Open") },
];
