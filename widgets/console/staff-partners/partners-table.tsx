// The partners as a table: who they are, whom to call, the origins their pages send from, and the leads
// they sent this month; admins get the changes.
import type { Partner } from "../../../contract/staff/partners.ts";
import { type Column, DataTable } from "../../kits/console-kit/data-table.tsx";

export type PartnerAction = "edit" | "origins" | "remove";

/** Each change's button: its text, and the name that says which partner it is for. */
const ACTIONS: Array<{ action: PartnerAction; label: string; name: (p: Partner) => string }> = [
  { action: "edit", label: "Edit", name: (p) => `Edit ${p.name}` },
  { action: "origins", label: "Origins", name: (p) => `Origins of ${p.name}` },
  { action: "remove", label: "Remove", name: (p) => `Remove ${p.name}` },
];

export function PartnersTable({
  partners,
  canChange,
  onAction,
}: {
  partners: Partner[];
  canChange: boolean;
  onAction: (action: PartnerAction, partner: Partner) => void;
}) {
  const columns: Array<Column<Partner>> = [
    {
      key: "name",
      label: "Partner",
      cell: (p) => (
        <>
          <strong>{p.name}</strong>
          <br />
          <code>{p.id}</code>
        </>
      ),
    },
    {
      key: "contact",
      label: "Contact",
      cell: (p) => (
        <>
          {p.contact_name}
          {p.contact_email && (
            <>
              <br />
              <a href={`mailto:${p.contact_email}`}>{p.contact_email}</a>
            </>
          )}
        </>
      ),
    },
    {
      key: "origins",
      label: "Allowed origins",
      cell: (p) =>
        p.origins.length ? (
          <ul className="origins">
            {p.origins.map((origin) => (
              <li key={origin}>
                <code>{origin}</code>
              </li>
            ))}
          </ul>
        ) : (
          <span className="muted">None yet</span>
        ),
    },
    { key: "leads_this_month", label: "Leads this month", numeric: true },
  ];
  if (canChange)
    columns.push({
      key: "actions",
      label: "Changes",
      cell: (p) => (
        <div className="row-actions">
          {ACTIONS.map(({ action, label, name }) => (
            <button
              key={action}
              type="button"
              className="button secondary button--small"
              aria-label={name(p)}
              onClick={() => onAction(action, p)}
            >
              {label}
            </button>
          ))}
        </div>
      ),
    });
  return <DataTable caption="Partners" columns={columns} rows={partners} rowKey={(p) => p.id} />;
}
