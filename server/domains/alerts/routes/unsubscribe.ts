// The one-click unsubscribe of alert e-mails (RFC 8058), which needs no session: the signed token in the
// link is the proof, so there is no CSRF check either (a forged request would need the token). Each
// feature registers it at its path with what unsubscribing means for its kinds of token.
// GET <path>?token=… shows a page whose button POSTs: opening the link, as mail scanners do, unsubscribes
// nobody. POST with the body List-Unsubscribe=One-Click (a mail client's unsubscribe button, or the
// page's) does it.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import * as v from "valibot";
import { OneClickBodySchema, UnsubscribeQuerySchema } from "../../../../contract/watch-alerts/watch-alerts.ts";
import { acceptMultipart, readMultipart, type MultipartForm } from "../../../infra/http/multipart.ts";
import { parseOr400 } from "../../../infra/http/validate.ts";
import type { UnsubscribePage } from "../unsubscribe-page.ts";
import {
  readUnsubscribe,
  type SignedUnsubscribe,
  type UnsubscribeKind,
} from "../../../infra/mail/unsubscribe-token.ts";

/** What unsubscribing does for one kind of token. */
export type UnsubscribeAction = {
  /** Whether the token's user (and subject) still exist: a valid token of a deleted account changes nothing. */
  exists(claim: SignedUnsubscribe): Promise<boolean>;
  /** Stops the alerts; doing it twice changes nothing. */
  apply(claim: SignedUnsubscribe): Promise<void>;
};

export type UnsubscribeOptions = {
  path: string;
  secret: string;
  page: UnsubscribePage;
  actions: Partial<Record<UnsubscribeKind, UnsubscribeAction>>;
};

const INVALID = "This unsubscribe link is not valid.";

/** RFC 8058 §3.1 allows the one-click body as multipart/form-data too: one short field, no file. */
const ONE_CLICK_FORM: MultipartForm = { files: {}, fields: 4, fieldSize: 256 };

export async function unsubscribeRoutes(app: FastifyInstance, { path, secret, page, actions }: UnsubscribeOptions) {
  await acceptMultipart(app, ONE_CLICK_FORM);

  const wantsHtml = (request: FastifyRequest) => /text\/html/.test(request.headers.accept ?? "");
  const html = (reply: FastifyReply, code: number, ...args: Parameters<UnsubscribePage>) =>
    reply
      .code(code)
      .header("cache-control", "no-store")
      .type("text/html; charset=utf-8")
      .send(page(...args));

  /** The token's claim and its action when the token is ours, of a kind this path serves, and still applies. */
  async function claimOf(query: unknown) {
    const parsed = v.safeParse(UnsubscribeQuerySchema, query);
    if (!parsed.success) return undefined;
    const { token } = parsed.output;
    const claim = readUnsubscribe(secret, token);
    const action = claim && actions[claim.kind];
    return claim && action && (await action.exists(claim)) ? { claim, action, token } : undefined;
  }

  app.get(path, async (request, reply) => {
    const found = await claimOf(request.query);
    if (!found) return html(reply, 400, { state: "invalid" });
    const action = `${path}?${new URLSearchParams({ token: found.token })}`;
    return html(reply, 200, { state: "confirm", action }, found.claim.kind);
  });

  app.post(path, async (request, reply) => {
    const found = await claimOf(request.query);
    if (!found)
      return wantsHtml(request) ? html(reply, 400, { state: "invalid" }) : reply.code(400).send({ detail: INVALID });
    const body = request.isMultipart() ? await readMultipart(request, reply, app.files, ONE_CLICK_FORM) : request;
    if (!body) return reply;
    if (!parseOr400(OneClickBodySchema, "fields" in body ? body.fields : body.body, reply)) return reply;
    await found.action.apply(found.claim);
    request.log.info(found.claim, "alert e-mails unsubscribed");
    return wantsHtml(request) ? html(reply, 200, { state: "done" }, found.claim.kind) : { unsubscribed: true };
  });
}
