// Partners' pages call the API from their own origins, without cookies. Three kinds of answer
// (https://fetch.spec.whatwg.org/#http-cors-protocol):
// - the public reads (project list, detail and facets, published replies) answer any origin with `*`,
//   so a partner's board works before anyone lists its origin;
// - the lead forms' POSTs (contract/lead-paths.json) answer any http(s) origin by name, as form services
//   do, so a partner's lead is never lost before its origin is listed: the lead route stores it marked
//   with the unlisted origin, or refuses a blocked origin with a 403 the widget can read;
// - everything else under /reactapp/ answers only the listed origins: ALLOWED_ORIGINS, read once at
//   start, and whatever domains add with `app.corsOrigins.allow` (the partners' origins, read live).
// Never the `null` origin, never with credentials, and never the console's endpoints.
import cors from "@fastify/cors";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { LEAD_PATHS } from "../../../contract/schemas/lead-paths.ts";
import { isOrigin } from "../../../contract/staff/partners.ts";

/** Whether an origin may call the API (or, given to `block`, is refused); asked per cross-origin request. */
export type OriginCheck = (origin: string) => boolean | Promise<boolean>;

/**
 * Where a request comes from, as the lead forms see it: our own site (or no Origin header: a server, a
 * test), a listed origin, a blocked one, any other http(s) origin (`unlisted`), or an Origin no site has
 * (`null`, malformed), which no CORS answer names.
 */
export type OriginStanding = { kind: "own" | "unknown" } | { kind: "listed" | "unlisted" | "blocked"; origin: string };

declare module "fastify" {
  interface FastifyInstance {
    corsOrigins: {
      /** Adds a source of allowed origins beside ALLOWED_ORIGINS. */
      allow(check: OriginCheck): void;
      /** Adds a source of blocked origins: their leads are refused. */
      block(check: OriginCheck): void;
      /** Where `request` comes from; worked out once per request. */
      standing(request: FastifyRequest): Promise<OriginStanding>;
    };
  }
}

const PUBLIC_READS = [
  /^\/reactapp\/projects\/projects\//,
  /^\/reactapp\/projects\/facets\//,
  /^\/reactapp\/blog-replies\/(\?|$)/,
];

const LEAD_POSTS = new Set<string>(Object.values(LEAD_PATHS));

const ALLOWED_HEADERS = ["Content-Type", "Idempotency-Key", "X-CSRFToken", "X-XSRF-TOKEN"];

/** The method asked for: a preflight names it in Access-Control-Request-Method. */
const askedMethod = (request: FastifyRequest) =>
  request.method === "OPTIONS" ? String(request.headers["access-control-request-method"] ?? "") : request.method;

export const isPublicRead = (request: FastifyRequest) =>
  ["GET", "HEAD"].includes(askedMethod(request)) && PUBLIC_READS.some((path) => path.test(request.url));

/** A lead form's POST, or its preflight. */
export const isLeadPost = (request: FastifyRequest) =>
  askedMethod(request) === "POST" && LEAD_POSTS.has(request.url.split("?")[0]!);

export const corsPlugin = fp(
  async (app: FastifyInstance, { allowedOrigins, siteUrl }: { allowedOrigins: string[]; siteUrl: string }) => {
    const seed = new Set(allowedOrigins);
    const allowed: OriginCheck[] = [(origin) => seed.has(origin)];
    const blocked: OriginCheck[] = [];
    const ownOrigin = new URL(siteUrl).origin;

    const any = async (checks: OriginCheck[], origin: string) => {
      for (const check of checks) if (await check(origin)) return true;
      return false;
    };
    const workOut = async (request: FastifyRequest): Promise<OriginStanding> => {
      const origin = request.headers.origin;
      if (origin === undefined) return { kind: "own" };
      if (!isOrigin(origin)) return { kind: "unknown" };
      if (origin === ownOrigin || new URL(origin).host === request.host) return { kind: "own" };
      if (await any(allowed, origin)) return { kind: "listed", origin };
      if (await any(blocked, origin)) return { kind: "blocked", origin };
      return { kind: "unlisted", origin };
    };
    const known = new WeakMap<FastifyRequest, Promise<OriginStanding>>();
    const standing = (request: FastifyRequest) => {
      let found = known.get(request);
      if (!found) known.set(request, (found = workOut(request)));
      return found;
    };
    app.decorate("corsOrigins", {
      allow: (check: OriginCheck) => void allowed.push(check),
      block: (check: OriginCheck) => void blocked.push(check),
      standing,
    });

    const refused = { origin: false };
    const named = (origin: string) => ({
      origin,
      credentials: false,
      methods: ["GET", "POST"],
      allowedHeaders: ALLOWED_HEADERS,
      maxAge: 600,
    });

    await app.register(cors, {
      async delegator(request: FastifyRequest) {
        if (!request.url.startsWith("/reactapp/") || request.url.startsWith("/reactapp/staff/")) return refused;
        if (isPublicRead(request)) return { origin: "*", credentials: false, methods: ["GET", "HEAD"], maxAge: 600 };
        const from = await standing(request);
        if (!("origin" in from)) return refused;
        // A blocked origin is answered too, so its page can read the refusal.
        if (isLeadPost(request)) return named(from.origin);
        return from.kind === "listed" ? named(from.origin) : refused;
      },
    });
  },
);
