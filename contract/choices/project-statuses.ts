// Whether a project's owner solicits bids: the values stored with each project and accepted by the
// board's status filter, and the words the board and the detail show for them.
export const projectStatuses = [
  { value: "solicited", label: "Solicited" },
  { value: "unsolicited", label: "Unsolicited" },
  // Stored as the legacy "none": the owner has said neither; "None" read as "no project".
  { value: "none", label: "Not stated" },
] as const;

export type ProjectStatus = (typeof projectStatuses)[number]["value"];
