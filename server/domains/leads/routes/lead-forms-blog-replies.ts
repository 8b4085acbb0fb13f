// POST /reactapp/blog-replies/: readers' replies, stored for an editor to approve before publishing.
import type { FastifyInstance } from "fastify";
import { leadRoute, type LeadRouteOptions } from "./lead-forms.ts";

export async function blogReplyRoutes(app: FastifyInstance, options: Omit<LeadRouteOptions, "type">) {
  leadRoute(app, { ...options, type: "reply", status: "pending_moderation" });
}
