// A console list's filters, in a search landmark: a search box that asks once typing pauses (the URL's
// entry is replaced, not added, per pause), selects and dates that ask at once, and text that asks when
// left or on Enter (a partner's origin, an entity). Each control is `filter-<key>`, and a value the
// server refuses is explained beside it.
import { type ReactNode, useEffect, useState } from "react";
import { described, FieldError } from "./field-error.tsx";
import type { View } from "./list-view.ts";

const SEARCH_DELAY_MS = 350;

export type Option = { value: string; label: string };
export type Filter = { key: string; label: string } & (
  | { type: "search"; placeholder?: string; maxLength?: number }
  | { type: "select"; options: ReadonlyArray<Option> }
  | {
      type: "text";
      placeholder?: string;
      /** Values offered as the field is typed in (a datalist); others can still be typed. */
      suggestions?: readonly string[];
      /** How the value is written into the view; trimmed by default. */
      normalize?: (value: string) => string;
    }
  | { type: "date" }
);

/** Staff members as options (an assignee, who made a change), by id. */
export const memberOptions = (members: ReadonlyArray<{ id: number; username: string }>): Option[] =>
  members.map((member) => ({ value: String(member.id), label: member.username }));

export const select = (key: string, label: string, options: ReadonlyArray<Option>): Filter => ({
  type: "select",
  key,
  label,
  options,
});

/** Two date filters, "<label> from" and "<label> to", under `from` and `to`. */
export const dateRange = (label: string): Filter[] => [
  { type: "date", key: "from", label: `${label} from` },
  { type: "date", key: "to", label: `${label} to` },
];

type Update = (change: Partial<View>, options?: { replace?: boolean }) => void;
type Props = {
  label: string;
  filters: Filter[];
  view: View;
  errors: Record<string, string[] | undefined>;
  update: Update;
};

function Search({
  filter,
  value,
  update,
  aria,
}: {
  filter: Filter & { type: "search" };
  value: string;
  update: Update;
  aria: object;
}) {
  const [typed, setTyped] = useState(value);
  // Back or a cleared filter changes the view: the box follows.
  useEffect(() => setTyped(value), [value]);
  useEffect(() => {
    if (typed.trim() === value) return;
    const timer = setTimeout(() => update({ [filter.key]: typed.trim() }, { replace: true }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  return (
    <input
      id={`filter-${filter.key}`}
      type="search"
      value={typed}
      placeholder={filter.placeholder}
      maxLength={filter.maxLength}
      {...aria}
      onChange={(event) => setTyped(event.currentTarget.value)}
    />
  );
}

function control(filter: Filter, value: string, update: Update, aria: object): ReactNode {
  const id = `filter-${filter.key}`;
  const set = (next: string) => update({ [filter.key]: next });
  switch (filter.type) {
    case "search":
      return <Search filter={filter} value={value} update={update} aria={aria} />;
    case "select":
      return (
        <select id={id} value={value} {...aria} onChange={(event) => set(event.currentTarget.value)}>
          {filter.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      );
    case "date":
      return <input id={id} type="date" value={value} {...aria} onChange={(event) => set(event.currentTarget.value)} />;
    case "text": {
      const commit = (typed: string) => {
        const next = (filter.normalize ?? ((text: string) => text.trim()))(typed);
        if (next !== value) set(next);
      };
      return (
        <>
          <input
            id={id}
            type="text"
            // Uncontrolled, so typing asks nothing; a new view (Back, Clear filters) puts its value back.
            defaultValue={value}
            key={value}
            placeholder={filter.placeholder}
            list={filter.suggestions && `${id}-suggestions`}
            {...aria}
            onBlur={(event) => commit(event.currentTarget.value)}
            onKeyDown={(event) => event.key === "Enter" && commit(event.currentTarget.value)}
          />
          {filter.suggestions && (
            <datalist id={`${id}-suggestions`}>
              {filter.suggestions.map((suggestion) => (
                <option key={suggestion} value={suggestion} />
              ))}
            </datalist>
          )}
        </>
      );
    }
  }
}

export function ListFilters({ label, filters, view, errors, update }: Props) {
  return (
    <form className="toolbar" role="search" aria-label={label} onSubmit={(event) => event.preventDefault()}>
      {filters.map((filter) => {
        const errorId = `filter-${filter.key}-error`;
        return (
          <div key={filter.key} className={filter.type === "search" ? "field field--wide" : "field"}>
            <label htmlFor={`filter-${filter.key}`}>{filter.label}</label>
            {control(filter, view[filter.key] ?? "", update, described(errorId, errors[filter.key]))}
            <FieldError id={errorId} message={errors[filter.key]} />
          </div>
        );
      })}
    </form>
  );
}
