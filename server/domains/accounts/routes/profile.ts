// GET and PUT /reactapp/account/profile/ (name, company and role label, shown on the user card), and
// GET /reactapp/account/export/: everything the site holds about the signed-in customer, as JSON.
import type { FastifyInstance } from "fastify";
import { type Profile, ProfileSchema } from "../../../../contract/account/account.ts";
import { parseOr400 } from "../../../infra/http/validate.ts";
import { NOT_SIGNED_IN } from "../guards.ts";
import { isVerified } from "../../../infra/mail/verified-address.ts";

export async function profileRoutes(app: FastifyInstance) {
  const signedIn = { preHandler: app.requireUser };
  const changing = { onRequest: app.csrfProtection, preHandler: app.requireUser };
  const { customerAccounts } = app;

  async function profileOf(userId: number): Promise<Profile | undefined> {
    const user = await customerAccounts.byId(userId);
    if (!user) return undefined;
    return {
      username: user.username,
      email: user.email,
      email_verified: isVerified(user),
      full_name: user.full_name,
      company: user.company,
      role: user.role as Profile["role"],
    };
  }

  app.get("/reactapp/account/profile/", signedIn, async (request, reply) => {
    const profile = await profileOf(request.userId);
    if (!profile) return reply.code(403).send(NOT_SIGNED_IN);
    return reply.header("cache-control", "no-store").send(profile);
  });

  app.put("/reactapp/account/profile/", changing, async (request, reply) => {
    const input = parseOr400(ProfileSchema, request.body, reply);
    if (!input) return reply;
    await customerAccounts.updateProfile(request.userId, input);
    return reply.header("cache-control", "no-store").send(await profileOf(request.userId));
  });

  app.get("/reactapp/account/export/", signedIn, async (request, reply) => {
    const user = await customerAccounts.byId(request.userId);
    if (!user) return reply.code(403).send(NOT_SIGNED_IN);
    const orders = await app.billing.list(user.id);
    const exported = {
      exported_at: new Date().toISOString(),
      account: {
        username: user.username,
        email: user.email,
        email_verified_at: user.email_verified_at,
        full_name: user.full_name,
        company: user.company,
        role: user.role,
        created_at: user.created_at,
        last_login_at: user.last_login_at,
      },
      orders: await Promise.all(orders.map((order) => app.billing.receipt(user.id, order.number))),
      leads: await customerAccounts.leadsOf(user),
      favorites: await customerAccounts.favorites(user.id),
      ...(await customerAccounts.reminders(user.id)),
    };
    return reply
      .header("cache-control", "no-store")
      .header("content-disposition", `attachment; filename="qto-solutions-account-${user.username}.json"`)
      .send(exported);
  });
}
