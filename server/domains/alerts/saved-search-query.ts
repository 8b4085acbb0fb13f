// A saved search's filters: the board's URL query reduced to the filters the board knows
// (contract/schemas/project-filters.ts; the tab, sort and page are the view, not the search), checked by
// the board's own rules (ProjectQuerySchema), kept in one canonical order, and told in words for the
// Reminders page and the e-mails ("Keyword: school · Division: 03 Concrete").
import * as v from "valibot";
import { divisionName } from "../../../contract/choices/division-groups.ts";
import { projectStatuses } from "../../../contract/choices/project-statuses.ts";
import usStates from "../../../contract/choices/us-states.json" with { type: "json" };
import { LIST_FILTERS, TEXT_FILTERS } from "../../../contract/schemas/project-filters.ts";
import { CSI_DIVISIONS, ProjectQuerySchema, type ProjectQuery } from "../../../contract/schemas/projects.ts";

export type SavedFilters = { query: string; filters: ProjectQuery };

/** The message of the rule broken: a union's ("" or a number) is its last branch's, the one that explains. */
const messageOf = (issue: v.BaseIssue<unknown>): string =>
  issue.type === "union" && issue.issues?.length ? messageOf(issue.issues.at(-1)!) : issue.message;

/** The filters of `queryString`, or the messages of the board's rules it breaks. */
export function savedFilters(queryString: string): { filters: SavedFilters } | { problems: string[] } {
  const params = new URLSearchParams(queryString.replace(/^\?/, ""));
  const input: Record<string, string | string[]> = {};
  for (const name of TEXT_FILTERS) {
    const value = params.get(name);
    if (value !== null) input[name] = value;
  }
  for (const name of LIST_FILTERS) if (params.has(name)) input[name] = params.getAll(name);
  const parsed = v.safeParse(ProjectQuerySchema, input);
  if (!parsed.success) return { problems: [...new Set(parsed.issues.map(messageOf))] };
  const filters = parsed.output;
  const kept = new URLSearchParams();
  for (const name of TEXT_FILTERS) if (filters[name] !== "") kept.append(name, String(filters[name]));
  for (const division of [...new Set(filters.division)].sort()) kept.append("division", division);
  return { filters: { query: kept.toString(), filters } };
}

/** The filters of a query string this module wrote (a saved search's), for matching. */
export function filtersOf(query: string): ProjectQuery {
  const read = savedFilters(query);
  // A stored query passed these rules when it was saved; a rule made stricter since then leaves it matching nothing.
  return "filters" in read ? read.filters.filters : { ...v.parse(ProjectQuerySchema, {}), keyword: "\u0000" };
}

const dollars = (amount: number) =>
  amount.toLocaleString("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
const labelOf = (list: ReadonlyArray<{ value: string; label: string }>, value: string) =>
  list.find((item) => item.value === value)?.label ?? value;

/** The filters in words, joined by " · "; "All projects" when there are none. */
export function summaryOf(filters: ProjectQuery): string {
  const parts: string[] = [];
  if (filters.keyword) parts.push(`Keyword: ${filters.keyword}`);
  if (filters.location) {
    const state = usStates.find((s) => s.value === filters.location.toUpperCase());
    parts.push(state ? `State: ${state.label}` : `Location: ${filters.location}`);
  }
  const { bid_date_from: from, bid_date_to: to, amount_min: min, amount_max: max } = filters;
  if (from || to) parts.push(`Bid date: ${from && to ? `${from} to ${to}` : from ? `from ${from}` : `until ${to}`}`);
  if (min !== "" || max !== "")
    parts.push(
      `Amount: ${min !== "" && max !== "" ? `${dollars(min)} to ${dollars(max)}` : min !== "" ? `at least ${dollars(min)}` : `up to ${dollars(max as number)}`}`,
    );
  if (filters.status) parts.push(`Status: ${labelOf(projectStatuses, filters.status)}`);
  if (filters.division.length)
    parts.push(
      `Division: ${[...new Set(filters.division)]
        .sort()
        .map((code) => divisionName(CSI_DIVISIONS.find((d) => d.value === code)!))
        .join(", ")}`,
    );
  return parts.length ? parts.join(" · ") : "All projects";
}
