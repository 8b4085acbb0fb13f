// The plan room's API: staff upload, rename and delete a project's documents (checked by content,
// audited, announced), the detail lists them with real counts, and opening one needs a signed-in account.
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn } from "../../../helpers/accounts.ts";
import { TEST_DATABASES, testApp } from "../../../helpers/app.ts";
import { multipart, PDF, type Part } from "../../../helpers/multipart.ts";
import { insertProject, MP4, VTT } from "../../../helpers/plan-room.ts";
import { signedInStaff, type StaffSession } from "../../../helpers/staff.ts";

const staffPath = (project: number) => `/reactapp/staff/projects/${project}/documents/`;
const publicPath = (project: number, doc: number) => `/reactapp/projects/projects/${project}/documents/${doc}/`;

describe.each(TEST_DATABASES)("server: the plan room on $name", ({ url }) => {
  let app: FastifyInstance;
  let staff: StaffSession;
  let visitor: { cookies: Record<string, string> };
  let project: number;

  const upload = (projectId: number, parts: Part[], as: Partial<ReturnType<StaffSession["as"]>> = staff.as()) => {
    const body = multipart(parts);
    return app.inject({
      method: "POST",
      url: staffPath(projectId),
      payload: body.payload,
      cookies: as.cookies,
      headers: { ...as.headers, ...body.headers },
    });
  };
  const plan = (name = "A-101 Floor plan.pdf", content = PDF): Part[] => [
    { name: "kind", value: "plans" },
    { name: "file", filename: name, content },
  ];
  const detail = async (projectId: number) =>
    (await app.inject({ url: `/reactapp/projects/projects/${projectId}/` })).json();
  const auditOf = (action: string) => app.db.selectFrom("audit_log").selectAll().where("action", "=", action).execute();

  beforeAll(async () => {
    app = await testApp({ DATABASE_URL: await url(), SEED_PROJECTS: "3", JOBS_POLL_MS: "0" });
    staff = await signedInStaff(app, "sam");
    visitor = await signedIn(app, "vic");
    project = await insertProject(app.db);
  });
  afterAll(() => app?.close());

  it("refuses anonymous visitors (401) and customers (403) every staff route", async () => {
    expect((await app.inject({ url: staffPath(project) })).statusCode).toBe(401);
    expect((await upload(project, plan(), {})).statusCode).toBe(401);
    expect((await upload(project, plan(), { cookies: visitor.cookies })).statusCode).toBe(403);
    expect((await app.inject({ url: staffPath(project), cookies: visitor.cookies })).statusCode).toBe(403);
    const remove = await app.inject({ method: "DELETE", url: `${staffPath(project)}1/`, cookies: visitor.cookies });
    expect(remove.statusCode).toBe(403);
    expect((await detail(project)).documents.plans).toEqual([]);
  });

  it("stores a PDF under its tab, audits and announces it, and counts its pages in a job", async () => {
    const response = await upload(project, plan());
    expect(response.statusCode).toBe(201);
    const document = response.json();
    expect(document).toMatchObject({ kind: "plans", name: "A-101 Floor plan.pdf", size: PDF.length, pages: null });
    expect(document.added_by).toBe("sam");
    const [audited] = (await auditOf("project.document_added")).filter((row) => row.entity_id === String(project));
    expect(JSON.parse(audited!.after!)).toMatchObject({ document_id: document.id, kind: "plans" });
    const jobs = await app.db.selectFrom("jobs").select(["kind"]).execute();
    expect(jobs.map((job) => job.kind)).toContain("plan-room.count-pages");

    await app.jobs.runDue();
    const { documents } = await detail(project);
    expect(documents.plans).toEqual([
      expect.objectContaining({ id: document.id, name: "A-101 Floor plan.pdf", size: PDF.length, pages: 1 }),
    ]);
    expect(documents.specs).toEqual([]);
  });

  it("refuses a file whose bytes are not a PDF, even named .pdf, and keeps nothing of it", async () => {
    const before = (await app.inject({ url: staffPath(project), ...staff.as() })).json().documents.length;
    const fake = await upload(project, plan("plans.pdf", Buffer.from("MZ\x90\x00 not a pdf at all")));
    expect(fake.statusCode).toBe(400);
    expect(fake.json()).toEqual({ file: ["Upload a PDF: this file's content is not one."] });
    const video = await upload(project, plan("plans.pdf", MP4));
    expect(video.statusCode).toBe(400);
    const notVideo = await upload(project, [
      { name: "kind", value: "videos" },
      { name: "file", filename: "walkthrough.mp4", content: PDF, type: "video/mp4" },
    ]);
    expect(notVideo.json()).toEqual({ file: ["Upload an MP4 or WebM video: this file's content is not one."] });
    const noKind = await upload(project, [{ name: "file", filename: "a.pdf", content: PDF }]);
    expect(noKind.statusCode).toBe(400);
    expect(Object.keys(noKind.json())).toEqual(["kind"]);
    expect((await app.inject({ url: staffPath(project), ...staff.as() })).json().documents).toHaveLength(before);
  });

  it("takes a video with WebVTT captions, served to signed-in visitors", async () => {
    const response = await upload(project, [
      { name: "kind", value: "videos" },
      { name: "file", filename: "Take-off walkthrough.mp4", content: MP4, type: "video/mp4" },
      { name: "captions", filename: "walkthrough.vtt", content: VTT, type: "text/vtt" },
    ]);
    expect(response.statusCode).toBe(201);
    const { id } = response.json();
    expect((await detail(project)).documents.videos).toEqual([
      expect.objectContaining({ id, content_kind: "mp4", captions: true, pages: null }),
    ]);
    const video = await app.inject({ url: publicPath(project, id), cookies: visitor.cookies });
    expect(video.headers["content-type"]).toBe("video/mp4");
    const captions = await app.inject({ url: `${publicPath(project, id)}captions/`, cookies: visitor.cookies });
    expect(captions.statusCode).toBe(200);
    expect(captions.headers["content-type"]).toBe("text/vtt; charset=utf-8");
    expect(captions.body).toBe(VTT.toString());
  });

  it("serves a document to signed-in accounts only, inline, with the safe headers and ranges", async () => {
    const { id } = (await upload(project, plan("S-201.pdf"))).json();
    const anonymous = await app.inject({ url: publicPath(project, id) });
    expect(anonymous.statusCode).toBe(401);
    const staffWithoutAccount = await app.inject({ url: publicPath(project, 999_999), ...staff.as() });
    expect(staffWithoutAccount.statusCode).toBe(404);

    const whole = await app.inject({ url: publicPath(project, id), cookies: visitor.cookies });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers).toMatchObject({
      "content-type": "application/pdf",
      "x-content-type-options": "nosniff",
      "content-security-policy": "sandbox allow-scripts",
      "accept-ranges": "bytes",
    });
    expect(whole.headers["content-disposition"]).toMatch(/^inline; filename="S-201.pdf"/);
    expect(whole.rawPayload.equals(PDF)).toBe(true);

    const part = await app.inject({
      url: publicPath(project, id),
      cookies: visitor.cookies,
      headers: { range: "bytes=0-7" },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes 0-7/${PDF.length}`);
    expect(part.body).toBe("%PDF-1.4");

    const download = await app.inject({ url: `${publicPath(project, id)}?download=1`, cookies: visitor.cookies });
    expect(download.headers["content-disposition"]).toMatch(/^attachment; /);
  });

  it("hides the documents of drafts and unpublished projects (404); staff preview them in the console", async () => {
    for (const publication of ["draft", "unpublished"] as const) {
      const hidden = await insertProject(app.db, { publication });
      const { id } = (await upload(hidden, plan())).json();
      expect((await app.inject({ url: publicPath(hidden, id), cookies: visitor.cookies })).statusCode).toBe(404);
      const preview = await app.inject({ url: `${staffPath(hidden)}${id}/file/`, ...staff.as() });
      expect(preview.statusCode).toBe(200);
      expect(preview.headers["content-type"]).toBe("application/pdf");
    }
  });

  it("records an addendum posted to a published project in its changes", async () => {
    const response = await upload(project, [
      { name: "kind", value: "addendums" },
      { name: "file", filename: "Addendum 1.pdf", content: PDF },
    ]);
    expect(response.statusCode).toBe(201);
    const changes = await app.db.selectFrom("project_changes").selectAll().where("project_id", "=", project).execute();
    expect(changes).toEqual([expect.objectContaining({ field: "addendum", before: null, after: "Addendum 1.pdf" })]);
    const draft = await insertProject(app.db, { publication: "draft" });
    await upload(draft, [
      { name: "kind", value: "addendums" },
      { name: "file", filename: "A.pdf", content: PDF },
    ]);
    expect(await app.db.selectFrom("project_changes").selectAll().where("project_id", "=", draft).execute()).toEqual(
      [],
    );
  });

  it("renames a document, and (administrators only) deletes it, audited; the file goes with it", async () => {
    const { id } = (await upload(project, plan("old name.pdf"))).json();
    const renamed = await app.inject({
      method: "PATCH",
      url: `${staffPath(project)}${id}/`,
      payload: { name: "  New name.pdf " },
      ...staff.as(),
    });
    expect(renamed.json()).toMatchObject({ id, name: "New name.pdf" });
    const blank = await app.inject({
      method: "PATCH",
      url: `${staffPath(project)}${id}/`,
      payload: { name: " " },
      ...staff.as(),
    });
    expect(blank.statusCode).toBe(400);

    const { file_key } = await app.db
      .selectFrom("project_documents")
      .select("file_key")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    const asStaff = await app.inject({ method: "DELETE", url: `${staffPath(project)}${id}/`, ...staff.as() });
    expect(asStaff.statusCode).toBe(403);
    expect(await app.files.read(file_key)).toBeDefined();
    const admin = await signedInStaff(app, "ada", { role: "admin" });
    const removed = await app.inject({ method: "DELETE", url: `${staffPath(project)}${id}/`, ...admin.as() });
    expect(removed.json()).toEqual({ deleted: id });
    await expect(app.files.read(file_key)).rejects.toThrow();
    expect((await detail(project)).documents.plans.map((doc: { id: number }) => doc.id)).not.toContain(id);
    expect((await auditOf("project.document_renamed")).length).toBe(1);
    const [removal] = await auditOf("project.document_removed");
    expect(JSON.parse(removal!.before!)).toMatchObject({ id, name: "New name.pdf" });
    const again = await app.inject({ method: "DELETE", url: `${staffPath(project)}${id}/`, ...admin.as() });
    expect(again.statusCode).toBe(404);
  });

  it("lists no invented documents for generated projects", async () => {
    const demo = await app.db.selectFrom("projects").select("id").where("demo", "=", 1).executeTakeFirstOrThrow();
    const { documents } = await detail(Number(demo.id));
    expect(Object.values(documents).flat()).toEqual([]);
  });
});
