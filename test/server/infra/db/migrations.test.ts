// Migrations 008 and 010: what 008 dropped was read by no query (each query the repositories run on
// `projects` is planned without it), and 010 marks the orders placed before it as test orders.
import { Migrator, sql } from "kysely";
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ProjectQuerySchema } from "../../../../contract/schemas/projects.ts";
import { type Db, MIGRATIONS, migrate, openDatabase } from "../../../../server/infra/db/database.ts";
import { seedIfEmpty } from "../../../../server/infra/db/seed-projects.ts";
import { quoteCart } from "../../../../server/domains/orders/quote-cart.ts";
import { favoritesRepository } from "../../../../server/domains/projects/favorites-repository.ts";
import { projectsRepository } from "../../../../server/domains/projects/projects-repository.ts";
import { TEST_DATABASES } from "../../../helpers/app.ts";
import { planOf, queryRecorder } from "../../../helpers/query-recorder.ts";

const BLANK_QUERY = v.parse(ProjectQuerySchema, {});

describe.each(TEST_DATABASES)("migrations ($name)", ({ url }) => {
  let db: Db;
  let dialect: "sqlite" | "postgres";
  beforeAll(async () => {
    ({ db, dialect } = openDatabase(await url()));
  });
  afterAll(() => db?.destroy());

  it("runs every query on projects through the table or its primary key, and keeps nothing else", async () => {
    await migrate(db);
    const { plugin, queries } = queryRecorder(db);
    const recorded = db.withPlugin(plugin);
    expect(await seedIfEmpty(recorded, 300)).toBe(true);
    expect(await seedIfEmpty(recorded, 300)).toBe(false);
    const projects = projectsRepository(recorded);
    const { results } = await projects.search(BLANK_QUERY, { limit: 10, offset: 0 });
    await projects.facets(BLANK_QUERY);
    await projects.find(results[0]!.project_id);
    await quoteCart(projects, [{ project_id: results[1]!.project_id, size: "small" }]);
    const user = await sql<{ id: number }>`insert into users (username, username_key, email, email_key,
      password_hash, role, created_at) values ('u', 'u', 'u@example.com', 'u@example.com', 'x', 'customer', '')
      returning id`.execute(db);
    await favoritesRepository(recorded).add(user.rows[0]!.id, [results[2]!.project_id]);

    const reads = queries.filter((query) => /^select .* from "projects"/.test(query.sql));
    expect(reads.length).toBeGreaterThanOrEqual(5);
    for (const query of reads) {
      const plan = await planOf(db, dialect, query);
      const usedIndexes = plan
        .flatMap((step) => [...step.matchAll(/(?:INDEX|Index Scan on|Index Scan using|Index Only Scan using) (\w+)/g)])
        .map((match) => match[1]);
      // SQLite names its rowid lookups "INTEGER PRIMARY KEY", no index; PostgreSQL names the key's index.
      // SQLite may also count rows through the external ids' index, the smallest that holds every row.
      // The board index reads its columns through the covering index of migration 030, and its title
      // order through that of migration 031 (which SQLite may also count rows through).
      expect(
        usedIndexes.filter(
          (name) => !["projects_pkey", "projects_external_id", "projects_board", "projects_by_name"].includes(name!),
        ),
        query.sql,
      ).toEqual([]);
      if (dialect === "sqlite" && /"id" > \?/.test(query.sql))
        expect(plan.join(), query.sql).toMatch(/COVERING INDEX projects_board/);
    }

    const indexes =
      dialect === "sqlite"
        ? await sql<{ name: string }>`select name from sqlite_master where type = 'index' and tbl_name = 'projects'`
        : await sql<{ name: string }>`select indexname as name from pg_indexes where tablename = 'projects'`;
    // Beyond the key, only the uniqueness of an import's external id (migration 018), the board index's
    // columns (migration 030) and its title order (migration 031).
    expect((await indexes.execute(db)).rows.map((row) => row.name).sort()).toEqual(
      dialect === "sqlite"
        ? ["projects_board", "projects_by_name", "projects_external_id"]
        : ["projects_board", "projects_by_name", "projects_external_id", "projects_pkey"],
    );
    const tables = await db.introspection.getTables();
    expect(tables.map((table) => table.name)).not.toContain("project_divisions");
  });
});

describe.each(TEST_DATABASES)("migration 010 ($name)", ({ url }) => {
  it("marks the orders placed before it as test orders, and new ones as sales unless told", async () => {
    const { db } = openDatabase(await url());
    try {
      const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
      const { error } = await migrator.migrateTo("007-order-notified");
      if (error) throw error;
      const order = (number: string) =>
        sql`insert into orders (number, user_id, total, billing, payment_reference, card_brand, card_last4,
          created_at) values (${number}, 1, 10, '{}', 'ch', 'visa', '4242', '')`.execute(db);
      await sql`insert into users (username, username_key, email, email_key, password_hash, role, created_at)
        values ('u', 'u', 'u@example.com', 'u@example.com', 'x', 'customer', '')`.execute(db);
      await order("QTO-O-OLD");
      await migrate(db);
      await order("QTO-O-NEW");
      const rows = await db.selectFrom("orders").select(["number", "test"]).orderBy("id").execute();
      expect(rows.map((row) => [row.number, Number(row.test)])).toEqual([
        ["QTO-O-OLD", 1],
        ["QTO-O-NEW", 0],
      ]);
    } finally {
      await db.destroy();
    }
  });
});
