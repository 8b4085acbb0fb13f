// The orders list's filters: status, placed between two dates, test orders shown, hidden or alone, and a
// search over the customer's name and e-mail and the order number that asks once typing pauses.
import { useEffect, useState } from "react";
import { orderStatuses } from "../../contract/choices/order-statuses.ts";
import { described, FieldError } from "../console-kit/field-error.tsx";
import type { View } from "./view.ts";

const SEARCH_DELAY_MS = 350;

type Props = {
  view: View;
  errors: Record<string, string[] | undefined>;
  update: (change: Partial<View>, options?: { replace?: boolean }) => void;
};

export function Filters({ view, errors, update }: Props) {
  const [q, setQ] = useState(view.q);
  useEffect(() => setQ(view.q), [view.q]);
  useEffect(() => {
    if (q.trim() === view.q) return;
    const timer = setTimeout(() => update({ q: q.trim() }, { replace: true }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [q]);

  const select = (key: "status" | "test", label: string, options: Array<{ value: string; label: string }>) => (
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
  const day = (key: "from" | "to", label: string) => (
    <div className="field">
      <label htmlFor={`filter-${key}`}>{label}</label>
      <input
        id={`filter-${key}`}
        type="date"
        value={view[key]}
        {...described(`filter-${key}-error`, errors[key])}
        onChange={(event) => update({ [key]: event.currentTarget.value })}
      />
      <FieldError id={`filter-${key}-error`} message={errors[key]} />
    </div>
  );

  return (
    <form className="toolbar" role="search" aria-label="Filter orders" onSubmit={(event) => event.preventDefault()}>
      <div className="field field--wide">
        <label htmlFor="filter-q">Customer</label>
        <input
          id="filter-q"
          type="search"
          value={q}
          placeholder="Name, e-mail or order number"
          {...described("filter-q-error", errors.q)}
          onChange={(event) => setQ(event.currentTarget.value)}
        />
        <FieldError id="filter-q-error" message={errors.q} />
      </div>
      {select("status", "Status", [{ value: "", label: "All statuses" }, ...orderStatuses])}
      {day("from", "Placed from")}
      {day("to", "Placed to")}
      {select("test", "Test orders", [
        { value: "", label: "Shown" },
        { value: "hide", label: "Hidden" },
        { value: "only", label: "Only test orders" },
      ])}
    </form>
  );
}
