// The orders the project board can list projects in: the values of its `sort` parameter and the words
// of its "Sort by" menu, in the menu's order (a leading "-" reverses an order).
export const projectSorts = [
  { value: "bid_date", label: "Bid date, soonest first" },
  { value: "-bid_date", label: "Bid date, latest first" },
  { value: "title", label: "Title, A to Z" },
  { value: "-title", label: "Title, Z to A" },
  { value: "-amount", label: "Amount, highest first" },
  { value: "amount", label: "Amount, lowest first" },
] as const;

export type ProjectSort = (typeof projectSorts)[number]["value"];
