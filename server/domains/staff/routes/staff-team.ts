// The team screen's API, for admins: GET /reactapp/staff/team/ lists staff and admins; POST adds one;
// PUT …/:id/role/, POST …/:id/disable/, …/:id/enable/, …/:id/second-factor/reset/ and
// …/:id/password/reset/ change one. Each change is written to the audit log in its own transaction, with
// the member before and after. A password an administrator chose (a new member's, a reset) is changed by
// its owner at their next sign-in: the console's guard waits for it.
import { randomBytes } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import {
  type AddedMember,
  AddMemberSchema,
  MemberParams,
  type PasswordReset,
  RoleSchema,
  TEAM_REFUSALS,
  type Team,
  type TeamMember,
} from "../../../../contract/staff/team.ts";
import { isStaffRole } from "../../../../contract/staff/staff.ts";
import type { Database } from "../../../infra/db/schema.ts";
import { parseOr400 } from "../../../infra/http/validate.ts";
import { hashPassword } from "../../../infra/auth/passwords.ts";
import { passwordProblem } from "../../../infra/auth/password-strength.ts";
import { sessionToken } from "../../../infra/auth/session-cookie.ts";

const BASE = "/reactapp/staff/team";
const TAKEN = { username: "A user with that username already exists.", email: "An account uses this e-mail already." };

type Change = (trx: Kysely<Database>, member: TeamMember) => Promise<void>;

// 16 random characters (96 bits): strong, and shown to the admin once to hand over.
const temporaryPassword = () => randomBytes(12).toString("base64url");

export async function staffTeamRoutes(app: FastifyInstance) {
  const team = app.team;

  app.get(BASE + "/", app.consoleAction("team.manage"), async () => {
    const answer: Team = { members: await team.list() };
    return answer;
  });

  app.post(BASE + "/", app.consoleAction("team.manage"), async (request, reply) => {
    const input = parseOr400(AddMemberSchema, request.body, reply);
    if (!input) return reply;
    const weakness = input.password ? passwordProblem(input.password) : undefined;
    if (weakness) return reply.code(400).send({ password: [weakness] });
    const temporary = input.password ? undefined : temporaryPassword();
    const password_hash = await hashPassword(input.password || temporary!);
    const added = await app.db.transaction().execute(async (trx) => {
      // Typed or made here, the administrator knows it: the member chooses their own at the first sign-in.
      const created = await app.accounts.users.create(
        {
          username: input.username,
          email: input.email,
          password_hash,
          access_role: input.role,
          must_change_password: 1,
        },
        trx,
      );
      if ("taken" in created) return created;
      const member = (await team.member(created.id, trx))!;
      await app.audit.record(
        request,
        { action: "staff.added", entity: "user", entityId: member.id, after: member },
        trx,
      );
      return member;
    });
    if ("taken" in added) return reply.code(400).send({ [added.taken]: [TAKEN[added.taken]] });
    const answer: AddedMember = { member: added, ...(temporary && { temporary_password: temporary }) };
    return reply.code(201).send(answer);
  });

  /** Runs `change` on the member named in the path and audits it; refuses an unknown member (404). */
  async function changeMember(request: FastifyRequest, reply: FastifyReply, action: string, change: Change) {
    const params = parseOr400(MemberParams, request.params, reply);
    if (!params) return reply;
    type Outcome = { refused: 404 | 409; detail: string } | { member: TeamMember };
    const result = await app.db.transaction().execute(async (trx): Promise<Outcome> => {
      const before = await team.member(params.id, trx);
      if (!before) return { refused: 404, detail: TEAM_REFUSALS.notFound };
      const refusal = await guardSelfAndLastAdmin(request, trx, before, action);
      if (refusal) return { refused: 409, detail: refusal };
      await change(trx, before);
      const after = (await team.member(params.id, trx))!;
      await app.audit.record(request, { action, entity: "user", entityId: params.id, before, after }, trx);
      return { member: after };
    });
    if ("refused" in result) return reply.code(result.refused).send({ detail: result.detail });
    return result.member;
  }

  /** An admin never locks themselves out, and an active admin always remains. */
  async function guardSelfAndLastAdmin(
    request: FastifyRequest,
    trx: Kysely<Database>,
    before: TeamMember,
    action: string,
  ): Promise<string | undefined> {
    const body = request.body as { role?: string } | undefined;
    const removesAdmin = action === "staff.disabled" || (action === "staff.role_changed" && body?.role !== "admin");
    if (!removesAdmin) return undefined;
    if (before.id === request.staff.id) return TEAM_REFUSALS.self;
    if (before.role === "admin" && !before.disabled && (await team.otherActiveAdmins(before.id, trx)) === 0) {
      return TEAM_REFUSALS.lastAdmin;
    }
    return undefined;
  }

  const endSessions = (id: number, request: FastifyRequest) =>
    app.sessions.destroyAllOf(id, id === request.staff.id ? sessionToken(request) : undefined);

  app.put(BASE + "/:id/role/", app.consoleAction("team.manage"), async (request, reply) => {
    const input = parseOr400(RoleSchema, request.body, reply);
    if (!input) return reply;
    return changeMember(request, reply, "staff.role_changed", (trx, member) =>
      team.setRole(member.id, input.role, trx),
    );
  });

  app.post(BASE + "/:id/disable/", app.consoleAction("team.manage"), async (request, reply) => {
    const answer = await changeMember(request, reply, "staff.disabled", (trx, member) =>
      team.setDisabled(member.id, true, trx),
    );
    // A disabled account's open sessions end now, not at their next request.
    if (!reply.sent) await endSessions((answer as TeamMember).id, request);
    return answer;
  });

  app.post(BASE + "/:id/enable/", app.consoleAction("team.manage"), async (request, reply) =>
    changeMember(request, reply, "staff.enabled", (trx, member) => team.setDisabled(member.id, false, trx)),
  );

  app.post(BASE + "/:id/second-factor/reset/", app.consoleAction("team.reset-credentials"), async (request, reply) => {
    const answer = await changeMember(request, reply, "staff.second_factor_reset", (trx, member) =>
      app.secondFactors.reset(member.id, trx),
    );
    // Their sessions end too: the next sign-in asks them to enrol again.
    if (!reply.sent) await endSessions((answer as TeamMember).id, request);
    return answer;
  });

  // For a member who forgot theirs (the e-mailed link does not reset a staff account's password): a
  // temporary one, shown once, changed at their next sign-in; their sessions end. An administrator's own
  // goes through their settings, which ask for their password and a recent code.
  app.post(BASE + "/:id/password/reset/", app.consoleAction("team.reset-credentials"), async (request, reply) => {
    const params = parseOr400(MemberParams, request.params, reply);
    if (!params) return reply;
    if (params.id === request.staff.id) return reply.code(409).send({ detail: TEAM_REFUSALS.ownPassword });
    // A customer's account is no team member's: its owner resets it by e-mail.
    const target = await team.member(params.id);
    if (!target || !isStaffRole(target.role)) return reply.code(404).send({ detail: TEAM_REFUSALS.notFound });
    const temporary = temporaryPassword();
    const passwordHash = await hashPassword(temporary);
    const member = await changeMember(request, reply, "staff.password_reset", (trx, before) =>
      team.setTemporaryPassword(before.id, passwordHash, trx),
    );
    if (reply.sent) return member;
    await endSessions((member as TeamMember).id, request);
    const answer: PasswordReset = { member: member as TeamMember, temporary_password: temporary };
    return answer;
  });
}
