// Where a project's bidding stands: the values stored with each project and the words the detail shows.
export const bidPhases = [
  { value: "design", label: "In design" },
  { value: "pre_bid", label: "Before bidding" },
  { value: "bidding", label: "Open for bids" },
  { value: "bid_results", label: "Bids opened, results pending" },
  { value: "awarded", label: "Contract awarded" },
] as const;

export type BidPhase = (typeof bidPhases)[number]["value"];
