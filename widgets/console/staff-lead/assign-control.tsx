// Who has the lead: a staff member from the team's list, or nobody; "Assign to me" in one step.
import { useEffect, useState } from "react";
import type { LeadDetail, StaffMemberOption } from "../../../contract/staff/leads.ts";
import type { Change } from "../../kits/console-kit/record-change.ts";
import { described, FieldError } from "../../kits/console-kit/field-error.tsx";

type Props = { lead: LeadDetail; members: StaffMemberOption[]; meId?: number; change: Change };

export function AssignControl({ lead, members, meId, change }: Props) {
  const current = lead.assignee ? String(lead.assignee.id) : "";
  const [chosen, setChosen] = useState(current);
  useEffect(() => setChosen(current), [current]);
  const assign = (value: string) => change.send("assign", { assignee_id: value ? Number(value) : null });
  const error = change.fieldErrors.assignee_id?.[0];

  return (
    <section className="panel" aria-labelledby="assign-heading">
      <h2 id="assign-heading">Assignee</h2>
      <p>{lead.assignee ? `Assigned to ${lead.assignee.username}.` : "Nobody has this lead yet."}</p>
      <form
        className="inline-form"
        onSubmit={(event) => {
          event.preventDefault();
          void assign(chosen);
        }}
      >
        <div className="field">
          <label htmlFor="assignee">Assign to</label>
          <select
            id="assignee"
            value={chosen}
            {...described("assignee-error", error)}
            onChange={(event) => setChosen(event.currentTarget.value)}
          >
            <option value="">Nobody</option>
            {members.map((member) => (
              <option key={member.id} value={member.id}>
                {member.username}
              </option>
            ))}
          </select>
          <FieldError id="assignee-error" message={error} />
        </div>
        <div className="actions">
          <button type="submit" className="button secondary" disabled={change.busy || chosen === current}>
            Save assignee
          </button>
          {meId !== undefined && lead.assignee?.id !== meId && (
            <button
              type="button"
              className="button secondary"
              disabled={change.busy}
              onClick={() => void assign(String(meId))}
            >
              Assign to me
            </button>
          )}
        </div>
      </form>
      {change.message && !error && (
        <p className="notice notice--error" role="alert">
          {change.message}
        </p>
      )}
    </section>
  );
}
