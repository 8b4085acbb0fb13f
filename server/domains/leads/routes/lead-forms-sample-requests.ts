// POST /reactapp/create-sample-request/: the free-sample form.
import type { FastifyInstance } from "fastify";
import { leadRoute, type LeadRouteOptions } from "./lead-forms.ts";

export async function sampleRequestRoutes(app: FastifyInstance, options: Omit<LeadRouteOptions, "type">) {
  leadRoute(app, { ...options, type: "sample" });
}
