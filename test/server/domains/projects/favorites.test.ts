// A signed-in visitor's favorites live on the server: merged from local storage at sign-in, changed
// with CSRF, and what the board's Favorites tab lists.
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page, ProjectCard } from "../../../../contract/schemas/projects.ts";
import { signedIn } from "../../../helpers/accounts.ts";
import { TEST_DATABASES, testApp } from "../../../helpers/app.ts";

describe.each(TEST_DATABASES)("server: favorites on $name", ({ url }) => {
  let app: FastifyInstance;
  let cookies: Record<string, string>;
  let token: string;
  beforeAll(async () => {
    app = await testApp({ DATABASE_URL: await url(), SEED_PROJECTS: "30" });
    ({ cookies, token } = await signedIn(app, "fav"));
  });
  afterAll(() => app?.close());

  const call = (method: "GET" | "POST" | "PUT" | "DELETE", path: string, payload?: object, csrf = true) =>
    app.inject({ method, url: path, cookies, payload, headers: csrf ? { "x-csrftoken": token } : {} });

  it("merges the ids kept in local storage, skipping unknown projects", async () => {
    const merged = await call("POST", "/reactapp/favorites/merge/", { ids: [3, 7, 7, 999_999] });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(merged.json()).toEqual({ ids: [3, 7] });
  });

  it("adds and removes one favorite, and refuses either without the CSRF token", async () => {
    expect((await call("PUT", "/reactapp/favorites/11/", undefined, false)).statusCode).toBe(403);
    expect((await call("PUT", "/reactapp/favorites/11/")).json()).toEqual({ ids: [3, 7, 11] });
    expect((await call("DELETE", "/reactapp/favorites/3/")).json()).toEqual({ ids: [7, 11] });
    expect((await call("GET", "/reactapp/favorites/")).json()).toEqual({ ids: [7, 11] });
  });

  it("lists the server's favorites on the board's Favorites tab, whatever the browser sends", async () => {
    const response = await call("GET", "/reactapp/projects/projects/?format=json&tab=favorites&favorites=1,2");
    const ids = response
      .json<Page<ProjectCard>>()
      .results.map((p) => p.project_id)
      .sort((a, b) => a - b);
    expect(ids).toEqual([7, 11]);
  });

  it("answers 403 to a visitor who is not signed in", async () => {
    expect((await app.inject({ url: "/reactapp/favorites/" })).statusCode).toBe(403);
  });
});
