// A partner's page as the API sees it: a lead sent from another origin, preflight first.
import type { FastifyInstance } from "fastify";
import { VALID_LEADS } from "./leads.ts";

/**
 * A lead as a partner's page sends it: its preflight, then the POST with the page's Origin. `listed`:
 * the lead was stored as from a listed site (not marked with an unlisted origin).
 */
export async function crossOriginLead(app: FastifyInstance, origin: string, partner = "acme-builders") {
  const preflight = await app.inject({
    method: "OPTIONS",
    url: VALID_LEADS.contact.path,
    headers: { origin, "access-control-request-method": "POST", "access-control-request-headers": "content-type" },
  });
  const post = await app.inject({
    method: "POST",
    url: VALID_LEADS.contact.path,
    headers: { origin },
    payload: { ...VALID_LEADS.contact.body, partner },
  });
  const stored =
    post.statusCode === 201
      ? await app.db
          .selectFrom("leads")
          .select("unlisted_origin")
          .where("id", "=", post.json().id)
          .executeTakeFirstOrThrow()
      : undefined;
  return {
    allowed: preflight.headers["access-control-allow-origin"] === origin,
    listed: stored !== undefined && stored.unlisted_origin === null,
    unlistedOrigin: stored?.unlisted_origin,
    post,
  };
}
