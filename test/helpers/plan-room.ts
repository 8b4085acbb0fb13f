// A project made for plan-room tests (through SQL: the desk's screens are built elsewhere), and small but
// real files of each kind a plan room takes.
import type { ProjectPublication } from "../../contract/choices/project-publications.ts";
import type { Db } from "../../server/infra/db/database.ts";
import { generateProjects } from "../../server/infra/db/seed-projects.ts";

export async function insertProject(
  db: Db,
  { publication = "published", name }: { publication?: ProjectPublication; name?: string } = {},
): Promise<number> {
  const project = generateProjects(1, { seed: Math.floor(Math.random() * 1e6) })[0]!;
  const { id } = await db
    .insertInto("projects")
    .values({ ...project, ...(name ? { name } : {}), publication, demo: 0 })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(id);
}

/** The start of an MP4 (ISO base media file): an `ftyp` box, which is what content sniffing reads. */
export const MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from("ftypisom"),
  Buffer.from([0, 0, 2, 0]),
  Buffer.from("isomiso2"),
  Buffer.alloc(64),
]);

export const VTT = Buffer.from("WEBVTT\n\n00:00.000 --> 00:02.000\nThe foundation plan, sheet S-101.\n");
