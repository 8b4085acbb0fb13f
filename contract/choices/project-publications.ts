// Where a project stands on the desk: a draft is seen by staff only until it is published; an
// unpublished project is withdrawn (its public page answers "not found"). Only published ones are public.
export const projectPublications = [
  { value: "draft", label: "Draft" },
  { value: "published", label: "Published" },
  { value: "unpublished", label: "Unpublished" },
] as const;

export type ProjectPublication = (typeof projectPublications)[number]["value"];
