// The account's pages (/account/…) are for signed-in customers: an anonymous visitor is sent to log in
// and brought back (?next=). The pages that a link in an e-mail opens work signed out. /account/ itself
// is the profile.
import type { FastifyInstance } from "fastify";

const OPEN_PAGES = [
  "/account/forgot-password/",
  "/account/reset-password/",
  "/account/verify-email/",
  "/account/confirm-email/",
];

export function guardAccountPages(app: FastifyInstance) {
  app.addHook("onRequest", async (request, reply) => {
    if (request.method !== "GET" && request.method !== "HEAD") return;
    const [path, query = ""] = request.url.split("?", 2) as [string, string?];
    if (!path.startsWith("/account/") || OPEN_PAGES.includes(path)) return;
    if ((await app.signedInUserId(request)) !== undefined) {
      if (path === "/account/") return reply.code(302).redirect("/account/profile/");
      return;
    }
    const next = encodeURIComponent(path + (query ? `?${query}` : ""));
    return reply.code(302).header("cache-control", "no-store").redirect(`/login/?next=${next}`);
  });
}
