// Security headers on every response (helmet): a strict Content-Security-Policy for our own pages, and
// what partners' pages need to read the API.
import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

export const securityHeadersPlugin = fp(async (app: FastifyInstance, { development }: { development: boolean }) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // The site search runs Pagefind's WebAssembly; 'wasm-unsafe-eval' allows compiling it and nothing else
        // (CSP Level 3, https://www.w3.org/TR/CSP3/#grammardef-wasm-unsafe-eval).
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
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
    hsts: development ? false : { maxAge: 31536000, includeSubDomains: true },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
    // Partners' pages read our API responses.
    crossOriginResourcePolicy: { policy: "cross-origin" },
  });
});
