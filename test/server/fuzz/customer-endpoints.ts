// The customer's account, reminders, replies, the console's rows as a signed-in visitor sends them
// (refused before validation), CORS preflights and methods nobody serves: the rest of ENDPOINTS
// (endpoints.ts).
import fc from "fast-check";
import { bodies, pathSegment, queryString } from "./arbitraries.ts";
import type { Endpoint } from "./harness.ts";
import { id, path, requests } from "./requests.ts";

/** The endpoints of a signed-in customer's pages and what a visitor must be refused. */
export const CUSTOMER_ENDPOINTS: Endpoint[] = [
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
