// Group commit on SQLite: transactions that arrive together share one COMMIT, yet each
// is still atomic on its own, and nobody hears "stored" before the COMMIT that stores it has returned.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { type Generated, Kysely, sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { GroupCommitDialect, GROUP_LIMIT, GROUP_MAX_MS } from "../../../../server/infra/db/group-commit.ts";
import { preparedOnce } from "../../../../server/infra/db/sqlite-statements.ts";

type Schema = { notes: { id: Generated<number>; text: string } };

const opened: Array<{ destroy(): Promise<void> }> = [];
afterEach(async () => {
  for (const db of opened.splice(0)) await db.destroy();
});

/**
 * A WAL database on disk through the grouping dialect, counting COMMITs, with a second handle to look from
 * outside. A group stays open up to `maxMs` (a second by default, not the product's 5 ms: on a loaded
 * machine ten inserts can take longer than 5 ms, and these tests are about what a group holds).
 */
function groupedDatabase({ maxMs = 1000 }: { maxMs?: number } = {}) {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "qto-group-")), "db.sqlite");
  const sqlite = new SQLite(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.exec("create table notes (id integer primary key, text text not null unique)");
  const prepared = preparedOnce(sqlite);
  const commits = { count: 0, failNext: undefined as Error | undefined };
  const counting = {
    close: () => prepared.close(),
    prepare(text: string) {
      const statement = prepared.prepare(text);
      if (text !== "commit") return statement;
      return Object.assign(Object.create(statement), {
        run(...parameters: unknown[]) {
          commits.count += 1;
          const failure = commits.failNext;
          commits.failNext = undefined;
          if (failure) throw failure;
          return (statement.run as (...values: unknown[]) => SQLite.RunResult)(...parameters);
        },
      });
    },
  };
  const db = new Kysely<Schema>({ dialect: new GroupCommitDialect(counting as never, sqlite, { maxMs }) });
  opened.push(db);
  const outside = new SQLite(file, { readonly: true });
  const writer = new SQLite(file, { timeout: 0 });
  opened.push({ destroy: async () => void (outside.close(), writer.close()) });
  const committedTexts = () =>
    (outside.prepare("select text from notes order by id").all() as Array<{ text: string }>).map((n) => n.text);
  return { db, commits, committedTexts, writer };
}

const insert = (db: Kysely<Schema>, text: string) =>
  db.transaction().execute((trx) => trx.insertInto("notes").values({ text }).execute());

/** Both callers told their work is lost, nothing of it kept, and the next write stored as usual. */
async function expectGroupLostThenWorking(
  db: Kysely<Schema>,
  results: PromiseSettledResult<unknown>[],
  committedTexts: () => string[],
) {
  expect(results.map((r) => r.status)).toEqual(["rejected", "rejected"]);
  expect(committedTexts()).toEqual([]);
  await insert(db, "c");
  expect(committedTexts()).toEqual(["c"]);
}

