// Where a reader's reply stands: held for an editor (the status the reply form stores), published
// under its article, or turned down. The console's filter lists them in this order.
export const replyStatuses = [
  { value: "pending_moderation", label: "Pending" },
  { value: "approved", label: "Approved" },
  { value: "rejected", label: "Rejected" },
] as const;

export type ReplyStatus = (typeof replyStatuses)[number]["value"];

/** The decisions a moderator takes, the status each leads to and the statuses it may start from. */
export const REPLY_DECISIONS = {
  approve: { to: "approved", from: ["pending_moderation", "rejected"] },
  reject: { to: "rejected", from: ["pending_moderation", "approved"] },
} as const satisfies Record<string, { to: ReplyStatus; from: readonly ReplyStatus[] }>;

export type ReplyDecision = keyof typeof REPLY_DECISIONS;
