// GET /reactapp/projects/…: the legacy project list and detail paths, plus facets for the board's filters.
import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  MAX_PAGE_SIZE,
  ProjectQuerySchema,
  type ProjectCard,
  type ProjectQuery,
} from "../../../../contract/schemas/projects.ts";
import { toCsv } from "../../../infra/http/csv.ts";
import { parseOr400 } from "../../../infra/http/validate.ts";
import { LIST_FILTERS, TEXT_FILTERS, VIEW_PARAMETERS } from "../../../../contract/schemas/project-filters.ts";

const LIST_PATH = "/reactapp/projects/projects/";
const DEFAULT_PAGE_SIZE = 20;
const CSV_LIMIT = 10_000;
// Parameters that ask for the paged envelope instead of the legacy bare array.
const PAGING_OR_FILTERS = [...TEXT_FILTERS, ...LIST_FILTERS, ...VIEW_PARAMETERS];

/** The list's URL on `siteUrl` at another page: never the request's Host or X-Forwarded-Host, which the
 * client can forge (OWASP WSTG-INPV-17, Host header injection). */
function pageUrl(siteUrl: string, request: FastifyRequest, page: number): string {
  const search = new URLSearchParams(request.url.split("?")[1] ?? "");
  search.set("page", String(page));
  return `${siteUrl}${LIST_PATH}?${search}`;
}

const CSV_COLUMNS: Array<keyof ProjectCard> = [
  "project_id",
  "project_name",
  "Project_Bid_Date",
  "city",
  "state",
  "company",
  "status",
  "progress",
  "project_bid_amount",
  "divisions",
  "featured",
  "is_new",
];

function cardsToCsv(cards: ProjectCard[]): string {
  return toCsv([CSV_COLUMNS, ...cards.map((card) => CSV_COLUMNS.map((column) => card[column]))]);
}

export async function projectsRoutes(app: FastifyInstance, { siteUrl }: { siteUrl: string }) {
  app.get(LIST_PATH, async (request, reply) => {
    const raw = request.query as Record<string, unknown>;
    const query = parseOr400(ProjectQuerySchema, raw, reply);
    if (!query) return reply;
    // A signed-in visitor's Favorites tab lists the favorites kept on the server.
    if (query.tab === "favorites") {
      const userId = await app.signedInUserId(request);
      if (userId !== undefined) query.favorites = (await app.favorites.list(userId)).join(",");
    }

    if (query.format === "csv") {
      const { results: cards } = await app.projects.search(query, { limit: CSV_LIMIT, offset: 0 });
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", 'attachment; filename="project-leads.csv"')
        .send(cardsToCsv(cards));
    }
    if (!PAGING_OR_FILTERS.some((name) => name in raw)) return (await app.projects.search(query)).results;

    const pageSize = Math.min(query.page_size ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
    const page = query.page ?? 1;
    const { count, results } = await app.projects.search(query, { limit: pageSize, offset: (page - 1) * pageSize });
    const pages = Math.max(1, Math.ceil(count / pageSize));
    if (page > pages) return reply.code(404).send({ detail: "Invalid page." });
    return {
      count,
      next: page < pages ? pageUrl(siteUrl, request, page + 1) : null,
      previous: page > 1 ? pageUrl(siteUrl, request, page - 1) : null,
      results,
    };
  });

  app.get<{ Params: { id: string } }>("/reactapp/projects/projects/:id/", async (request, reply) => {
    const id = /^\d{1,9}$/.test(request.params.id) ? Number(request.params.id) : NaN;
    const project = Number.isNaN(id) ? undefined : await app.projects.find(id);
    if (!project) return reply.code(404).send({ detail: "Not found." });
    return { ...project, documents: await app.planRoom.byKind(id) };
  });

  app.get("/reactapp/projects/facets/", async (request, reply) => {
    const query = parseOr400(ProjectQuerySchema, request.query, reply) as ProjectQuery | undefined;
    if (!query) return reply;
    return app.projects.facets(query);
  });
}
