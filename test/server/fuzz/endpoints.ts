// Every route the server answers, with the requests a hostile client sends it: each GET with its query
// string, each POST, PUT and DELETE with bodies of every type, and every request with hostile headers.
// A route the server gains gets a row here, except the console's: staff-endpoints.ts reads those from the
// route table and sends them as an administrator. The console rows here are a signed-in visitor's, refused.
import fc from "fast-check";
import type { InjectOptions } from "fastify";
import { VIEW_PARAMETERS, LIST_FILTERS, TEXT_FILTERS } from "../../../contract/schemas/project-filters.ts";
import { takeoffSizes } from "../../../contract/choices/takeoff-sizes.ts";
import { BILLING } from "../../helpers/accounts.ts";
import { VALID_LEADS } from "../../helpers/leads.ts";
import { bodies, headers, pathSegment, queryString, text } from "./arbitraries.ts";
import { deepBodies } from "./deep-bodies.ts";
import type { Endpoint, Identity } from "./harness.ts";
import { multipartBodies } from "./multipart-bodies.ts";

type Method = NonNullable<InjectOptions["method"]>;
/** A body, its Content-Type, and headers that go with it (they replace the drawn ones). */
type Body = { payload: string | Buffer; type: string; headers?: Record<string, string> };

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
const leadTypes = Object.keys(VALID_LEADS);

const PROJECT_QUERY = [...TEXT_FILTERS, ...LIST_FILTERS, ...VIEW_PARAMETERS, "format", "favorites"];
const projectValues = fc.oneof(
  text,
  fc.constantFrom("json", "csv", "active", "past", "featured", "favorites", "-amount", "title", "03", "TX", "1,2,3"),
  fc.integer({ min: -5, max: 200 }).map(String),
);

const line = fc.record(
  {
    project_id: fc.oneof(fc.integer({ min: -1, max: 60 }), text, fc.double()),
    size: fc.oneof(fc.constantFrom(...takeoffSizes.map((s) => s.value)), text),
    price: fc.double(),
  },
  { requiredKeys: ["project_id", "size"] },
);
const json = (value: fc.Arbitrary<unknown>) =>
  value.map((v) => ({ payload: JSON.stringify(v), type: "application/json" }));
const cartBody = fc.oneof(json(fc.record({ lines: fc.array(line, { maxLength: 5 }) })), bodies(["lines"]));
const orderBody = fc.oneof(
  json(
    fc.record(
      {
        lines: fc.array(line, { maxLength: 3 }),
        ...Object.fromEntries(Object.entries(BILLING).map(([k, v]) => [k, fc.oneof(fc.constant(v), text)])),
        expected_total: fc.oneof(fc.double(), fc.integer()),
      },
      { requiredKeys: ["lines"] },
    ),
  ),
  bodies(["lines", "expected_total", ...Object.keys(BILLING)]),
);
const accountFields = ["username", "email", "password", "confirm_password"];

