// The console's reply moderation: GET /reactapp/staff/replies/?status=…, and POST …/<id>/approve/ or
// …/<id>/reject/ (with an optional reason). A decision applies only if the reply still has the status
// the moderator saw; otherwise 409 with where it stands now.
import type { FastifyInstance } from "fastify";
import * as v from "valibot";
import { REPLY_DECISIONS, type ReplyDecision } from "../../../../contract/choices/reply-statuses.ts";
import { ReplyDecisionBody, StaffRepliesQuery, type StaffReply } from "../../../../contract/staff/replies.ts";
import { parseOr400 } from "../../../infra/http/validate.ts";
import type { Articles } from "../articles.ts";
import type { StoredReply } from "../replies-repository.ts";

const Id = v.object({ id: v.pipe(v.string(), v.regex(/^\d{1,12}$/), v.toNumber()) });
const NOT_FOUND = { detail: "No such reply." };
const LABELS: Record<string, string> = { pending_moderation: "pending", approved: "approved", rejected: "rejected" };
const conflict = (status: string | undefined) => ({
  detail: `This reply is ${LABELS[status ?? ""] ?? "changed"} already: reload to see where it stands.`,
  status,
});

export async function staffRepliesRoutes(app: FastifyInstance, { articles }: { articles: Articles }) {
  const replies = app.replies;
  const toWire = ({ payload, ...reply }: StoredReply): StaffReply => {
    const article = String(payload.article ?? "");
    return {
      ...reply,
      name: String(payload.name ?? ""),
      email: String(payload.email ?? ""),
      message: String(payload.message ?? ""),
      article: { path: article, title: articles.title(article) },
    };
  };

  app.get("/reactapp/staff/replies/", app.consoleAction("replies.read"), async (request, reply) => {
    const query = parseOr400(StaffRepliesQuery, request.query, reply);
    if (!query) return reply;
    const page = await replies.list(query);
    return { replies: page.replies.map(toWire), next: page.next };
  });

  for (const decision of Object.keys(REPLY_DECISIONS) as ReplyDecision[]) {
    const { to, from: allowedFrom } = REPLY_DECISIONS[decision];
    app.post(
      `/reactapp/staff/replies/:id/${decision}/`,
      app.consoleAction("replies.moderate"),
      async (request, reply) => {
        const params = parseOr400(Id, request.params, reply);
        const body = params && parseOr400(ReplyDecisionBody, request.body ?? {}, reply);
        if (!params || !body) return reply;
        const before = await replies.byId(params.id);
        if (!before) return reply.code(404).send(NOT_FOUND);
        // Approving an approved reply (or rejecting a rejected one) is a second decision, not a no-op.
        if (!(allowedFrom as readonly string[]).includes(body.from))
          return reply.code(409).send(conflict(before.status));
        const article = String(before.payload.article ?? "");
        const decided = await app.db.transaction().execute(async (trx) => {
          const reason = decision === "reject" ? body.reason : "";
          if (
            !(await replies.decide(trx, params.id, body.from, {
              article,
              decision: to,
              reason,
              decidedBy: request.staff.id,
            }))
          )
            return false;
          await app.audit.record(
            request,
            {
              action: `reply.${to}`,
              entity: "lead",
              entityId: params.id,
              before: { status: body.from },
              after: { status: to, reason },
            },
            trx,
          );
          return true;
        });
        if (!decided) return reply.code(409).send(conflict((await replies.byId(params.id))?.status));
        return toWire((await replies.byId(params.id))!);
      },
    );
  }
}
