// The customer's saved searches (REMINDERS_API): GET and POST /reactapp/account/saved-searches/, PATCH and
// DELETE …/:id/. Signed in; changes carry the CSRF token. Only the owner sees or changes a search: another
// customer's id answers 404 as one that does not exist, revealing nothing.
import type { FastifyInstance, FastifyReply } from "fastify";
import {
  MAX_SAVED_SEARCHES,
  REMINDERS_API,
  SAVED_SEARCH_LIMIT,
  SavedSearchChangeSchema,
  SavedSearchInputSchema,
  type SavedSearch,
} from "../../../../contract/account/reminders.ts";
import { parseOr400 } from "../../../infra/http/validate.ts";
import { filtersOf, savedFilters, summaryOf } from "../saved-search-query.ts";
import type { SavedSearchesRepository, SavedSearchRow } from "../saved-searches-repository.ts";

const NOT_FOUND = { detail: "Not found." };

const toSavedSearch = (row: SavedSearchRow): SavedSearch => ({
  id: Number(row.id),
  name: row.name,
  query: row.query,
  summary: summaryOf(filtersOf(row.query)),
  frequency: row.frequency,
  paused: Boolean(row.paused),
  created_at: row.created_at,
  last_sent_at: row.last_sent_at,
});

/** The id in the path, or undefined (answered 404) when it cannot name a search. */
function idOf(raw: string, reply: FastifyReply): number | undefined {
  if (/^[1-9]\d{0,8}$/.test(raw)) return Number(raw);
  reply.code(404).send(NOT_FOUND);
  return undefined;
}

export async function savedSearchesRoutes(app: FastifyInstance, { searches }: { searches: SavedSearchesRepository }) {
  const reading = { preHandler: app.requireUser };
  const changing = { onRequest: app.csrfProtection, preHandler: app.requireUser };
  const path = REMINDERS_API.savedSearch(0).replace("/0/", "/:id/");

  app.get(REMINDERS_API.savedSearches, reading, async (request, reply) => {
    reply.header("cache-control", "no-store");
    return { results: (await searches.list(request.userId)).map(toSavedSearch) };
  });

  app.post(REMINDERS_API.savedSearches, changing, async (request, reply) => {
    const input = parseOr400(SavedSearchInputSchema, request.body, reply);
    if (!input) return reply;
    const read = savedFilters(input.query);
    if ("problems" in read) return reply.code(400).send({ query: read.problems });
    const row = await searches.createWithin(
      request.userId,
      { ...input, query: read.filters.query },
      MAX_SAVED_SEARCHES,
    );
    if (!row) return reply.code(409).send({ detail: SAVED_SEARCH_LIMIT });
    return reply.code(201).send(toSavedSearch(row));
  });

  app.patch<{ Params: { id: string } }>(path, changing, async (request, reply) => {
    const id = idOf(request.params.id, reply);
    if (id === undefined) return reply;
    const change = parseOr400(SavedSearchChangeSchema, request.body, reply);
    if (!change) return reply;
    const { paused, ...rest } = change;
    const row = await searches.update(request.userId, id, {
      ...rest,
      ...(paused === undefined ? {} : { paused: paused ? 1 : 0 }),
    });
    return row ? toSavedSearch(row) : reply.code(404).send(NOT_FOUND);
  });

  app.delete<{ Params: { id: string } }>(path, changing, async (request, reply) => {
    const id = idOf(request.params.id, reply);
    if (id === undefined) return reply;
    // 200 with a body, not 204: the widgets' client reads every answer as JSON (as webhooks/routes.ts does).
    return (await searches.remove(request.userId, id)) ? { deleted: id } : reply.code(404).send(NOT_FOUND);
  });
}
