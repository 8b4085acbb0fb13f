// The desk's endpoints, staff only (second factor passed): the list, one project with its history,
// create, update (409 on a stale `updated_at`), publish, unpublish, close, reopen; removing the demo
// projects is the admins'. Every change is audited (desk-workflow.ts).
import type { FastifyInstance, FastifyReply } from "fastify";
import * as v from "valibot";
import {
  DESK_REFUSALS,
  DeskQuerySchema,
  ProjectUpdateSchema,
  RemoveDemoSchema,
  type DeskProjectDetail,
} from "../../../../contract/staff/project-desk.ts";
import { CloseProjectSchema, ProjectInputSchema } from "../../../../contract/staff/projects.ts";
import { parseOr400 } from "../../../infra/http/validate.ts";
import type { DeskRepository } from "../desk-repository.ts";
import type { DeskWorkflow, Outcome } from "../desk-workflow.ts";

const BASE = "/reactapp/staff/projects/";
const ProjectParams = v.object({ id: v.pipe(v.string(), v.regex(/^[1-9]\d{0,9}$/), v.transform(Number)) });

const answer = (reply: FastifyReply, outcome: Outcome) =>
  outcome.ok ? reply.send(outcome.value) : reply.code(outcome.status).send(outcome.body);

export async function staffProjectsRoutes(
  app: FastifyInstance,
  { desk, workflow }: { desk: DeskRepository; workflow: DeskWorkflow },
) {
  /** The project id of the path, or undefined once a 404 is sent. */
  const idOf = (params: unknown, reply: FastifyReply) => {
    const parsed = v.safeParse(ProjectParams, params);
    if (parsed.success) return parsed.output.id;
    reply.code(404).send(DESK_REFUSALS.notFound);
    return undefined;
  };

  app.get(BASE, app.consoleAction("projects.read"), async (request, reply) => {
    const query = parseOr400(DeskQuerySchema, request.query, reply);
    return query ? desk.page(query) : reply;
  });

  app.get(`${BASE}:id`, app.consoleAction("projects.read"), async (request, reply) => {
    const id = idOf(request.params, reply);
    if (!id) return reply;
    const project = await desk.byId(id);
    if (!project) return reply.code(404).send(DESK_REFUSALS.notFound);
    const detail: DeskProjectDetail = { project, history: await desk.history(id) };
    return detail;
  });

  app.post(BASE, app.consoleAction("projects.edit"), async (request, reply) => {
    const input = parseOr400(ProjectInputSchema, request.body, reply);
    if (!input) return reply;
    const outcome = await workflow.create(request, input);
    return outcome.ok ? reply.code(201).send(outcome.value) : answer(reply, outcome);
  });

  app.put(`${BASE}:id`, app.consoleAction("projects.edit"), async (request, reply) => {
    const id = idOf(request.params, reply);
    if (!id) return reply;
    const update = parseOr400(ProjectUpdateSchema, request.body, reply);
    return update ? answer(reply, await workflow.update(request, id, update)) : reply;
  });

  for (const action of ["publish", "unpublish", "reopen"] as const) {
    app.post(`${BASE}:id/${action}`, app.consoleAction("projects.edit"), async (request, reply) => {
      const id = idOf(request.params, reply);
      return id ? answer(reply, await workflow[action](request, id)) : reply;
    });
  }

  app.post(`${BASE}:id/close`, app.consoleAction("projects.edit"), async (request, reply) => {
    const id = idOf(request.params, reply);
    if (!id) return reply;
    const bid = parseOr400(CloseProjectSchema, request.body, reply);
    return bid ? answer(reply, await workflow.close(request, id, bid)) : reply;
  });

  app.post(`${BASE}remove-demo`, app.consoleAction("projects.remove-demo"), async (request, reply) => {
    if (!parseOr400(RemoveDemoSchema, request.body, reply)) return reply;
    return { removed: await workflow.removeDemo(request) };
  });
}
