// Serves the Eleventy build: pages, assets, the /ProjectDetail/{id} shell, canonical 301s and the 404 page.
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { SiteIndex } from "./site-index.ts";

/** Built assets carry a 10-hex-digit content hash in their name (see pages/_config/assets.js). */
const HASHED_ASSET = /\.[0-9a-f]{10}\.[a-z0-9]+$/;

function cacheControl(file: string): string {
  if (HASHED_ASSET.test(file)) return "public, max-age=31536000, immutable";
  if (file.endsWith(".html")) return "no-cache";
  return "public, max-age=3600";
}

export async function sitePages(app: FastifyInstance, { siteDir, site }: { siteDir: string; site: SiteIndex }) {
  await app.register(fastifyStatic, { root: siteDir, serve: false, cacheControl: false, index: false });

  const send = (reply: FastifyReply, file: string, status = 200) =>
    reply.code(status).header("cache-control", cacheControl(file)).sendFile(file.slice(1));

  // A catch-all route rather than a not-found handler, so route-level hooks (compression) apply.
  app.get("/*", serve);
  // The site search's index, fragments, meta and WebAssembly are gzip files already
  // (build/search-index.js); compressing them again is wasted work, and the compression plugin, passing
  // gzip data through untouched, would still announce its own encoding, which browsers refuse to decode.
  for (const data of ["/pagefind/fragment/*", "/pagefind/index/*", "/pagefind/:file(^.+\\.(?:pf_meta|pagefind)$)"]) {
    app.get(data, { compress: false }, serve);
  }

  function serve(request: FastifyRequest, reply: FastifyReply) {
    // The path is appended to a base rather than resolved against it: a path starting with "//" would
    // otherwise be read as another host (a 500 when that host is not valid, another page when it is).
    const url = new URL(`http://site.invalid${request.url}`);
    if (url.pathname.startsWith("/reactapp/")) return reply.code(404).send({ detail: "Not found." });
    const resolution = site.resolve(url.pathname);
    switch (resolution.kind) {
      case "file":
        return send(reply, resolution.file);
      case "redirect":
        return reply.redirect(resolution.location + url.search, 301);
      default:
        return send(reply, "/404.html", 404);
    }
  }
}