describe("group commit on SQLite", () => {
  it("commits transactions sent together with one COMMIT, each answered after it", async () => {
    const { db, commits, committedTexts } = groupedDatabase();
    const seen: string[][] = [];
    await Promise.all(
      Array.from({ length: 10 }, (_, i) => insert(db, `note ${i}`).then(() => seen.push(committedTexts()))),
    );
    expect(commits.count).toBe(1);
    // Every caller, once answered, would find its note from another connection.
    for (const texts of seen) expect(texts).toHaveLength(10);
  });

  it("still commits one transaction alone, and one after another when they come one at a time", async () => {
    const { db, commits, committedTexts } = groupedDatabase();
    await insert(db, "first");
    expect(committedTexts()).toEqual(["first"]);
    await insert(db, "second");
    expect(commits.count).toBe(2);
  });

  it("rolls back a failing transaction alone and commits the others of its group", async () => {
    const { db, committedTexts } = groupedDatabase();
    await insert(db, "taken");
    const results = await Promise.allSettled([
      insert(db, "a"),
      db.transaction().execute(async (trx) => {
        await trx.insertInto("notes").values({ text: "half of b" }).execute();
        await trx.insertInto("notes").values({ text: "taken" }).execute();
      }),
      insert(db, "c"),
    ]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect(committedTexts()).toEqual(["taken", "a", "c"]);
  });

  it("tells everyone in the group when its COMMIT fails, keeps none of it, and goes on working", async () => {
    const { db, commits, committedTexts } = groupedDatabase();
    commits.failNext = new Error("disk I/O error");
    const results = await Promise.allSettled([insert(db, "a"), insert(db, "b")]);
    await expectGroupLostThenWorking(db, results, committedTexts);
  });

  it("tells the group its work is lost when SQLite rolls the whole transaction back", async () => {
    const { db, committedTexts } = groupedDatabase();
    const results = await Promise.allSettled([
      insert(db, "a"),
      db.transaction().execute(async (trx) => {
        await trx.insertInto("notes").values({ text: "b" }).execute();
        // What SQLite itself does on a full disk or an I/O error: the whole transaction is gone.
        await sql`rollback`.execute(trx);
      }),
    ]);
    await expectGroupLostThenWorking(db, results, committedTexts);
  });

  it("answers a single statement sent during a group once the group has committed", async () => {
    const { db, committedTexts } = groupedDatabase();
    let seenBySingle: string[] = [];
    await Promise.all([
      insert(db, "in a transaction"),
      db
        .insertInto("notes")
        .values({ text: "single" })
        .execute()
        .then(() => (seenBySingle = committedTexts())),
    ]);
    expect(seenBySingle).toEqual(["in a transaction", "single"]);
  });

  it(`commits once ${GROUP_LIMIT} transactions are in a group, without waiting for the rest`, async () => {
    const { db, commits, committedTexts } = groupedDatabase();
    await Promise.all(Array.from({ length: GROUP_LIMIT + 1 }, (_, i) => insert(db, `note ${i}`)));
    expect(commits.count).toBe(2);
    expect(committedTexts()).toHaveLength(GROUP_LIMIT + 1);
  });

  it("writes after another process wrote, even when its group began with a read", async () => {
    const { db, writer, committedTexts } = groupedDatabase();
    const outsideWrite = () => {
      try {
        writer.prepare("insert into notes (text) values ('from another process')").run();
        return "written";
      } catch (error) {
        return (error as { code?: string }).code;
      }
    };
    let outside: string | undefined;
    await db.transaction().execute(async (trx) => {
      await trx.selectFrom("notes").selectAll().execute();
      // The group holds the write lock from its start: the other process waits (here: is told busy).
      outside = outsideWrite();
      await trx.insertInto("notes").values({ text: "ours" }).execute();
    });
    expect(outside).toBe("SQLITE_BUSY");
    expect(committedTexts()).toEqual(["ours"]);
  });

  it("does not hold a finished transaction's answer for transactions queued after a slow one", async () => {
    const { db } = groupedDatabase({ maxMs: GROUP_MAX_MS });
    const events: string[] = [];
    const slow = (text: string) =>
      db.transaction().execute(async (trx) => {
        await trx.insertInto("notes").values({ text }).execute();
        await new Promise((resolve) => setTimeout(resolve, 30));
        events.push(`${text} done`);
      });
    await Promise.all([
      insert(db, "quick").then(() => events.push("quick answered")),
      slow("slow 1"),
      slow("slow 2"),
      slow("slow 3"),
    ]);
    // "quick" waits for the slow transaction holding the connection when its commit came due, not for
    // everyone queued behind that one.
    expect(events.indexOf("quick answered")).toBeLessThan(events.indexOf("slow 2 done"));
  });

  it("commits what is open when the database is closed, and refuses what comes after", async () => {
    const { db, committedTexts } = groupedDatabase();
    let closing: Promise<void> | undefined;
    // Closed while the transaction holds the connection: the close waits for it, then commits it.
    await db.transaction().execute(async (trx) => {
      await trx.insertInto("notes").values({ text: "last" }).execute();
      closing = db.destroy();
    });
    await closing;
    expect(committedTexts()).toEqual(["last"]);
    await expect(insert(db, "too late")).rejects.toThrow();
  });

  it("keeps Kysely's own savepoints inside a transaction", async () => {
    const { db, committedTexts } = groupedDatabase();
    const trx = await db.startTransaction().execute();
    await trx.insertInto("notes").values({ text: "kept" }).execute();
    const inner = await trx.savepoint("inner").execute();
    await inner.insertInto("notes").values({ text: "undone" }).execute();
    await inner.rollbackToSavepoint("inner").execute();
    await trx.commit().execute();
    expect(committedTexts()).toEqual(["kept"]);
  });
});
