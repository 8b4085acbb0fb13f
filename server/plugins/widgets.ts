// Serves the embed build at /widgets/: embed.js, whose name partners put in their pages, revalidates
// often so a release reaches them within minutes; the content-hashed chunks are cached for a year. Any
// origin may load them: a partner's page imports the chunks as modules, which needs CORS.
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

/** Rollup's [hash:6] (rollup.config.mjs): 6 characters of base64url before the extension. */
const HASHED_CHUNK = /-[\w-]{6}\.js$/;

export async function widgetsPlugin(app: FastifyInstance, { widgetsDir }: { widgetsDir: string }) {
  await app.register(fastifyStatic, {
    root: widgetsDir,
    prefix: "/widgets/",
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders(reply, file) {
      reply.header("access-control-allow-origin", "*");
      reply.header(
        "cache-control",
        HASHED_CHUNK.test(file) ? "public, max-age=31536000, immutable" : "public, max-age=300, must-revalidate",
      );
    },
  });
}
