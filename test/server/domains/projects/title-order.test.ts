// The board's title order as the database's index keeps it (migration 031): names by code point, then
// ids, on both databases; and the ids' string read back digit by digit.
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Db, migrate, openDatabase } from "../../../../server/infra/db/database.ts";
import { seedIfEmpty } from "../../../../server/infra/db/seed-projects.ts";
import { idsInTitleOrder, parseIds } from "../../../../server/domains/projects/board-index/title-order.ts";
import { TEST_DATABASES } from "../../../helpers/app.ts";

describe("parseIds", () => {
  it("reads ids separated by commas, and none from an empty string", () => {
    expect([...parseIds("3,10,2147483647,1")]).toEqual([3, 10, 2_147_483_647, 1]);
    expect([...parseIds("7")]).toEqual([7]);
    expect(parseIds("").length).toBe(0);
  });
});

describe.each(TEST_DATABASES)("idsInTitleOrder ($name)", ({ url }) => {
  let db: Db;
  beforeAll(async () => {
    ({ db } = openDatabase(await url()));
    await migrate(db);
  });
  afterAll(() => db?.destroy());

  it("answers no ids when nothing is published", async () => {
    await sql`delete from projects`.execute(db);
    expect((await idsInTitleOrder(db)).length).toBe(0);
  });

  it("answers the published ids by name as JavaScript compares them, then by id", async () => {
    await seedIfEmpty(db, 200);
    // Case, accents and a name shared by two projects, which the ids then order.
    const names = ["école", "Zinc works", "annex", "Annex", "annex", "Éclair"];
    const { rows } = await sql<{ id: number }>`select id from projects order by id`.execute(db);
    for (const [k, name] of names.entries())
      await sql`update projects set name = ${name} where id = ${rows[k]!.id}`.execute(db);
    await sql`update projects set publication = 'draft' where id = ${rows[10]!.id}`.execute(db);

    const published = await sql<{ id: number; name: string }>`select id, name from projects
      where publication = 'published'`.execute(db);
    const expected = published.rows
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id))
      .map(({ id }) => id);
    expect([...(await idsInTitleOrder(db))]).toEqual(expected);
  });
});
