// Builds the application from plugins: security headers and compression first, then what it serves.
import compress from "@fastify/compress";
import helmet from "@fastify/helmet";
import Fastify from "fastify";
import type { Config } from "./config.ts";
import { sitePlugin } from "./plugins/site.ts";

export async function buildApp(config: Config) {
  const app = Fastify({
    logger: config.logLevel === "silent" ? false : { level: config.logLevel },
    trustProxy: true,
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", "data:"],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'self'"],
      },
    },
    // HSTS on plain-HTTP development would only pin localhost; production sits behind TLS.
    hsts: config.env === "development" ? false : { maxAge: 31536000, includeSubDomains: true },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(compress, { encodings: ["br", "gzip"] });
  await app.register(sitePlugin, { siteDir: config.siteDir });
  return app;
}
