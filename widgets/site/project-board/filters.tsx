// The filter panel: collapsible sections (all open at first, the visitor's choice remembered), each
// filter sent to the server as it changes, with the facet counts beside the choices.
import { type ReactNode, useRef, useState } from "react";
import { projectStatuses } from "../../../contract/choices/project-statuses.ts";
import type { Facets } from "../../../contract/schemas/projects.ts";
import { byGroup, divisionName } from "../../../contract/choices/division-groups.ts";
import { activeFilters, type BoardState, countText } from "./query.ts";

const SECTIONS_KEY = "qto-board-sections";

function useOpenSections() {
  const [open, setOpen] = useState<Record<string, boolean>>(() => {
    try {
      return JSON.parse(localStorage.getItem(SECTIONS_KEY) ?? "{}");
    } catch {
      return {};
    }
  });
  const toggle = (id: string, isOpen: boolean) => {
    if ((open[id] ?? true) === isOpen) return;
    const next = { ...open, [id]: isOpen };
    setOpen(next);
    try {
      localStorage.setItem(SECTIONS_KEY, JSON.stringify(next));
    } catch {
      // Not remembered, still works.
    }
  };
  return { open, toggle };
}

type Props = {
  view: BoardState;
  facets?: Facets;
  /** The API's messages for refused filters, by parameter name. */
  errors: Record<string, string[]>;
  update: (patch: Partial<BoardState>, options?: { push?: boolean }) => void;
  clear: () => void;
  filtered: boolean;
  /** The results' count, once known. */
  count?: number;
  /** Brings the results into view, focus on their heading. */
  showResults: () => void;
};

export function Filters({ view, facets, errors, update, clear, filtered, count: shown, showResults }: Props) {
  const sections = useOpenSections();
  const panel = useRef<HTMLDetailsElement>(null);
  const section = (id: string, title: string, children: ReactNode) => (
    <details
      className="filter"
      open={sections.open[id] ?? true}
      onToggle={(event) => sections.toggle(id, (event.currentTarget as HTMLDetailsElement).open)}
    >
      <summary>{title}</summary>
      <div className="filter-body">{children}</div>
    </details>
  );
  // Typing replaces the history entry instead of adding one per key.
  const typed = (name: keyof BoardState) => (event: { currentTarget: { value: string } }) =>
    update({ [name]: event.currentTarget.value }, { push: false });
  /** A typed filter with its label, and the API's message beside it when it refused the value. */
  const typedInput = (
    name: "bid_date_from" | "bid_date_to" | "amount_min" | "amount_max",
    label: string,
    type: string,
    placeholder?: string,
  ) => (
    <label>
      {label}
      <input
        type={type}
        min={type === "number" ? "0" : undefined}
        inputMode={type === "number" ? "numeric" : undefined}
        placeholder={placeholder}
        value={view[name]}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${name}-error` : undefined}
        onChange={typed(name)}
      />
      {errors[name] && (
        <span className="error" id={`${name}-error`}>
          {errors[name][0]}
        </span>
      )}
    </label>
  );
  const count = (n?: number) => (n === undefined ? "" : ` (${n})`);
  const statusCount = (value: string) => facets?.statuses.find((s) => s.value === value)?.count;
  const locations = facets?.locations ?? [];

  return (
    <aside className="filters" aria-label="Filters">
      {/* Below 900 px the filters open from this summary, so the first projects come on the first screen;
          from 900 px the summary is hidden and the panel always shown (styles.css). */}
      <details className="filters-panel" ref={panel}>
        <summary className="button">Filters ({activeFilters(view)} active)</summary>
        <div className="filters-head">
          <h3>Filters</h3>
          {filtered && (
            <button type="button" className="link" onClick={clear}>
              Clear all
            </button>
          )}
        </div>
        {section(
          "keyword",
          "Keyword",
          <input
            type="search"
            aria-label="Keyword: project, company or city"
            value={view.keyword}
            onChange={typed("keyword")}
          />,
        )}
        {section(
          "location",
          "Location",
          <select
            aria-label="Location"
            value={view.location}
            onChange={(e) => update({ location: e.currentTarget.value })}
          >
            <option value="">All locations</option>
            {view.location && !locations.some((l) => l.value === view.location) && (
              <option value={view.location}>{view.location}</option>
            )}
            {locations.map((l) => (
              <option key={l.value} value={l.value}>
                {l.label}
                {count(l.count)}
              </option>
            ))}
          </select>,
        )}
        {section(
          "bid-date",
          "Bid date",
          <div className="pair">
            {typedInput("bid_date_from", "From", "date")}
            {typedInput("bid_date_to", "To", "date")}
          </div>,
        )}
        {section(
          "amount",
          "Bid amount",
          <div className="pair">
            {typedInput("amount_min", "Minimum ($)", "number", "100")}
            {typedInput("amount_max", "Maximum ($)", "number", "5000000")}
          </div>,
        )}
        {section(
          "status",
          "Status",
          <fieldset>
            <legend className="visually-hidden">Status</legend>
            {[{ value: "", label: "Any status" }, ...projectStatuses].map(({ value, label }) => (
              <label className="choice" key={value}>
                <input
                  type="radio"
                  name="status"
                  value={value}
                  checked={view.status === value}
                  onChange={() => update({ status: value })}
                />
                {label}
                {value && count(statusCount(value))}
              </label>
            ))}
          </fieldset>,
        )}
        {section(
          "division",
          "Division",
          <div className="divisions">
            {byGroup(facets?.divisions ?? []).map((group) => (
              <fieldset key={group.value}>
                <legend>{group.label}</legend>
                {group.items.map((d) => (
                  <label className="choice" key={d.value}>
                    <input
                      type="checkbox"
                      value={d.value}
                      checked={view.division.includes(d.value)}
                      onChange={(e) =>
                        update({
                          division: e.currentTarget.checked
                            ? [...view.division, d.value]
                            : view.division.filter((code) => code !== d.value),
                        })
                      }
                    />
                    {divisionName(d)}
                    {count(d.count)}
                  </label>
                ))}
              </fieldset>
            ))}
          </div>,
        )}
        {/* Below 900 px the open panel is taller than the screen and the results update below it, out
            of sight: this bar stays at the screen's foot (position: sticky, styles.css), tells the count
            and closes the panel onto the results. Hidden from 900 px, where the results sit beside it. */}
        <div className="show-results">
          <button
            type="button"
            className="button"
            onClick={() => {
              panel.current!.open = false;
              showResults();
            }}
          >
            {shown === undefined ? "Show projects" : shown ? `Show ${countText(shown)}` : "No projects match"}
          </button>
        </div>
      </details>
    </aside>
  );
}
