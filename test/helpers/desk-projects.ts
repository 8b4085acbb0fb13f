// Projects as the desk leaves them, written straight into the database for tests: a generated project
// with the fields a test cares about (publication, progress, closing, award) set on top.
import type { Insertable } from "kysely";
import type { Db } from "../../server/infra/db/database.ts";
import type { ProjectsTable } from "../../server/infra/db/schema.ts";
import { generateProjects } from "../../server/infra/db/seed-projects.ts";

let seed = 1;

export async function insertProject(db: Db, fields: Partial<Insertable<ProjectsTable>> = {}): Promise<number> {
  const [project] = generateProjects(1, { seed: seed++ });
  const row = await db
    .insertInto("projects")
    .values({ ...project!, demo: 0, ...fields })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(row.id);
}
