// Security headers on every response (helmet): a strict Content-Security-Policy for our own pages, and
// what partners' pages need to read the API. helmet's middleware is built once here: @fastify/helmet built
// it again on every request (parsing the policy's directives each time), a few per cent of a small
// answer's CPU.
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import helmet from "helmet";

export const securityHeadersPlugin = fp(async (app: FastifyInstance, { development }: { development: boolean }) => {
  const setHeaders = helmet({
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
  // Set on the raw response, as @fastify/helmet did: a route's own reply.header() still wins.
  app.addHook("onRequest", (request, reply, done) => setHeaders(request.raw, reply.raw, () => done()));
});
