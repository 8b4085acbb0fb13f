// The console's reply moderation: GET /reactapp/staff/replies/, POST …/<id>/approve/ and …/<id>/reject/.
import * as v from "valibot";
import { replyStatuses, type ReplyStatus } from "../choices/reply-statuses.ts";

const status = v.picklist(replyStatuses.map((s) => s.value));

export const StaffRepliesQuery = v.strictObject({
  status: v.optional(status, "pending_moderation"),
  before: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1))),
});

/**
 * A decision names the status the moderator saw (`from`): it applies only if the reply still has it,
 * so a second approval, or an approval racing a rejection, gets 409 instead of overwriting.
 */
export const ReplyDecisionBody = v.strictObject({
  from: v.optional(status, "pending_moderation"),
  reason: v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(500, "Ensure this field has no more than 500 characters.")),
    "",
  ),
});

export type StaffReply = {
  id: number;
  reference: string;
  name: string;
  email: string;
  message: string;
  article: { path: string; title: string };
  status: ReplyStatus;
  created_at: string;
  /** The last decision on it: who, when and (for a rejection) why. */
  decision: { by: string; at: string; reason: string } | null;
};

/** `next` is the `before` to ask for the following page, or null on the last one. */
export type StaffRepliesPage = { replies: StaffReply[]; next: number | null };
