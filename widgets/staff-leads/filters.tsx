// The inbox's filters: type, status, assignee ("Mine", nobody, a member), partner, received between two
// dates, and a search over name, e-mail, company, reference and message that asks once typing pauses.
import { useEffect, useState } from "react";
import { leadStatuses } from "../../contract/choices/lead-statuses.ts";
import { leadTypes } from "../../contract/choices/lead-types.ts";
import type { StaffMemberOption } from "../../contract/staff/leads.ts";
import { described, FieldError } from "../console-kit/field-error.tsx";
import type { View } from "./view.ts";

const SEARCH_DELAY_MS = 350;

type Props = {
  view: View;
  members: StaffMemberOption[];
  errors: Record<string, string[] | undefined>;
  update: (change: Partial<View>, options?: { replace?: boolean }) => void;
};

export function Filters({ view, members, errors, update }: Props) {
  const [q, setQ] = useState(view.q);
  // Back or a cleared filter changes the view's q: the box follows.
  useEffect(() => setQ(view.q), [view.q]);
  useEffect(() => {
    if (q.trim() === view.q) return;
    const timer = setTimeout(() => update({ q: q.trim() }, { replace: true }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [q]);

  const select = (key: keyof View, label: string, options: Array<{ value: string; label: string }>) => (
    <div className="field">
      <label htmlFor={`filter-${key}`}>{label}</label>
      <select
        id={`filter-${key}`}
        value={view[key]}
        {...described(`filter-${key}-error`, errors[key])}
        onChange={(event) => update({ [key]: event.currentTarget.value })}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={`filter-${key}-error`} message={errors[key]} />
    </div>
  );
  const input = (key: "partner" | "from" | "to", label: string, type: "text" | "date") => (
    <div className="field">
      <label htmlFor={`filter-${key}`}>{label}</label>
      <input
        id={`filter-${key}`}
        type={type}
        defaultValue={view[key]}
        key={view[key]}
        {...described(`filter-${key}-error`, errors[key])}
        onChange={(event) => type === "date" && update({ [key]: event.currentTarget.value })}
        onBlur={(event) =>
          event.currentTarget.value.trim() !== view[key] && update({ [key]: event.currentTarget.value.trim() })
        }
        onKeyDown={(event) => event.key === "Enter" && update({ [key]: event.currentTarget.value.trim() })}
      />
      <FieldError id={`filter-${key}-error`} message={errors[key]} />
    </div>
  );

  return (
    <form className="toolbar" role="search" aria-label="Filter leads" onSubmit={(event) => event.preventDefault()}>
      <div className="field field--wide">
        <label htmlFor="filter-q">Search</label>
        <input
          id="filter-q"
          type="search"
          value={q}
          placeholder="Name, e-mail, company, reference, message"
          {...described("filter-q-error", errors.q)}
          onChange={(event) => setQ(event.currentTarget.value)}
        />
        <FieldError id="filter-q-error" message={errors.q} />
      </div>
      {select("type", "Type", [{ value: "", label: "All types" }, ...leadTypes])}
      {select("status", "Status", [
        { value: "", label: "All statuses" },
        ...leadStatuses,
        { value: "pending_moderation", label: "Pending moderation" },
      ])}
      {select("assignee", "Assignee", [
        { value: "", label: "Anyone" },
        { value: "me", label: "Mine" },
        { value: "none", label: "Nobody" },
        ...members.map((member) => ({ value: String(member.id), label: member.username })),
      ])}
      {input("partner", "Partner", "text")}
      {input("from", "Received from", "date")}
      {input("to", "Received to", "date")}
    </form>
  );
}
