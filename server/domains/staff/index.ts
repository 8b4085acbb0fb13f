// The staff domain: what every console screen stands on. The guards (`app.consoleAction`, one per row of
// the permissions table in contract/staff/permissions.ts), the audit log (`app.audit`), the team as
// admins manage it (`app.team`), the second factor (`app.secondFactors`: TOTP enrolment and
// verification, recovery codes; the team screen resets it through the same repository) and who is
// signed in to the console.
import type { FastifyInstance, FastifyReply } from "fastify";
import fp from "fastify-plugin";
import type { ConsoleActionName } from "../../../contract/staff/permissions.ts";
import type { StaffMember } from "../../../contract/staff/staff.ts";
import { auditRepository, type AuditRepository } from "./audit-repository.ts";
import { decorateStaffGuards, type ConsoleRouteOptions } from "./guards.ts";
import { staffAuditRoutes } from "./routes/staff-audit.ts";
import { staffMeRoutes } from "./routes/staff-me.ts";
import { staffSecondFactorRoutes } from "./routes/staff-second-factor.ts";
import { staffTeamRoutes } from "./routes/staff-team.ts";
import { secondFactorsRepository, type SecondFactorsRepository } from "./second-factors-repository.ts";
import { secretBox } from "./secret-box.ts";
import { teamRepository, type TeamRepository } from "./team-repository.ts";

declare module "fastify" {
  interface FastifyInstance {
    audit: AuditRepository;
    team: TeamRepository;
    secondFactors: SecondFactorsRepository;
    /**
     * The route options of a console endpoint doing `action`: a member of one of its roles, second factor
     * passed (except for the second factor's own screens), and on a change the CSRF header, checked after
     * who is asking. Spread it to add options: `{ ...app.consoleAction("projects.import"), bodyLimit }`.
     */
    consoleAction(action: ConsoleActionName): ConsoleRouteOptions;
    /**
     * For an endpoint whose body decides what it does (an order's status: cancelling refunds): answers 403
     * and returns true when the signed-in member may not do `action`; the route then returns at once.
     */
    refuseUnlessAllowed(request: FastifyRequest, reply: FastifyReply, action: ConsoleActionName): boolean;
  }
  interface FastifyContextConfig {
    /** The permissions table's row a console route is guarded by. */
    consoleAction?: ConsoleActionName;
  }
  interface FastifyRequest {
    /** The staff member a console route serves, set by the guards above. */
    staff: StaffMember;
  }
}

export type StaffOptions = { secondFactorKey: string };

export const staffDomain = fp(
  async (app: FastifyInstance, { secondFactorKey }: StaffOptions) => {
    app.decorate("audit", auditRepository(app.db));
    decorateStaffGuards(app);
    await app.register(staffMeRoutes);
    await app.register(staffAuditRoutes);

    const factors = secondFactorsRepository(app.db, secretBox(secondFactorKey));
    const { sealed, unopened } = await factors.sealPlain();
    if (sealed) app.log.info({ sealed }, "sealed the second-factor secrets stored in plain text");
    if (unopened.length)
      app.log.error({ userIds: unopened }, "second-factor secrets that do not open: an admin must reset each");
    app.decorate("secondFactors", factors);
    await app.register(staffSecondFactorRoutes);

    app.decorate("team", teamRepository(app.db));
    await app.register(staffTeamRoutes);
  },
  { name: "staff", dependencies: ["database", "accounts"] },
);
