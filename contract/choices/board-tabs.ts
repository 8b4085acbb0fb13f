// The project board's tabs: the values of its `tab` parameter and the words on its buttons, in order.
export const boardTabs = [
  { value: "active", label: "Active" },
  { value: "past", label: "Past" },
  { value: "featured", label: "Featured" },
  { value: "favorites", label: "Favorites" },
] as const;

export type BoardTab = (typeof boardTabs)[number]["value"];
