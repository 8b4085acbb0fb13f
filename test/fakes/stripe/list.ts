// Stripe's list endpoints (https://docs.stripe.com/api/pagination): newest first, `limit` 1–100
// (default 10), a cursor in `starting_after` or `ending_before`, and `has_more` saying whether the
// walk goes on; `created` filters by `gt`/`gte`/`lt`/`lte` or an exact second. The SDK's
// auto-pagination repeats the first request's parameters with `starting_after` set to the last id seen.
import type { Form } from "./form-encoding.ts";
import { integer, object, string } from "./params.ts";
import { invalidParam } from "./stripe-errors.ts";

export const LIST_PARAMS = ["limit", "starting_after", "ending_before", "expand"] as const;

export type ListPage<T> = { object: "list"; data: T[]; has_more: boolean; url: string };

/** Whether `created` (a number, or `{gt,gte,lt,lte}`) lets an object created at `at` through. */
export function createdFilter(params: Form): (at: number) => boolean {
  if (params.created === undefined) return () => true;
  const exact = typeof params.created === "string" ? integer(params.created, "created") : undefined;
  if (exact !== undefined) return (at) => at === exact;
  const range = object(params.created, "created") ?? {};
  for (const name of Object.keys(range)) {
    if (!["gt", "gte", "lt", "lte"].includes(name))
      throw invalidParam(`created[${name}]`, `Received unknown parameter: created[${name}]`, "parameter_unknown");
  }
  const bound = (name: string) => integer(range[name], `created[${name}]`);
  const [gt, gte, lt, lte] = [bound("gt"), bound("gte"), bound("lt"), bound("lte")];
  return (at) =>
    (gt === undefined || at > gt) &&
    (gte === undefined || at >= gte) &&
    (lt === undefined || at < lt) &&
    (lte === undefined || at <= lte);
}

/** One page of `items` (oldest first, as created), walked newest first. */
export function page<T extends { id: string }>(items: readonly T[], params: Form, url: string): ListPage<T> {
  const limit = integer(params.limit, "limit", { min: 1, max: 100 }) ?? 10;
  const after = string(params.starting_after, "starting_after");
  const before = string(params.ending_before, "ending_before");
  if (after && before)
    throw invalidParam("ending_before", "You may only specify one of these parameters: ending_before, starting_after.");
  const newestFirst = [...items].reverse();
  const cursor = (id: string, param: string) => {
    const index = newestFirst.findIndex((item) => item.id === id);
    if (index < 0) throw invalidParam(param, `No such object: '${id}'`, "resource_missing");
    return index;
  };
  if (before) {
    const end = cursor(before, "ending_before");
    const start = Math.max(0, end - limit);
    return { object: "list", data: newestFirst.slice(start, end), has_more: start > 0, url };
  }
  const start = after ? cursor(after, "starting_after") + 1 : 0;
  const data = newestFirst.slice(start, start + limit);
  return { object: "list", data, has_more: start + limit < newestFirst.length, url };
}
