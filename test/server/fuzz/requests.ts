// How the fuzzer sends a request: hostile headers always, as the signed-in visitor or with drawn cookies,
// and now and then a deeply nested body whatever the endpoint takes. Shared by the site's endpoints
// (endpoints.ts, customer-endpoints.ts) and the console's (staff-endpoints.ts).
import fc from "fast-check";
import type { InjectOptions } from "fastify";
import { headers, pathSegment } from "./arbitraries.ts";
import { deepBodies } from "./deep-bodies.ts";
import type { Identity } from "./harness.ts";

export type Method = NonNullable<InjectOptions["method"]>;
/** A body, its Content-Type, and headers that go with it (they replace the drawn ones). */
export type Body = { payload: string | Buffer; type: string; headers?: Record<string, string> };

/** Methods whose requests carry no body Fastify reads. */
const BODILESS = new Set<Method>(["GET", "HEAD"]);

/**
 * The bodies sent with `method`: the endpoint's own, and on every method with a body a deeply nested
 * one now and then, whatever the endpoint takes (the parsers run before any route refuses).
 */
const bodiesFor = (method: Method, body?: fc.Arbitrary<Body>): fc.Arbitrary<Body | undefined> =>
  BODILESS.has(method)
    ? (body ?? fc.constant(undefined))
    : fc.oneof({ weight: 3, arbitrary: body ?? fc.constant(undefined) }, { weight: 1, arbitrary: deepBodies });

/**
 * Requests to `url`: hostile headers always; half of them as the signed-in visitor with a valid CSRF
 * token (so the body reaches validation past the CSRF check), half with whatever cookies were drawn.
 */
export function requests(
  method: Method,
  url: fc.Arbitrary<string>,
  body?: fc.Arbitrary<Body>,
  { session = true } = {},
): (identity: Identity) => fc.Arbitrary<InjectOptions> {
  return (identity) =>
    fc
      .record({ url, headers, signedIn: fc.boolean(), body: bodiesFor(method, body) })
      .map(({ url, headers, signedIn, body }) => {
        const all: Record<string, string> = { ...headers };
        if (signedIn) {
          all.cookie = Object.entries(identity.cookies)
            .filter(([name]) => session || name !== "sessionid")
            .map(([name, value]) => `${name}=${value}`)
            .join("; ");
          all["x-csrftoken"] = identity.token;
        }
        if (body) Object.assign(all, body.headers, { "content-type": body.type });
        return { method, url, headers: all, ...(body && { payload: body.payload }) };
      });
}

export const path = (...parts: Array<string | fc.Arbitrary<string>>) =>
  fc.tuple(...parts.map((p) => (typeof p === "string" ? fc.constant(p) : p))).map((p) => p.join(""));

export const id = fc.oneof(pathSegment, fc.integer({ min: 1, max: 60 }).map(String));
