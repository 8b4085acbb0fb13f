// Where a lead stands in the sales team's work, and the moves between: new → contacted → quoted →
// won | lost, spam (with a reason) from any, and reopening a closed lead (won, lost, spam) to new or
// contacted. Blog replies wait in "pending_moderation" until the Replies screen decides; they are no
// workflow status, so no move starts there.
export const leadStatuses = [
  { value: "new", label: "New", tone: "neutral" },
  { value: "contacted", label: "Contacted", tone: "neutral" },
  { value: "quoted", label: "Quoted", tone: "neutral" },
  { value: "won", label: "Won", tone: "good" },
  { value: "lost", label: "Lost", tone: "bad" },
  { value: "spam", label: "Spam", tone: "bad" },
] as const;

export type LeadStatus = (typeof leadStatuses)[number]["value"];

export const LEAD_STATUS_VALUES = leadStatuses.map((status) => status.value) as LeadStatus[];

const CLOSED: readonly string[] = ["won", "lost", "spam"];

/** The statuses a lead may move to from `from`, in the order the console offers them. */
export const LEAD_MOVES: Record<LeadStatus, LeadStatus[]> = {
  new: ["contacted", "spam"],
  contacted: ["quoted", "spam"],
  quoted: ["won", "lost", "spam"],
  won: ["contacted", "new", "spam"],
  lost: ["contacted", "new", "spam"],
  spam: ["contacted", "new"],
};

/** The moves a lead in `from` offers (none from a status outside the workflow). */
export const nextStatuses = (from: string): LeadStatus[] => LEAD_MOVES[from as LeadStatus] ?? [];

/** Whether moving from `from` to `to` reopens a closed lead (the audit log names it so). */
export const isReopening = (from: string, to: string) => CLOSED.includes(from) && !CLOSED.includes(to);

/** A status's words, or the stored value itself for one outside the workflow ("pending_moderation"). */
export const leadStatusLabel = (value: string) =>
  leadStatuses.find((status) => status.value === value)?.label ?? value.replace(/_/g, " ");
