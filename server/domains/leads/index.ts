// The leads domain: the four lead forms' endpoints (JSON and plain HTML), the thank-you page, the leads
// repository (`app.leads`), the announcement of every lead to the firm, the daily removal of the files of
// leads closed long enough (file-retention.ts), and the lead desk: the console's leads inbox and a lead's
// page, where staff move a lead through the sales workflow, assign it, write internal notes and download
// its files (the desk changes only a lead's workflow columns, migration 016).
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { uploadStore } from "../../infra/files/uploads.ts";
import { FILE_RETENTION_EVERY_MS, FILE_RETENTION_JOB, fileRetentionJob } from "./file-retention.ts";
import { formPages } from "./form-pages.ts";
import { inboxRepository } from "./inbox-repository.ts";
import { leadRepository } from "./lead-desk-repository.ts";
import { LEAD_ACKNOWLEDGE, acknowledgeLeadJob } from "./lead-acknowledgement.ts";
import { LEAD_NOTIFY, notifyLead } from "./lead-mail.ts";
import { leadService } from "./lead-service.ts";
import { leadWorkflow } from "./lead-workflow.ts";
import { leadsRepository, type LeadsRepository } from "./leads-repository.ts";
import { leadFormsRoutes } from "./routes/lead-forms.ts";
import { staffLeadRoutes } from "./routes/staff-lead.ts";
import { staffLeadsRoutes } from "./routes/staff-leads.ts";
import { staffMembersRoutes } from "./routes/staff-members.ts";
import { thankYouRoutes } from "./routes/thank-you.ts";
import { SAMPLE_DELIVERY, sampleDeliveryJob } from "./sample-delivery.ts";
import { uploadBudget } from "./upload-budget.ts";

declare module "fastify" {
  interface FastifyInstance {
    leads: LeadsRepository;
  }
}

// Uploads a killed process left behind (no lead references them) are removed at start once this old:
// a younger one may belong to a request still running in another process.
const ORPHAN_MIN_AGE_MS = 60 * 60 * 1000;

export type LeadsOptions = {
  siteDir: string;
  /** The site's Nunjucks partials, rendered again for the no-JavaScript answers. */
  includesDir: string;
  rateLimit: { max: number; windowMs: number };
  /** The public base URL: each lead's e-mail links to its page in the console. */
  siteUrl: string;
};

export const leadsDomain = fp(
  async (app: FastifyInstance, { siteDir, includesDir, rateLimit, siteUrl }: LeadsOptions) => {
    const leads = leadsRepository(app.db, { jobs: app.jobs, events: app.events });
    app.decorate("leads", leads);
    // Each job announces a lead of its own: they may leave side by side.
    app.jobs.handle(LEAD_NOTIFY, notifyLead(leads, app.mailer, siteUrl, app.log), { inAnyOrder: true });
    app.jobs.handle(LEAD_ACKNOWLEDGE, acknowledgeLeadJob(leads, app.mailer, siteUrl), { inAnyOrder: true });
    app.jobs.handle(SAMPLE_DELIVERY, sampleDeliveryJob(leads, app.mailer, { siteDir, siteUrl }));
    app.jobs.recurring(
      FILE_RETENTION_JOB,
      FILE_RETENTION_EVERY_MS,
      fileRetentionJob({ leads, objects: app.objects, log: app.log }),
    );
    const uploads = uploadStore(app.objects);
    app.addHook("onReady", async () => {
      const removed = await uploads.sweepOrphans((names) => leads.referencedFiles(names), ORPHAN_MIN_AGE_MS);
      if (removed) app.log.info({ removed }, "removed upload files no lead references");
    });

    const pages = formPages(siteDir, app.site, includesDir);
    const options = { rateLimit, service: leadService(leads), formPages: pages };
    await app.register(leadFormsRoutes, { ...options, uploads, budget: uploadBudget(app.sharedCounters) });
    await app.register(thankYouRoutes, { formPages: pages });

    const desk = leadRepository(app.db);
    const workflow = leadWorkflow(app.db, desk, app.audit, app.events);
    await app.register(staffLeadsRoutes, { inbox: inboxRepository(app.db) });
    await app.register(staffLeadRoutes, { leads: desk, workflow, objects: app.objects });
    await app.register(staffMembersRoutes, { leads: desk });
  },
  {
    name: "leads",
    dependencies: ["database", "files", "mailer", "jobs", "events", "rate-limit", "accounts", "staff", "site"],
  },
);
