// The board's address (/Projects/?keyword=school&division=03&tab=favorites) as a saved search keeps it,
// and a name made from its filters. The server keeps the filters it knows and drops the view (tab, sort,
// page: contract/account/reminders.ts), so their list is not imported here: shared with the board, it
// would become a chunk of its own, one more file and 94 B more for the board (scripts/lib/widget-sizes.js).

/** The parameters of `search` (a URL's query string) that have a value, in the order they came. */
export function boardQuery(search: string): string {
  const kept = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(search)) if (value.trim()) kept.append(name, value.trim());
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
