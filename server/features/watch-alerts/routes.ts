// The one-click unsubscribe of watch-list alerts (RFC 8058), which needs no session: the signed token in
// the link is the proof, so there is no CSRF check either (a forged request would need the token).
// GET /reactapp/watch/unsubscribe/?token=… shows a page whose button POSTs: opening the link, as mail
// scanners do, unsubscribes nobody. POST with the body List-Unsubscribe=One-Click (a mail client's
// unsubscribe button, or the page's) stops every watch-list alert to the token's user; the stars stay.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import * as v from "valibot";
import {
  OneClickBodySchema,
  UNSUBSCRIBE_PATH,
  UnsubscribeQuerySchema,
} from "../../../contract/watch-alerts/watch-alerts.ts";
import { parseOr400 } from "../../infra/http/validate.ts";
import type { UnsubscribeState } from "./unsubscribe-page.ts";
import { readUnsubscribeToken, type UnsubscribeClaim } from "./unsubscribe-token.ts";
import type { WatchAlertsRepository } from "./watch-alerts-repository.ts";

export type UnsubscribeOptions = {
  alerts: WatchAlertsRepository;
  secret: string;
  page: (state: UnsubscribeState) => string;
};

const INVALID = "This unsubscribe link is not valid.";

/** RFC 8058 §3.1 allows the one-click body as multipart/form-data too: its one short field is read here. */
function multipartFields(body: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [, name, value] of body.matchAll(/name="([^"]+)"\r?\n(?:[^\r\n]+\r?\n)*\r?\n([^\r\n]*)/g))
    fields[name!] = value!;
  return fields;
}

export async function unsubscribeRoutes(app: FastifyInstance, { alerts, secret, page }: UnsubscribeOptions) {
  app.addContentTypeParser("multipart/form-data", { parseAs: "string", bodyLimit: 4096 }, (_request, body, done) =>
    done(null, multipartFields(body as string)),
  );

  const wantsHtml = (request: FastifyRequest) => /text\/html/.test(request.headers.accept ?? "");
  const html = (reply: FastifyReply, code: number, state: UnsubscribeState) =>
    reply.code(code).header("cache-control", "no-store").type("text/html; charset=utf-8").send(page(state));

  /** The token's claim when it is ours and names an account that exists. */
  async function claimOf(query: unknown): Promise<UnsubscribeClaim | undefined> {
    const parsed = v.safeParse(UnsubscribeQuerySchema, query);
    const claim = parsed.success ? readUnsubscribeToken(secret, parsed.output.token) : undefined;
    return claim && (await alerts.userExists(claim.userId)) ? claim : undefined;
  }

  app.get(UNSUBSCRIBE_PATH, async (request, reply) => {
    const claim = await claimOf(request.query);
    if (!claim) return html(reply, 400, { state: "invalid" });
    const { token } = request.query as { token: string };
    return html(reply, 200, { state: "confirm", action: `${UNSUBSCRIBE_PATH}?${new URLSearchParams({ token })}` });
  });

  app.post(UNSUBSCRIBE_PATH, async (request, reply) => {
    const claim = await claimOf(request.query);
    if (!claim)
      return wantsHtml(request) ? html(reply, 400, { state: "invalid" }) : reply.code(400).send({ detail: INVALID });
    if (!parseOr400(OneClickBodySchema, request.body, reply)) return reply;
    await alerts.unsubscribe(claim.userId, claim.projectId);
    request.log.info({ userId: claim.userId, projectId: claim.projectId }, "watch-list alerts unsubscribed");
    return wantsHtml(request) ? html(reply, 200, { state: "done" }) : { unsubscribed: true };
  });
}
