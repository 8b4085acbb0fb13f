// Serves the embed build at /widgets/: embed.js, whose name partners put in their pages, revalidates
// often so a release reaches them within minutes; the content-hashed chunks are cached for a year. Any
// origin may load them: a partner's page imports the chunks as modules, which needs CORS.
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

/** A build's chunks live in a folder named after their hash (rollup.config.mjs): 8 base64url characters. */
const BUILD_FOLDER = /^[\w-]{8}\//;

export async function widgetsStatic(app: FastifyInstance, { widgetsDir }: { widgetsDir: string }) {
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
        BUILD_FOLDER.test(path.relative(widgetsDir, file))
          ? "public, max-age=31536000, immutable"
          : "public, max-age=300, must-revalidate",
      );
    },
  });
}
