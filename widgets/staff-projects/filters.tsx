// The desk list's filters: publication, demo or real, a search over name, company, city and external
// id (asked once typing pauses), and the sort.
import { useEffect, useState } from "react";
import { projectPublications } from "../../contract/choices/project-publications.ts";
import { deskSorts } from "../../contract/staff/project-desk.ts";
import type { View } from "./view.ts";

const SEARCH_DELAY_MS = 350;

type Props = { view: View; update: (change: Partial<View>, options?: { replace?: boolean }) => void };

export function Filters({ view, update }: Props) {
  const [q, setQ] = useState(view.q);
  useEffect(() => setQ(view.q), [view.q]);
  useEffect(() => {
    if (q.trim() === view.q) return;
    const timer = setTimeout(() => update({ q: q.trim() }, { replace: true }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [q]);

  const select = (key: keyof View, label: string, options: ReadonlyArray<{ value: string; label: string }>) => (
    <div className="field">
      <label htmlFor={`filter-${key}`}>{label}</label>
      <select id={`filter-${key}`} value={view[key]} onChange={(event) => update({ [key]: event.currentTarget.value })}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <form className="toolbar" role="search" aria-label="Filter projects" onSubmit={(event) => event.preventDefault()}>
      <div className="field field--wide">
        <label htmlFor="filter-q">Search</label>
        <input
          id="filter-q"
          type="search"
          value={q}
          maxLength={100}
          placeholder="Name, company, city, external id"
          onChange={(event) => setQ(event.currentTarget.value)}
        />
      </div>
      {select("publication", "Publication", [{ value: "", label: "Any" }, ...projectPublications])}
      {select("demo", "Demo", [
        { value: "", label: "All projects" },
        { value: "0", label: "Real projects" },
        { value: "1", label: "Demo projects" },
      ])}
      {select("sort", "Sort", [{ value: "", label: deskSorts[0].label }, ...deskSorts.slice(1)])}
    </form>
  );
}
