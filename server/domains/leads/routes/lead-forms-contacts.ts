// POST /reactapp/create-contact/: the contact form.
import type { FastifyInstance } from "fastify";
import { leadRoute, type LeadRouteOptions } from "./lead-forms.ts";

export async function contactRoutes(app: FastifyInstance, options: Omit<LeadRouteOptions, "type">) {
  leadRoute(app, { ...options, type: "contact" });
}
