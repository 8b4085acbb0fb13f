// Serves the Eleventy build: pages, assets, the /ProjectDetail/{id} shell, canonical 301s and the 404 page.
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { SiteIndex } from "../site-index.ts";

/** Another version of a built page (`body`, with its ETag), or undefined to serve the file as built. */
export type PageRewrite = () => Promise<{ body: string; etag: string } | undefined>;

/** Built assets carry a 10-hex-digit content hash in their name (see pages/_config/assets.js). */
const HASHED_ASSET = /\.[0-9a-f]{10}\.[a-z0-9]+$/;

function cacheControl(file: string): string {
  if (HASHED_ASSET.test(file)) return "public, max-age=31536000, immutable";
  if (file.endsWith(".html")) return "no-cache";
  return "public, max-age=3600";
}

export async function pagesRoutes(
  app: FastifyInstance,
  { siteDir, site, rewrites }: { siteDir: string; site: SiteIndex; rewrites: Map<string, PageRewrite> },
) {
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

  /** A rewritten page, with the same caching as the built one and its own validator (RFC 9110 §13.1.2). */
  async function sendRewritten(request: FastifyRequest, reply: FastifyReply, file: string, render: PageRewrite) {
    // The page as built beats no page: a failed rewrite (the database away) is logged, not shown.
    const page = await render().catch(
      (error: unknown) => void request.log.error({ err: error }, "page rewrite failed"),
    );
    if (!page) return send(reply, file);
    reply.header("cache-control", cacheControl(file)).header("etag", page.etag);
    const known = request.headers["if-none-match"]?.split(",").map((tag) => tag.trim().replace(/^W\//, ""));
    if (known?.includes(page.etag) || known?.includes("*")) return reply.code(304).send();
    return reply.type("text/html; charset=utf-8").send(page.body);
  }

  function serve(request: FastifyRequest, reply: FastifyReply) {
    // The path is appended to a base rather than resolved against it: a path starting with "//" would
    // otherwise be read as another host (a 500 when that host is not valid, another page when it is).
    const url = new URL(`http://site.invalid${request.url}`);
    if (url.pathname.startsWith("/reactapp/")) return reply.code(404).send({ detail: "Not found." });
    const resolution = site.resolve(url.pathname);
    switch (resolution.kind) {
      case "file": {
        const render = rewrites.get(resolution.file);
        return render ? sendRewritten(request, reply, resolution.file, render) : send(reply, resolution.file);
      }
      case "redirect":
        return reply.redirect(resolution.location + url.search, 301);
      default:
        return send(reply, "/404.html", 404);
    }
  }
}
