// A partner's page as the API sees it: a lead sent from another origin, preflight first.
import type { FastifyInstance } from "fastify";
import { VALID_LEADS } from "./leads.ts";

/** A lead as a partner's page sends it: its preflight, then the POST with the page's Origin. */
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
  return {
    allowed: preflight.headers["access-control-allow-origin"] === origin,
    post,
  };
}
