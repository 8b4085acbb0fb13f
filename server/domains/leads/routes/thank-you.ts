// GET /thank-you/: where the plain HTML lead forms land, naming the lead's reference.
import type { FastifyInstance } from "fastify";
import type { FormPages } from "../form-pages.ts";

export async function thankYouRoutes(app: FastifyInstance, { formPages }: { formPages: FormPages }) {
  app.get("/thank-you/", async (request, reply) => {
    const { type = "", reference = "" } = request.query as Record<string, string | undefined>;
    return reply
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-store")
      .send(formPages.thankYou(String(type), String(reference)));
  });
}
