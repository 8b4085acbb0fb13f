// A partner's page as the API sees it (a lead sent from another origin, preflight first), and the console's
// Partners screen with a member of staff and an admin to work it.
import type { FastifyInstance } from "fastify";
import { testApp } from "./app.ts";
import { VALID_LEADS } from "./leads.ts";
import { signedInStaff, type StaffSession } from "./staff.ts";

/** The site with one listed origin (`https://seed.example`), room for many leads, and sam (staff), ada (admin). */
export async function partnersSite(
  env: Record<string, string>,
): Promise<{ app: FastifyInstance; staff: StaffSession; admin: StaffSession }> {
  const app = await testApp({
    SEED_PROJECTS: "0",
    RATE_LIMIT_LEADS: "1000/1m",
    ALLOWED_ORIGINS: "https://seed.example",
    ...env,
  });
  return { app, staff: await signedInStaff(app, "sam"), admin: await signedInStaff(app, "ada", { role: "admin" }) };
}

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
