// The users command (scripts/users.ts) as a child process against a temporary SQLite database: the first
// admin from a piped password, list, set-role, disable (ending their sessions), clear refusals and exit
// codes; the server then signs the admin in with that password.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { loggedIn } from "../helpers/accounts.ts";
import { tempDataDir, testApp } from "../helpers/app.ts";

const PASSWORD = "violet kettle harbour drum";

// Each run starts Node and tsx afresh: seconds apiece on a busy machine.
describe("scripts/users", { timeout: 120_000 }, () => {
  const dataDir = tempDataDir();
  const env = { DATABASE_URL: `sqlite:${path.join(dataDir, "qto.sqlite")}`, DATA_DIR: dataDir };
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp({ ...env, SEED_PROJECTS: "0" });
  });
  afterAll(() => app?.close());

  const run = (args: string[], input = "") => {
    const result = spawnSync(process.execPath, ["--import", "tsx", "scripts/users.ts", ...args], {
      env: { ...process.env, ...env },
      input,
      encoding: "utf8",
    });
    return { code: result.status, out: result.stdout, err: result.stderr };
  };

  const logIn = async (username: string, password: string) => (await loggedIn(app, username, password)).response;

  it("adds the first admin with the password piped in, who then signs in as staff", async () => {
    const added = run(["add", "--username", "boss", "--email", "boss@example.com", "--role", "admin"], `${PASSWORD}\n`);
    expect(added).toMatchObject({ code: 0, out: expect.stringContaining("added boss (admin)") });
    const login = await logIn("boss", PASSWORD);
    expect(login.statusCode).toBe(200);
    expect(login.json().second_factor).toBe("required");
    expect((await app.accounts.users.byUsername("boss"))?.access_role).toBe("admin");
  });

  it("lists staff and admins", () => {
    run(["add", "--username", "sam", "--email", "sam@example.com", "--role", "staff"], PASSWORD);
    const listed = run(["list"]);
    expect(listed.code).toBe(0);
    expect(listed.out.trim().split("\n")).toEqual([
      expect.stringMatching(/^boss\tboss@example.com\tadmin\tactive\tno second factor\t\d{4}-/),
      expect.stringMatching(/^sam\tsam@example.com\tstaff\tactive\tno second factor\tnever signed in$/),
    ]);
  });

  it("refuses what registration refuses, with a message and exit code 1", () => {
    const common = run(["add", "--username", "x", "--email", "x@example.com", "--role", "staff"], "password1234");
    expect(common).toMatchObject({ code: 1, err: expect.stringContaining("too common") });
    const short = run(["add", "--username", "x", "--email", "x@example.com", "--role", "staff"], "short");
    expect(short).toMatchObject({ code: 1, err: expect.stringContaining("too short") });
    const taken = run(["add", "--username", "BOSS", "--email", "x@example.com", "--role", "staff"], PASSWORD);
    expect(taken).toMatchObject({ code: 1, err: expect.stringContaining("username is taken") });
    const email = run(["add", "--username", "x", "--email", "not-an-address", "--role", "staff"], PASSWORD);
    expect(email).toMatchObject({ code: 1, err: expect.stringContaining("valid email") });
    const role = run(["set-role", "--username", "sam", "--role", "king"]);
    expect(role).toMatchObject({ code: 1, err: expect.stringContaining("Use one of: customer, staff, admin") });
    expect(run(["disable", "--username", "nobody"])).toMatchObject({
      code: 1,
      err: expect.stringContaining("no user"),
    });
  });

  it("answers usage mistakes with exit code 2", () => {
    expect(run([])).toMatchObject({ code: 2, err: expect.stringContaining("usage:") });
    expect(run(["remove"]).code).toBe(2);
    expect(run(["add", "--username", "x"])).toMatchObject({
      code: 2,
      err: expect.stringContaining("--email is required"),
    });
    expect(run(["list", "--colour"]).code).toBe(2);
  });

  it("sets a role and disables an account, ending its sessions", async () => {
    expect(run(["set-role", "--username", "sam", "--role", "admin"])).toMatchObject({
      code: 0,
      out: "sam: staff → admin\n",
    });
    const login = await logIn("sam", PASSWORD);
    const sessionid = login.cookies.find((c) => c.name === "sessionid")!.value;
    expect((await app.inject({ url: "/reactapp/me/", cookies: { sessionid } })).statusCode).toBe(200);
    expect(run(["disable", "--username", "sam"]).code).toBe(0);
    expect((await app.inject({ url: "/reactapp/me/", cookies: { sessionid } })).statusCode).toBe(403);
    expect((await logIn("sam", PASSWORD)).json().non_field_errors[0]).toMatch(/disabled/);
  });
});
