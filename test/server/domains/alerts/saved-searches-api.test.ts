// The saved searches' API: a customer reads and changes only their own searches (another customer's id
// answers 404, nothing revealed), the query is reduced to the board's filters and checked by its rules,
// told in words, and an account keeps at most MAX_SAVED_SEARCHES.
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  MAX_SAVED_SEARCHES,
  REMINDERS_API,
  SAVED_SEARCH_LIMIT,
  type SavedSearch,
} from "../../../../contract/account/reminders.ts";
import { signedIn } from "../../../helpers/accounts.ts";
import { TEST_DATABASES, tempDataDir, testApp } from "../../../helpers/app.ts";

type Visitor = Awaited<ReturnType<typeof signedIn>>;

describe.each(TEST_DATABASES)("server: saved searches API on $name", ({ url }) => {
  let app: FastifyInstance;
  let ann: Visitor;
  let ben: Visitor;

  const call = (
    visitor: Visitor | undefined,
    method: "GET" | "POST" | "PATCH" | "DELETE",
    path: string,
    payload?: object,
  ) =>
    app.inject({
      method,
      url: path,
      ...(visitor ? { cookies: visitor.cookies, headers: { "x-csrftoken": visitor.token } } : {}),
      ...(payload ? { payload } : {}),
    });
  const save = (visitor: Visitor, name: string, query: string, frequency = "daily") =>
    call(visitor, "POST", REMINDERS_API.savedSearches, { name, query, frequency });

  beforeAll(async () => {
    const dataDir = tempDataDir();
    app = await testApp({ DATABASE_URL: await url(), DATA_DIR: dataDir, SEED_PROJECTS: "0", JOBS_POLL_MS: "0" });
    ann = await signedIn(app, "ann");
    ben = await signedIn(app, "ben");
  });
  afterAll(async () => {
    await app?.close();
  });

  it("keeps the board's filters only, in words, and lists them to their owner", async () => {
    const saved = await save(
      ann,
      "  Texas concrete  ",
      "?keyword=school&location=tx&division=09&division=03&amount_min=100000&status=solicited&tab=active&sort=title&page=2",
    );
    expect(saved.statusCode, saved.body).toBe(201);
    const search = saved.json<SavedSearch>();
    expect(search).toMatchObject({
      name: "Texas concrete",
      query: "keyword=school&location=tx&amount_min=100000&status=solicited&division=03&division=09",
      summary:
        "Keyword: school · State: Texas · Amount: at least $100,000 · Status: Solicited · Division: 03 Concrete, 09 Finishes",
      frequency: "daily",
      paused: false,
      last_sent_at: null,
    });
    const listed = await call(ann, "GET", REMINDERS_API.savedSearches);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().results).toEqual([search]);
    expect((await call(ben, "GET", REMINDERS_API.savedSearches)).json().results).toEqual([]);
  });

  it("names a trade grouping by its name alone, after the numbered divisions", async () => {
    const saved = await save(ann, "Trades", "?division=plumbing-hvac&division=26");
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json<SavedSearch>().summary).toBe("Division: 26 Electrical, Plumbing + HVAC");
  });

  it("answers another customer's search as one that does not exist", async () => {
    const { id } = (await save(ann, "Mine", "keyword=roof")).json<SavedSearch>();
    const path = REMINDERS_API.savedSearch(id);
    const missing = REMINDERS_API.savedSearch(999_999);
    for (const target of [path, missing]) {
      const patched = await call(ben, "PATCH", target, { paused: true });
      expect(patched.statusCode).toBe(404);
      expect(patched.json()).toEqual({ detail: "Not found." });
      expect((await call(ben, "DELETE", target)).statusCode).toBe(404);
    }
    expect((await call(ann, "GET", REMINDERS_API.savedSearches)).json().results).toContainEqual(
      expect.objectContaining({ id, paused: false }),
    );

    const paused = await call(ann, "PATCH", path, { paused: true, frequency: "instant", name: "Roofs" });
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json()).toMatchObject({ id, name: "Roofs", paused: true, frequency: "instant" });
    const deleted = await call(ann, "DELETE", path);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ deleted: id });
    expect((await call(ann, "DELETE", path)).statusCode).toBe(404);
  });

  it("refuses bad input with the field's message, and visitors who are not signed in", async () => {
    const cases: Array<[object, Record<string, string[]>]> = [
      [{ name: " ", query: "keyword=x", frequency: "daily" }, { name: ["Name this search."] }],
      [
        { name: "x", query: "keyword=x", frequency: "weekly" },
        { frequency: ["Choose a daily digest or instant e-mails."] },
      ],
      [{ name: "x", query: "division=99", frequency: "daily" }, { query: ["Select a valid CSI division."] }],
      [
        { name: "x", query: "bid_date_from=tomorrow", frequency: "daily" },
        { query: ["Enter a valid date (YYYY-MM-DD)."] },
      ],
      [{ name: "x", query: "amount_min=lots", frequency: "daily" }, { query: ["Enter a number."] }],
      [
        { name: "x", query: "x".repeat(2001), frequency: "daily" },
        { query: ["This search has too many filters to save."] },
      ],
      [{ name: "x", query: "", frequency: "daily", extra: 1 }, { extra: ["This field is not allowed."] }],
    ];
    for (const [payload, errors] of cases) {
      const answer = await call(ann, "POST", REMINDERS_API.savedSearches, payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.json()).toEqual(errors);
    }
    const { id } = (await save(ann, "Kept", "keyword=kept")).json<SavedSearch>();
    expect((await call(ann, "PATCH", REMINDERS_API.savedSearch(id), { paused: "yes" })).statusCode).toBe(400);
    expect((await call(ann, "PATCH", "/reactapp/account/saved-searches/abc/", { paused: true })).statusCode).toBe(404);
    expect((await call(undefined, "GET", REMINDERS_API.savedSearches)).statusCode).toBe(403);
    // A change without the CSRF token is refused, signed in or not.
    const forged = await app.inject({
      method: "POST",
      url: REMINDERS_API.savedSearches,
      cookies: ann.cookies,
      payload: { name: "x", query: "", frequency: "daily" },
    });
    expect(forged.statusCode).toBe(403);
  });

  it(`keeps at most ${MAX_SAVED_SEARCHES} searches per account, saying so`, async () => {
    const carl = await signedIn(app, "carl");
    for (let i = 0; i < MAX_SAVED_SEARCHES; i++)
      expect((await save(carl, `Search ${i}`, `keyword=k${i}`)).statusCode).toBe(201);
    const refused = await save(carl, "One more", "keyword=more");
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail: SAVED_SEARCH_LIMIT });
    // Another account is not counted with carl's.
    expect((await save(ben, "Ben's", "")).json()).toMatchObject({ summary: "All projects" });
  });

  it(`never passes ${MAX_SAVED_SEARCHES} with saves sent at once`, async () => {
    const gil = await signedIn(app, "gil");
    for (let i = 0; i < MAX_SAVED_SEARCHES - 2; i++) await save(gil, `Search ${i}`, `keyword=g${i}`);
    const answers = await Promise.all([0, 1, 2, 3, 4].map((i) => save(gil, `At once ${i}`, `keyword=once${i}`)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 409, 409, 409]);
    const listed = await call(gil, "GET", REMINDERS_API.savedSearches);
    expect(listed.json().results).toHaveLength(MAX_SAVED_SEARCHES);
  });

  it("forgets an account's saved searches when the account is closed", async () => {
    const dora = await signedIn(app, "dora");
    expect((await save(dora, "Dora's", "keyword=dora")).statusCode).toBe(201);
    const closed = await call(dora, "POST", "/reactapp/account/delete/", {
      current_password: "a long enough passphrase",
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const left = await app.db.selectFrom("saved_searches").select("name").where("name", "=", "Dora's").execute();
    expect(left).toEqual([]);
  });
});
