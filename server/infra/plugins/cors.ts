// Partners' pages call the API from their own origins, without cookies. Two kinds of answer
// (https://fetch.spec.whatwg.org/#http-cors-protocol):
// - the public reads (project list, detail and facets, published replies) answer any origin with `*`,
//   so a partner's board works before anyone lists its origin;
// - everything else under /reactapp/ (the lead forms) answers only the listed origins: ALLOWED_ORIGINS,
//   read once at start, and whatever features add with `app.corsOrigins.allow` (the partners' origins,
//   read live). Never the `null` origin, never with credentials, and never the console's endpoints.
import cors from "@fastify/cors";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";

/** Whether an origin may call the API; asked per cross-origin request. */
export type OriginCheck = (origin: string) => boolean | Promise<boolean>;

declare module "fastify" {
  interface FastifyInstance {
    /** Adds a source of allowed origins beside ALLOWED_ORIGINS. */
    corsOrigins: { allow(check: OriginCheck): void };
  }
}

const PUBLIC_READS = [
  /^\/reactapp\/projects\/projects\//,
  /^\/reactapp\/projects\/facets\//,
  /^\/reactapp\/blog-replies\/(\?|$)/,
];

const ALLOWED_HEADERS = ["Content-Type", "Idempotency-Key", "X-CSRFToken", "X-XSRF-TOKEN"];

/** The method asked for: a preflight names it in Access-Control-Request-Method. */
const askedMethod = (request: FastifyRequest) =>
  request.method === "OPTIONS" ? String(request.headers["access-control-request-method"] ?? "") : request.method;

export const isPublicRead = (request: FastifyRequest) =>
  ["GET", "HEAD"].includes(askedMethod(request)) && PUBLIC_READS.some((path) => path.test(request.url));

export const corsPlugin = fp(async (app: FastifyInstance, { allowedOrigins }: { allowedOrigins: string[] }) => {
  const seed = new Set(allowedOrigins);
  const checks: OriginCheck[] = [(origin) => seed.has(origin)];
  app.decorate("corsOrigins", { allow: (check: OriginCheck) => void checks.push(check) });

  const listed = async (origin: string) => {
    for (const check of checks) if (await check(origin)) return true;
    return false;
  };
  const refused = { origin: false };

  await app.register(cors, {
    async delegator(request: FastifyRequest) {
      const origin = request.headers.origin;
      if (!request.url.startsWith("/reactapp/") || request.url.startsWith("/reactapp/staff/")) return refused;
      if (isPublicRead(request)) return { origin: "*", credentials: false, methods: ["GET", "HEAD"], maxAge: 600 };
      if (typeof origin !== "string" || origin === "null" || !(await listed(origin))) return refused;
      return {
        origin,
        credentials: false,
        methods: ["GET", "POST"],
        allowedHeaders: ALLOWED_HEADERS,
        maxAge: 600,
      };
    },
  });
});
