// The replies feature: readers' replies under the blog's articles, moderated in the console
// (`app.replies`, /reactapp/staff/replies/) and published to every visitor (GET /reactapp/blog-replies/).
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { articles } from "./articles.ts";
import { publicReplyRoutes } from "./routes/blog-replies.ts";
import { repliesRepository, type RepliesRepository } from "./replies-repository.ts";
import { staffReplyRoutes } from "./routes/staff-replies.ts";

declare module "fastify" {
  interface FastifyInstance {
    replies: RepliesRepository;
  }
}

export const repliesFeature = fp(
  async (app: FastifyInstance, { siteDir }: { siteDir: string }) => {
    app.decorate("replies", repliesRepository(app.db));
    const blog = articles(siteDir, app.site);
    await app.register(staffReplyRoutes, { articles: blog });
    await app.register(publicReplyRoutes, { articles: blog });
  },
  { name: "replies", dependencies: ["database", "staff", "site"] },
);
