// The desk's endpoints on the wire (GET/POST /reactapp/staff/projects/…): the list's query and page, one
// project with its history, what an update carries (the `updated_at` it was based on) and what a refusal
// says. The fields themselves are ProjectInputSchema's (projects.ts).
import * as v from "valibot";
import { projectPublications } from "../choices/project-publications.ts";
import { type DeskProject, type ProjectChange, ProjectInputSchema } from "./projects.ts";

export const DESK_PAGE_SIZE = 50;

export const deskSorts = [
  { value: "-updated", label: "Last changed first" },
  { value: "bid_date", label: "Bid date, soonest first" },
  { value: "-bid_date", label: "Bid date, latest first" },
  { value: "name", label: "Name, A to Z" },
] as const;
export type DeskSort = (typeof deskSorts)[number]["value"];

const blank = v.literal("");
const optional = <S extends v.GenericSchema<string, string>>(schema: S) => v.optional(v.union([blank, schema]), "");

/** The list's filters, sort and page, as they arrive in a URL. */
export const DeskQuerySchema = v.object({
  publication: optional(
    v.picklist(
      projectPublications.map((p) => p.value),
      "Select a valid publication.",
    ),
  ),
  demo: optional(v.picklist(["1", "0"], "Select demo or real projects.")),
  q: optional(v.pipe(v.string(), v.trim(), v.maxLength(100, "Search for at most 100 characters."))),
  sort: optional(
    v.picklist(
      deskSorts.map((sort) => sort.value),
      "Select a valid sort order.",
    ),
  ),
  page: optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,5}$/, "Invalid page."))),
});
export type DeskQuery = v.InferOutput<typeof DeskQuerySchema>;

export type DeskProjectRow = Pick<
  DeskProject,
  | "id"
  | "name"
  | "company"
  | "city"
  | "state"
  | "bid_date"
  | "publication"
  | "demo"
  | "external_id"
  | "closed_at"
  | "updated_at"
>;

export type DeskProjectsPage = { count: number; page: number; page_size: number; results: DeskProjectRow[] };

/** GET …/projects/:id: the project and every kept change, newest first, with who made it. */
export type DeskProjectDetail = { project: DeskProject; history: ProjectChange[] };

/** PUT …/projects/:id: every field, and the `updated_at` the form was based on (a stale one answers 409). */
export const ProjectUpdateSchema = v.object({
  ...ProjectInputSchema.entries,
  updated_at: v.nullable(v.pipe(v.string(), v.maxLength(40))),
});
export type ProjectUpdate = v.InferOutput<typeof ProjectUpdateSchema>;

/** POST …/projects/remove-demo: sent only from the confirm dialog, so a stray request removes nothing. */
export const RemoveDemoSchema = v.object({ confirm: v.literal(true, "Confirm the removal.") });

export const DESK_REFUSALS = {
  notFound: { detail: "No project has this number." },
  stale: {
    detail:
      "Someone else changed this project while you were editing it. Your changes are still in the form; " +
      "compare them with the current project below and save again.",
  },
  notPublishable: { detail: "Only a draft or an unpublished project can be published." },
  notPublished: { detail: "Only a published project can be unpublished." },
  alreadyClosed: { detail: "This project is already closed." },
  draftNotClosable: { detail: "A draft has no bid results to close with: publish it first." },
  notClosed: { detail: "Only a closed project can be reopened." },
} as const;

/** 409 to a stale update: the refusal and the project as it is now. */
export type StaleUpdate = (typeof DESK_REFUSALS)["stale"] & { project: DeskProject };
