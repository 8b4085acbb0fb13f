// A console list's filters, in a search landmark: boxes to type in (a search, a partner's origin, an
// entity) that ask once typing pauses, the URL's entry replaced rather than added per pause, and selects
// and dates that ask at once. Each control is `filter-<key>`, and a value the server refuses is
// explained beside it.
import { type ReactNode, useEffect, useState } from "react";
import { described, FieldError } from "./field-error.tsx";
import type { View } from "./list-view.ts";

const TYPING_PAUSE_MS = 350;

export type Option = { value: string; label: string };
type Typed = {
  placeholder?: string;
  maxLength?: number;
  /** Values offered as the box is typed in (a datalist); others can still be typed. */
  suggestions?: readonly string[];
  /** How the typed value is written into the view; trimmed by default. */
  normalize?: (value: string) => string;
};
export type Filter = { key: string; label: string } & (
  ({ type: "search" | "text" } & Typed) | { type: "select"; options: ReadonlyArray<Option> } | { type: "date" }
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

function TypedBox({
  filter,
  value,
  update,
  aria,
}: {
  filter: Filter & { type: "search" | "text" };
  value: string;
  update: Update;
  aria: object;
}) {
  const id = `filter-${filter.key}`;
  const normalize = filter.normalize ?? ((typed: string) => typed.trim());
  const [typed, setTyped] = useState(value);
  // Back or a cleared filter changes the view: the box follows.
  useEffect(() => setTyped(value), [value]);
  useEffect(() => {
    if (normalize(typed) === value) return;
    const timer = setTimeout(() => update({ [filter.key]: normalize(typed) }, { replace: true }), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  return (
    <>
      <input
        id={id}
        type={filter.type}
        value={typed}
        placeholder={filter.placeholder}
        maxLength={filter.maxLength}
        list={filter.suggestions && `${id}-suggestions`}
        {...aria}
        onChange={(event) => setTyped(event.currentTarget.value)}
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

function control(filter: Filter, value: string, update: Update, aria: object): ReactNode {
  const id = `filter-${filter.key}`;
  const set = (next: string) => update({ [filter.key]: next });
  switch (filter.type) {
    case "search":
    case "text":
      return <TypedBox filter={filter} value={value} update={update} aria={aria} />;
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
