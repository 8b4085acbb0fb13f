// What a customer names themselves on their profile and user card: the audiences of the site (the legacy
// card showed "General contractor"). The stored value is the label, as the accounts table has kept it
// since registration; never rename one in use, add a new entry instead.
export const customerRoles = [
  { value: "General contractor", label: "General contractor" },
  { value: "Subcontractor", label: "Subcontractor" },
  { value: "Remodeling contractor", label: "Remodeling contractor" },
  { value: "Material supplier", label: "Material supplier" },
  { value: "Architect", label: "Architect" },
  { value: "Homeowner", label: "Homeowner" },
  { value: "Designer", label: "Designer" },
  { value: "Developer", label: "Developer" },
] as const;

export type CustomerRole = (typeof customerRoles)[number]["value"];