/** Every endpoint of the server, each with its requests. */
export const ENDPOINTS: Endpoint[] = [
  // The site: pages, assets, canonical 301s, the 404 page, the project-detail shell.
  {
    name: "GET /* (site pages)",
    requests: requests(
      "GET",
      path(
        // "//host/…" is how an open redirect is tried (CWE-601): a prefix of its own, not a rare draw.
        fc.constantFrom("/", "//", "/%5C"),
        fc.array(pathSegment, { maxLength: 4 }).map((s) => s.join("/")),
        queryString(["page", "utm_source"]),
      ),
    ),
  },
  {
    name: "GET /widgets/*",
    requests: requests(
      "GET",
      path(
        "/widgets/",
        fc.array(pathSegment, { maxLength: 3 }).map((s) => s.join("/")),
      ),
    ),
  },
  {
    name: "GET /thank-you/",
    requests: requests(
      "GET",
      path(
        "/thank-you/",
        queryString(
          ["type", "reference"],
          fc.oneof(text, fc.constantFrom(...leadTypes, "QTO-C-ABCDEFGH", "QTO-Q-0123456789")),
        ),
      ),
    ),
  },
  // The project board.
  {
    name: "GET /reactapp/projects/projects/",
    requests: requests("GET", path("/reactapp/projects/projects/", queryString(PROJECT_QUERY, projectValues))),
  },
  {
    name: "GET /reactapp/projects/projects/{id}/",
    requests: requests("GET", path("/reactapp/projects/projects/", id, "/", queryString(["format"]))),
  },
  {
    name: "GET /reactapp/projects/facets/",
    requests: requests("GET", path("/reactapp/projects/facets/", queryString(PROJECT_QUERY, projectValues))),
  },
  // Leads: JSON and form bodies on every form; multipart on the quote form.
  ...Object.entries(VALID_LEADS).map(([type, { path: url, body }]) => ({
    name: `POST ${url} (${type})`,
    requests: requests("POST", path(url, queryString(["format"])), bodies(Object.keys(body))),
  })),
  {
    name: "POST /reactapp/create-quote/ (multipart)",
    requests: requests(
      "POST",
      fc.constant(VALID_LEADS.quote.path),
      multipartBodies(Object.keys(VALID_LEADS.quote.body)),
    ),
  },
  // Accounts.
  { name: "GET /reactapp/csrf/", requests: requests("GET", path("/reactapp/csrf/", queryString([]))) },
  {
    name: "POST /reactapp/register/",
    requests: requests("POST", fc.constant("/reactapp/register/"), bodies(accountFields)),
  },
  {
    name: "POST /reactapp/drflogin/",
    requests: requests("POST", fc.constant("/reactapp/drflogin/"), bodies(["username", "password"])),
  },
  // Signed in with the CSRF token but not the shared session, which the other endpoints still need.
  {
    name: "POST /reactapp/logout/",
    requests: requests("POST", fc.constant("/reactapp/logout/"), bodies([]), { session: false }),
  },
  { name: "GET /reactapp/me/", requests: requests("GET", path("/reactapp/me/", queryString([]))) },
  // Favorites.
  { name: "GET /reactapp/favorites/", requests: requests("GET", path("/reactapp/favorites/", queryString([]))) },
  {
    name: "PUT /reactapp/favorites/{id}/",
    requests: requests("PUT", path("/reactapp/favorites/", id, "/"), bodies([])),
  },
  { name: "DELETE /reactapp/favorites/{id}/", requests: requests("DELETE", path("/reactapp/favorites/", id, "/")) },
  {
    name: "POST /reactapp/favorites/merge/",
    requests: requests(
      "POST",
      fc.constant("/reactapp/favorites/merge/"),
      fc.oneof(json(fc.record({ ids: fc.array(fc.oneof(fc.integer(), text), { maxLength: 20 }) })), bodies(["ids"])),
    ),
  },
  // Cart, payments, orders, the test gateway.
  { name: "POST /reactapp/cart/quote/", requests: requests("POST", fc.constant("/reactapp/cart/quote/"), cartBody) },
  { name: "GET /reactapp/payments/", requests: requests("GET", path("/reactapp/payments/", queryString([]))) },
  { name: "POST /reactapp/orders/", requests: requests("POST", fc.constant("/reactapp/orders/"), orderBody) },
  {
    name: "GET /reactapp/orders/return/",
    requests: requests("GET", path("/reactapp/orders/return/", queryString(["session_id"]))),
  },
  {
    name: "GET /reactapp/orders/:number/not-paid/",
    requests: requests("GET", path("/reactapp/orders/", pathSegment, "/not-paid/")),
  },
  {
    name: "GET /test-gateway/*",
    requests: requests(
      "GET",
      path(
        "/test-gateway/",
        fc.oneof(
          fc.constant("pay.css"),
          pathSegment.map((segment) => `pay/${segment}`),
        ),
        queryString([]),
      ),
    ),
  },
  {
    name: "POST /test-gateway/pay/:id",
    requests: requests(
      "POST",
      path("/test-gateway/pay/", fc.oneof(fc.constant("tgs_000000000000000000000000"), pathSegment)),
      bodies(["action", "number", "exp", "cvc"]),
    ),
  },
  // The customer's account (the fuzzer's password is never drawn: changes that need it are refused).
  ...(
    [
      ["PUT", "/reactapp/account/profile/", ["full_name", "company", "role"]],
      ["POST", "/reactapp/account/forgot-password/", ["email"]],
      ["POST", "/reactapp/account/reset-password/", ["token", "password"]],
      ["POST", "/reactapp/account/password/", ["current_password", "password"]],
      ["POST", "/reactapp/account/email/", ["email", "current_password"]],
      ["POST", "/reactapp/account/email/confirm/", ["token"]],
      ["POST", "/reactapp/account/verify/", []],
      ["POST", "/reactapp/account/verify/confirm/", ["token"]],
      ["POST", "/reactapp/account/delete/", ["current_password"]],
    ] as const
  ).map(([method, url, fields]) => ({
    name: `${method} ${url}`,
    requests: requests(method, fc.constant(url), bodies(fields)),
  })),
  {
    name: "GET /reactapp/account/{profile,export,orders}/",
    requests: requests(
      "GET",
      path("/reactapp/account/", fc.constantFrom("profile/", "export/", "orders/"), queryString([])),
    ),
  },
  // Reminders: saved searches, bid reminders, and their e-mails' one-click unsubscribe.
  {
    name: "GET|POST|PATCH|DELETE /reactapp/account/saved-searches/…",
    requests: (identity) =>
      fc.oneof(
        requests("GET", path("/reactapp/account/saved-searches/", queryString([])))(identity),
        requests(
          "POST",
          fc.constant("/reactapp/account/saved-searches/"),
          bodies(["name", "query", "frequency"]),
        )(identity),
        requests(
          "PATCH",
          path("/reactapp/account/saved-searches/", id, "/"),
          bodies(["name", "frequency", "paused"]),
        )(identity),
        requests("DELETE", path("/reactapp/account/saved-searches/", id, "/"))(identity),
      ),
  },
  {
    name: "GET|PUT /reactapp/account/reminders/…",
    requests: (identity) =>
      fc.oneof(
        requests("GET", path("/reactapp/account/reminders/", queryString([])))(identity),
        requests("PUT", path("/reactapp/account/reminders/", id, "/"), bodies(["days"]))(identity),
      ),
  },
  {
    name: "GET|POST /reactapp/reminders/unsubscribe/",
    requests: (identity) =>
      fc.oneof(
        requests("GET", path("/reactapp/reminders/unsubscribe/", queryString(["token"])))(identity),
        requests(
          "POST",
          path("/reactapp/reminders/unsubscribe/", queryString(["token"])),
          bodies(["List-Unsubscribe"]),
        )(identity),
      ),
  },
  {
    name: "GET /reactapp/account/orders/{number}/",
    requests: requests("GET", path("/reactapp/account/orders/", pathSegment, "/")),
  },
  {
    name: "GET /account/*",
    requests: requests(
      "GET",
      path(
        "/account/",
        fc.constantFrom("profile/", "billing/receipt/", "reset-password/", "x/"),
        queryString(["order", "token"]),
      ),
    ),
  },
  // Published replies, and the console's replies and partners (refused before validation unless staff).
  {
    name: "GET /reactapp/blog-replies/",
    requests: requests("GET", path("/reactapp/blog-replies/", queryString(["article"]))),
  },
  {
    name: "GET /reactapp/staff/replies/",
    requests: requests("GET", path("/reactapp/staff/replies/", queryString(["status", "before"]))),
  },
  {
    name: "POST /reactapp/staff/replies/{id}/{decision}/",
    requests: requests(
      "POST",
      path("/reactapp/staff/replies/", id, "/", fc.constantFrom("approve", "reject"), "/"),
      bodies(["from", "reason"]),
    ),
  },
  {
    name: "GET|POST /reactapp/staff/partners/",
    requests: (identity) =>
      fc.oneof(
        requests("GET", path("/reactapp/staff/partners/", queryString([])))(identity),
        requests("POST", fc.constant("/reactapp/staff/partners/"), bodies(["id", "name", "contact_email"]))(identity),
      ),
  },
  {
    name: "PUT|DELETE /reactapp/staff/partners/{id}/…",
    requests: (identity) =>
      fc.oneof(
        requests("PUT", path("/reactapp/staff/partners/", id, "/"), bodies(["name", "notes"]))(identity),
        requests("POST", path("/reactapp/staff/partners/", id, "/origins/"), bodies(["origin"]))(identity),
        requests("DELETE", path("/reactapp/staff/partners/", id, "/origins/", queryString(["origin"])))(identity),
      ),
  },
  {
    name: "POST /reactapp/staff/partners/unlisted/allow/ and …/blocked/",
    requests: (identity) =>
      fc.oneof(
        requests(
          "POST",
          fc.constant("/reactapp/staff/partners/unlisted/allow/"),
          bodies(["origin", "partner"]),
        )(identity),
        requests("POST", fc.constant("/reactapp/staff/partners/blocked/"), bodies(["origin"]))(identity),
        requests("DELETE", path("/reactapp/staff/partners/blocked/", queryString(["origin"])))(identity),
      ),
  },
  {
    name: "GET|POST|PUT /reactapp/staff/projects/…",
    requests: (identity) =>
      fc.oneof(
        requests(
          "GET",
          path("/reactapp/staff/projects/", queryString(["publication", "demo", "q", "sort", "page"])),
        )(identity),
        requests("GET", path("/reactapp/staff/projects/", id))(identity),
        requests("POST", fc.constant("/reactapp/staff/projects/"), bodies(["name", "bid_date", "divisions"]))(identity),
        requests("PUT", path("/reactapp/staff/projects/", id), bodies(["name", "updated_at"]))(identity),
        requests(
          "POST",
          path("/reactapp/staff/projects/", id, "/", fc.constantFrom("publish", "unpublish", "close", "reopen")),
          bodies(["awarded_company", "awarded_amount"]),
        )(identity),
        requests("POST", fc.constant("/reactapp/staff/projects/remove-demo"), bodies(["confirm"]))(identity),
      ),
  },
  // CORS preflights and methods nobody serves.
  {
    name: "OPTIONS /reactapp/*",
    requests: requests(
      "OPTIONS",
      path("/reactapp/", fc.constantFrom("create-contact/", "create-quote/", "projects/projects/", "orders/")),
    ),
  },
  { name: "PATCH /reactapp/*", requests: requests("PATCH", path("/reactapp/", pathSegment, "/"), bodies([])) },
];
