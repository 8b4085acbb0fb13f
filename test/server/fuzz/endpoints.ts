// Every route the server answers, with the requests a hostile client sends it: each GET with its query
// string, each POST, PUT and DELETE with bodies of every type, and every request with hostile headers.
// A route the server gains gets a row here, except the console's: staff-endpoints.ts reads those from the
// route table and sends them as an administrator. The console rows here are a signed-in visitor's, refused.
import fc from "fast-check";
import { VIEW_PARAMETERS, LIST_FILTERS, TEXT_FILTERS } from "../../../contract/schemas/project-filters.ts";
import { takeoffSizes } from "../../../contract/choices/takeoff-sizes.ts";
import { BILLING } from "../../helpers/accounts.ts";
import { VALID_LEADS } from "../../helpers/leads.ts";
import { bodies, pathSegment, queryString, text } from "./arbitraries.ts";
import { CUSTOMER_ENDPOINTS } from "./customer-endpoints.ts";
import type { Endpoint } from "./harness.ts";
import { multipartBodies } from "./multipart-bodies.ts";
import { id, path, requests } from "./requests.ts";

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
  ...CUSTOMER_ENDPOINTS,
];
