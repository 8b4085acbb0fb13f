// The customer's bid reminders (REMINDERS_API): GET /reactapp/account/reminders/ lists the starred projects
// with their reminder days (and whether the address is verified: reminders go only to one), PUT …/:project/
// sets one project's days. A project the customer did not star answers 404.
import type { FastifyInstance } from "fastify";
import {
  BidReminderSchema,
  REMINDERS_API,
  REMINDER_DAYS,
  type BidReminders,
} from "../../../../contract/account/reminders.ts";
import { parseOr400 } from "../../../infra/http/validate.ts";
import { isVerified } from "../../../infra/mail/verified-address.ts";
import type { BidRemindersRepository } from "../bid-reminders-repository.ts";

const NOT_FOUND = { detail: "Not found." };

export async function bidRemindersRoutes(app: FastifyInstance, { reminders }: { reminders: BidRemindersRepository }) {
  const reading = { preHandler: app.requireUser };
  const changing = { onRequest: app.csrfProtection, preHandler: app.requireUser };

  app.get(REMINDERS_API.bidReminders, reading, async (request, reply) => {
    const user = await app.customerAccounts.byId(request.userId);
    if (!user) return reply.code(404).send(NOT_FOUND);
    reply.header("cache-control", "no-store");
    const answer: BidReminders = {
      verified: isVerified(user),
      email: user.email,
      starred: await reminders.list(request.userId),
    };
    return answer;
  });

  app.put<{ Params: { projectId: string } }>(
    REMINDERS_API.bidReminder(0).replace("/0/", "/:projectId/"),
    changing,
    async (request, reply) => {
      const input = parseOr400(BidReminderSchema, request.body, reply);
      if (!input) return reply;
      const raw = request.params.projectId;
      const projectId = /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : undefined;
      const starred = projectId && (await reminders.find(request.userId, projectId));
      if (!projectId || !starred) return reply.code(404).send(NOT_FOUND);
      const days = REMINDER_DAYS.filter((day) => input.days.includes(day));
      await reminders.setDays(request.userId, projectId, days);
      return { ...starred, days };
    },
  );
}
