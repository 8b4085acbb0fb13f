// The plan room: the documents staff upload to a project (`app.planRoom`, /reactapp/staff/projects/:id/
// documents/), listed on the detail page and opened by signed-in visitors, and the job that counts a
// PDF's pages after its upload.
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { documentsRepository, type DocumentsRepository } from "./documents-repository.ts";
import { COUNT_PAGES_JOB, countPages } from "./page-count.ts";
import { publicDocumentRoutes } from "./routes/documents.ts";
import { staffDocumentRoutes } from "./routes/staff-documents.ts";

declare module "fastify" {
  interface FastifyInstance {
    planRoom: DocumentsRepository;
  }
}

export const planRoomFeature = fp(
  async (app: FastifyInstance) => {
    const planRoom = documentsRepository(app.db);
    app.decorate("planRoom", planRoom);
    app.jobs.handle<{ project_id: number; document_id: number }>(COUNT_PAGES_JOB, async (payload) => {
      const document = await planRoom.byId(payload.project_id, payload.document_id);
      if (!document) return;
      const pages = await countPages(Number(document.size), () => app.files.read(document.file_key));
      if (pages !== null) await planRoom.setPages(document.id, pages);
    });
    await app.register(staffDocumentRoutes);
    await app.register(publicDocumentRoutes);
  },
  { name: "plan-room", dependencies: ["database", "files", "jobs", "events", "staff", "accounts"] },
);
