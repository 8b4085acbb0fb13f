// Readers' replies: the leads of type "reply", the moderators' decisions on them (reply_moderation) and
// the approved ones under each article.
import type { Kysely } from "kysely";
import type { ReplyStatus } from "../../../contract/choices/reply-statuses.ts";
import type { PublishedReply } from "../../../contract/schemas/published-replies.ts";
import type { Db } from "../../infra/db/database.ts";
import type { Database } from "../../infra/db/schema.ts";

export type StoredReply = {
  id: number;
  reference: string;
  status: ReplyStatus;
  created_at: string;
  /** What the reader sent: article, name, email, message. */
  payload: { article?: string; name?: string; email?: string; message?: string };
  decision: { by: string; at: string; reason: string } | null;
};

export type Decision = { article: string; decision: ReplyStatus; reason: string; decidedBy: number };

export function repliesRepository(db: Db) {
  const select = (trx: Kysely<Database>) =>
    trx
      .selectFrom("leads")
      .leftJoin("reply_moderation", "reply_moderation.lead_id", "leads.id")
      .leftJoin("users", "users.id", "reply_moderation.decided_by")
      .select([
        "leads.id",
        "leads.reference",
        "leads.status",
        "leads.created_at",
        "leads.payload",
        "reply_moderation.reason",
        "reply_moderation.decided_at",
        "users.username as decided_by",
      ])
      .where("leads.type", "=", "reply");

  const toReply = (row: Awaited<ReturnType<ReturnType<typeof select>["executeTakeFirstOrThrow"]>>): StoredReply => ({
    id: Number(row.id),
    reference: row.reference,
    status: row.status as ReplyStatus,
    created_at: row.created_at,
    payload: JSON.parse(row.payload),
    decision: row.decided_at ? { by: row.decided_by ?? "", at: row.decided_at, reason: row.reason ?? "" } : null,
  });

  return {
    /** Replies with `status`, newest first, `limit` at a time: `before` is the last id of the previous page. */
    async list({ status, before, limit = 25 }: { status: ReplyStatus; before?: number; limit?: number }) {
      let query = select(db).where("leads.status", "=", status);
      if (before) query = query.where("leads.id", "<", before);
      const rows = await query
        .orderBy("leads.id", "desc")
        .limit(limit + 1)
        .execute();
      const replies = rows.slice(0, limit).map(toReply);
      return { replies, next: rows.length > limit ? replies.at(-1)!.id : null };
    },

    async byId(id: number, trx: Kysely<Database> = db): Promise<StoredReply | undefined> {
      const row = await select(trx).where("leads.id", "=", id).executeTakeFirst();
      return row && toReply(row);
    },

    /**
     * Moves the reply from `from` to the decision's status if it still has `from` (compare-and-set:
     * false when another decision came first), and keeps who decided and why.
     */
    async decide(trx: Kysely<Database>, id: number, from: ReplyStatus, decision: Decision): Promise<boolean> {
      const result = await trx
        .updateTable("leads")
        .set({ status: decision.decision })
        .where("id", "=", id)
        .where("type", "=", "reply")
        .where("status", "=", from)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return false;
      const values = {
        article: decision.article,
        decision: decision.decision,
        reason: decision.reason,
        decided_by: decision.decidedBy,
        decided_at: new Date().toISOString(),
      };
      await trx
        .insertInto("reply_moderation")
        .values({ lead_id: id, ...values })
        .onConflict((oc) => oc.column("lead_id").doUpdateSet(values))
        .execute();
      return true;
    },

    /** The approved replies under one article, oldest first, as the public sees them. */
    async published(article: string): Promise<PublishedReply[]> {
      const rows = await db
        .selectFrom("reply_moderation")
        .innerJoin("leads", "leads.id", "reply_moderation.lead_id")
        .select(["leads.payload", "leads.created_at"])
        .where("reply_moderation.article", "=", article)
        .where("reply_moderation.decision", "=", "approved")
        .where("leads.status", "=", "approved")
        .orderBy("leads.id")
        .execute();
      return rows.map((row) => {
        const { name, message } = JSON.parse(row.payload) as StoredReply["payload"];
        return { name: String(name ?? ""), message: String(message ?? ""), date: row.created_at };
      });
    },
  };
}

export type RepliesRepository = ReturnType<typeof repliesRepository>;
