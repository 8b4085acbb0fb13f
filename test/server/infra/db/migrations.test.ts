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

describe.each(TEST_DATABASES)("migration 036 ($name)", ({ url }) => {
  it("makes a refunded order of every cancelled one, keeps lines, and lets unpaid orders have no card", async () => {
    const { db } = openDatabase(await url());
    try {
      const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
      const { error } = await migrator.migrateTo("035-lead-file-removal");
      if (error) throw error;
      await sql`insert into users (username, username_key, email, email_key, password_hash, role, created_at)
        values ('u', 'u', 'u@example.com', 'u@example.com', 'x', 'customer', '')`.execute(db);
      for (const [number, status] of [
        ["QTO-O-PAID", "placed"],
        ["QTO-O-BACK", "cancelled"],
      ])
        await sql`insert into orders (number, user_id, total, billing, payment_reference, card_brand, card_last4,
          created_at, status) values (${number}, 1, 10, '{}', ${`ch_${number}`}, 'visa', '4242', '', ${status})`.execute(
          db,
        );
      await sql`insert into order_lines (order_id, project_id, project_name, size, price, discount)
        values (1, 7, 'Riverside Library', 'small', 10, 0)`.execute(db);
      await sql`insert into test_gateway_charges (reference, amount_cents, description, charged_at)
        values ('ch_QTO-O-PAID', 1000, 'QTO Solutions QTO-O-PAID', '2026-11-01T00:00:00.000Z')`.execute(db);
      await migrate(db);

      const rows = await db.selectFrom("orders").select(["number", "status", "card_brand"]).orderBy("id").execute();
      expect(rows).toEqual([
        { number: "QTO-O-PAID", status: "placed", card_brand: "visa" },
        { number: "QTO-O-BACK", status: "refunded", card_brand: "visa" },
      ]);
      expect(await db.selectFrom("order_lines").select("order_id").execute()).toEqual([{ order_id: 1 }]);
      await db
        .insertInto("orders")
        .values({ number: "QTO-O-NEW", user_id: 1, total: 5, billing: "{}", created_at: "" })
        .execute();
      const unpaid = await db.selectFrom("orders").selectAll().where("number", "=", "QTO-O-NEW").executeTakeFirst();
      expect(unpaid).toMatchObject({ status: "awaiting_payment", payment_reference: null, refunded_cents: 0 });
      // An old test charge can still be refunded: it is a paid session of the test gateway now.
      const session = await db.selectFrom("test_gateway_sessions").selectAll().executeTakeFirstOrThrow();
      expect(session).toMatchObject({ order_number: "QTO-O-PAID", payment_reference: "ch_QTO-O-PAID", refund: null });
      // The foreign keys still hold, and still point at the rebuilt table.
      await expect(
        sql`insert into order_lines (order_id, project_id, project_name, size, price, discount)
          values (99, 1, 'x', 'small', 1, 0)`.execute(db),
      ).rejects.toThrow();
      // Undone, the refunded order is cancelled again, the unpaid one goes, and it can be done again.
      const { error: undone } = await migrator.migrateTo("035-lead-file-removal");
      expect(undone).toBeUndefined();
      const before = await sql<{
        number: string;
        status: string;
      }>`select number, status from orders order by id`.execute(db);
      expect(before.rows).toEqual([
        { number: "QTO-O-PAID", status: "placed" },
        { number: "QTO-O-BACK", status: "cancelled" },
      ]);
      await migrate(db);
      expect((await db.selectFrom("orders").select("status").orderBy("id").execute()).map((row) => row.status)).toEqual(
        ["placed", "refunded"],
      );
    } finally {
      await db.destroy();
    }
  });
});
