// Who is signed in to the console and what they may do: GET /reactapp/staff/me/.
import type { FastifyInstance } from "fastify";
import { actionsOf, type ConsoleMember } from "../../../../contract/staff/permissions.ts";

export async function staffMeRoutes(app: FastifyInstance) {
  app.get("/reactapp/staff/me/", app.consoleAction("console.me"), async (request): Promise<ConsoleMember> => ({
    ...request.staff,
    actions: actionsOf(request.staff.role),
  }));
}
