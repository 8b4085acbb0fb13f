// The projects domain: the board's list, facets and CSV, the project detail, and the projects repository
// (`app.projects`) with its in-memory index, built before the first request; a signed-in visitor's
// starred projects (`app.favorites`), which the board's Favorites tab reads; the plan room, documents
// staff upload to a project (`app.planRoom`), listed on the detail and opened by signed-in visitors, with
// the job that counts a PDF's pages; the project desk, where staff create, edit, publish, unpublish,
// close and reopen projects and admins remove the generated demo projects (`app.projectDesk` reads and
// writes every project whatever its publication; the history of a published project's changes is kept
// in project_changes, project-history.ts); and the CSV import, which creates and updates projects in
// bulk, matched on their external id, after a dry run that reports what each row would do.
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { deskRepository, type DeskRepository } from "./desk-repository.ts";
import { deskWorkflow } from "./desk-workflow.ts";
import { documentsRepository, type DocumentsRepository } from "./documents-repository.ts";
import { favoritesRepository, type FavoritesRepository } from "./favorites-repository.ts";
import { importRepository } from "./import/import-repository.ts";
import { projectImport } from "./import/project-import.ts";
import { COUNT_PAGES_JOB, pageCountJob } from "./page-count.ts";
import { projectsRepository, type ProjectsRepository } from "./projects-repository.ts";
import { documentsRoutes } from "./routes/documents.ts";
import { favoritesRoutes } from "./routes/favorites.ts";
import { projectsRoutes } from "./routes/projects.ts";
import { staffDocumentsRoutes } from "./routes/staff-documents.ts";
import { staffProjectImportRoutes } from "./routes/staff-project-import.ts";
import { staffProjectsRoutes } from "./routes/staff-projects.ts";

declare module "fastify" {
  interface FastifyInstance {
    projects: ProjectsRepository;
    favorites: FavoritesRepository;
    planRoom: DocumentsRepository;
    projectDesk: DeskRepository;
  }
}

export const projectsDomain = fp(
  async (app: FastifyInstance, { siteUrl }: { siteUrl: string }) => {
    app.decorate("favorites", favoritesRepository(app.db));
    await app.register(favoritesRoutes);

    const planRoom = documentsRepository(app.db);
    app.decorate("planRoom", planRoom);
    app.jobs.handle(COUNT_PAGES_JOB, pageCountJob(planRoom, app.files));
    await app.register(staffDocumentsRoutes);
    await app.register(documentsRoutes);

    const projects = projectsRepository(app.db);
    await projects.warm();
    app.decorate("projects", projects);
    await app.register(projectsRoutes, { siteUrl });

    const desk = deskRepository(app.db);
    app.decorate("projectDesk", desk);
    await app.register(staffProjectsRoutes, { desk, workflow: deskWorkflow(app.db, desk, app.audit, app.events) });

    const importer = projectImport(app.db, importRepository(app.db), app.audit, app.events);
    await app.register(staffProjectImportRoutes, { importer });
  },
  { name: "projects", dependencies: ["database", "files", "jobs", "events", "accounts", "staff"] },
);
