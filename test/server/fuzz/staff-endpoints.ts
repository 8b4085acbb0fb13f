// The console's routes (everything under /reactapp/staff/), read from the application's own route table
// so a route the console gains is fuzzed without a row written for it, each sent hostile query strings
// and bodies as a signed-in administrator (who passed the second factor) with a valid CSRF token.
import fc from "fast-check";
import type { FastifyInstance, InjectOptions } from "fastify";
import { bodies, queryString } from "./arbitraries.ts";
import { id, path, requests } from "./requests.ts";
import type { Endpoint } from "./harness.ts";

const STAFF = "/reactapp/staff/";

/** Field names the console's bodies and filters use, for the generated ones to hit now and then. */
const FIELDS = [
  ...["status", "note", "body", "text", "role", "email", "username", "name", "title", "url", "events"],
  ...["enabled", "amount", "state", "division", "bid_date", "origin", "origins", "code", "assignee"],
  ...["user_id", "caption", "counters", "page", "sort", "q", "type", "partner", "reason", "confirm"],
];

/**
 * Every route `app` answers, as `printRoutes` draws them: a line a path segment, indented four characters
 * a level under the segment it continues (https://fastify.dev/docs/latest/Reference/Server/#printroutes).
 */
export function routeTable(app: FastifyInstance): Array<{ url: string; methods: string[] }> {
  const parents: string[] = [];
  const routes: Array<{ url: string; methods: string[] }> = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split("\n")) {
    if (!line.trim()) continue;
    const match = /^((?:[│ ] {3})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    // A shape this reader does not know (a constrained route's metadata, say) would lose routes unseen.
    if (!match) throw new Error(`routeTable: cannot read the route line ${JSON.stringify(line)}`);
    const depth = match[1]!.length / 4;
    const url = (parents[depth - 1] ?? "") + match[2]!;
    parents[depth] = url;
    parents.length = depth + 1;
    if (match[3]) routes.push({ url, methods: match[3].split(", ").filter((method) => method !== "HEAD") });
  }
  return routes;
}

/** A path of `url` with each `:parameter` a drawn id (a number, a traversal, a broken escape…). */
const pathOf = (url: string) =>
  path(
    ...url
      .split(/(:[A-Za-z]+)/)
      .filter(Boolean)
      .map((part): string | fc.Arbitrary<string> => (part.startsWith(":") ? id : part)),
  );

/**
 * Removing the demo projects (confirmed with `{ confirm: true }`, which the bodies draw now and then) empties
 * the board the project routes act on: it goes last.
 */
const LAST = `${STAFF}projects/remove-demo`;

/** The console's routes: those under /reactapp/staff/. */
export const staffRoutes = (app: FastifyInstance) => routeTable(app).filter(({ url }) => url.startsWith(STAFF));

/** One endpoint a console route, its methods together; named apart from the visitor's console rows. */
export function staffEndpoints(app: FastifyInstance): Endpoint[] {
  return staffRoutes(app)
    .sort((a, b) => Number(a.url === LAST) - Number(b.url === LAST))
    .map(({ url, methods }) => ({
      name: `${methods.join("|")} ${url} (administrator)`,
      as: "admin" as const,
      requests: (identity) =>
        fc.oneof(
          ...methods.map((method) =>
            requests(
              method as NonNullable<InjectOptions["method"]>,
              path(pathOf(url), queryString(FIELDS)),
              method === "GET" ? undefined : bodies(FIELDS),
            )(identity),
          ),
        ),
    }));
}
