// GET /reactapp/blog-replies/?article=/Blog_Detail6/: the approved replies under one article, oldest
// first, for every visitor. Name, message and date only (never the e-mail). Shared caches may keep the
// answer 30 s, so a reply approved in the console shows within a minute without rebuilding the site.
import type { FastifyInstance } from "fastify";
import { PublishedRepliesQuery, type PublishedReplies } from "../../../../contract/schemas/published-replies.ts";
import { parseOr400 } from "../../../infra/http/validate.ts";
import type { Articles } from "../articles.ts";

const PUBLISHED_MAX_AGE_S = 30;

export async function blogRepliesRoutes(app: FastifyInstance, { articles }: { articles: Articles }) {
  app.get("/reactapp/blog-replies/", async (request, reply): Promise<PublishedReplies | typeof reply> => {
    const query = parseOr400(PublishedRepliesQuery, request.query, reply);
    if (!query) return reply;
    if (!articles.exists(query.article)) return reply.code(400).send({ article: ["Unknown article."] });
    const replies = await app.replies.published(query.article);
    reply.header("cache-control", `public, max-age=${PUBLISHED_MAX_AGE_S}`);
    return { article: query.article, count: replies.length, replies };
  });
}
