// The board's filters in its address (/Projects/?keyword=school&division=03&tab=favorites&page=2) as a
// saved search keeps them: the filters only, not the view (tab, sort, page), and a name made from them.
import { LIST_FILTERS, TEXT_FILTERS } from "../../contract/schemas/project-filters.ts";

const FILTERS: readonly string[] = [...TEXT_FILTERS, ...LIST_FILTERS];

/** The filters of `search` (a URL's query string) with a value, in the order they came. */
export function filterQuery(search: string): string {
  const kept = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(search)) {
    if (FILTERS.includes(name) && value.trim()) kept.append(name, value.trim());
  }
  return kept.toString();
}

const NAME_MAX = 80;

/** A name for the search, from its filters: "“school” in Austin, TX · Division 03". */
export function suggestName(query: string): string {
  const params = new URLSearchParams(query);
  const get = (name: string) => params.get(name) ?? "";
  const divisions = params.getAll("division");
  const amount = [get("amount_min"), get("amount_max")];
  const bids = [get("bid_date_from"), get("bid_date_to")];
  const parts = [
    [get("keyword") && `“${get("keyword")}”`, get("location") && `in ${get("location")}`].filter(Boolean).join(" "),
    get("status"),
    divisions.length ? `Division ${divisions.join(", ")}` : "",
    amount.some(Boolean) ? `$${amount[0] || "0"}–${amount[1] ? `$${amount[1]}` : "any"}` : "",
    bids.some(Boolean) ? `bids ${bids[0] || "…"} to ${bids[1] || "…"}` : "",
  ].filter(Boolean);
  const name = parts.join(" · ") || "All new projects";
  return name.length > NAME_MAX ? `${name.slice(0, NAME_MAX - 1)}…` : name;
}
