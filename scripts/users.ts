// Staff accounts on the command line, against the database the server uses (DATABASE_URL):
//   npm run users -- add --username NAME --email ADDRESS --role admin|staff|customer
//   npm run users -- list
//   npm run users -- set-role --username NAME --role admin|staff|customer
//   npm run users -- disable --username NAME        (ends their sessions)
// `add` reads the password from standard input: all of it when piped, or asked twice without echo on a
// terminal. The same username, e-mail and password rules as registration apply.
// Exit codes: 0 done, 1 refused (taken, weak password, unknown user), 2 usage.
import { parseArgs } from "node:util";
import * as v from "valibot";
import { password as passwordRules, username as usernameRules } from "../contract/schemas/accounts.ts";
import { email as emailRules } from "../contract/schemas/fields.ts";
import { ACCESS_ROLES } from "../contract/staff/staff.ts";
import { loadConfig } from "../server/config.ts";
import { migrate, openDatabase } from "../server/infra/db/database.ts";
import { accountsRepository } from "../server/domains/accounts/accounts-repository.ts";
import { hashPassword } from "../server/infra/auth/passwords.ts";
import { passwordProblem } from "../server/infra/auth/password-strength.ts";
import { teamRepository } from "../server/domains/staff/team-repository.ts";
import { readPassword } from "./lib/read-password.ts";

const USAGE = `usage: npm run users -- add --username NAME --email ADDRESS --role ${ACCESS_ROLES.join("|")}   (password on stdin)
       npm run users -- list
       npm run users -- set-role --username NAME --role ${ACCESS_ROLES.join("|")}
       npm run users -- disable --username NAME`;

class Refused extends Error {}

function usage(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

const { positionals, values } = (() => {
  try {
    return parseArgs({
      allowPositionals: true,
      options: { username: { type: "string" }, email: { type: "string" }, role: { type: "string" } },
    });
  } catch (error) {
    return usage((error as Error).message);
  }
})();

/** The value of a rule from the contract, or a refusal with its message. */
function checked<S extends v.GenericSchema>(schema: S, value: unknown, name: string): v.InferOutput<S> {
  const result = v.safeParse(schema, value);
  if (!result.success) throw new Refused(`${name}: ${result.issues[0].message}`);
  return result.output;
}

const required = (name: "username" | "email" | "role") => values[name] ?? usage(`--${name} is required`);
const role = () =>
  checked(v.picklist(ACCESS_ROLES, `Use one of: ${ACCESS_ROLES.join(", ")}.`), required("role"), "role");

// Each command's required options, checked before the database opens, so a typo does not wait on it.
const NEEDS = {
  add: ["username", "email", "role"],
  list: [],
  "set-role": ["username", "role"],
  disable: ["username"],
} as const;
const command = positionals[0];
if (!command || !(command in NEEDS)) usage(`unknown command: ${command ?? "(none)"}`);
for (const name of NEEDS[command as keyof typeof NEEDS]) required(name);

const { db } = openDatabase(loadConfig().databaseUrl);
const accounts = accountsRepository(db);
const team = teamRepository(db);

async function userNamed(name: string) {
  const user = await accounts.users.byUsername(name);
  if (!user) throw new Refused(`no user named ${name}`);
  return user;
}

async function add() {
  const username = checked(usernameRules, values.username, "username");
  const email = checked(emailRules, values.email, "email");
  const access = role();
  const typed = await readPassword();
  if (typed === undefined) throw new Refused("password: the two passwords differ");
  const password = checked(passwordRules, typed, "password");
  const weakness = passwordProblem(password);
  if (weakness) throw new Refused(`password: ${weakness}`);
  const created = await accounts.users.create({
    username,
    email,
    password_hash: await hashPassword(password),
    access_role: access,
  });
  if ("taken" in created) throw new Refused(`${created.taken} is taken already`);
  console.log(`added ${username} (${access}), id ${created.id}`);
}

async function list() {
  const members = await team.list();
  if (members.length === 0) console.log("no staff or admins yet");
  for (const m of members) {
    const state = [m.disabled ? "disabled" : "active", m.second_factor ? "second factor" : "no second factor"];
    console.log([m.username, m.email, m.role, ...state, m.last_login ?? "never signed in"].join("\t"));
  }
}

async function setRole() {
  const user = await userNamed(values.username!);
  const access = role();
  await team.setRole(user.id, access);
  console.log(`${user.username}: ${user.access_role} → ${access}`);
}

async function disable() {
  const user = await userNamed(values.username!);
  await team.setDisabled(user.id, true);
  await accounts.sessions.removeAllOf(user.id);
  console.log(`${user.username} is disabled and signed out everywhere`);
}

try {
  await migrate(db);
  await { add, list, "set-role": setRole, disable }[command as "add"]();
} catch (error) {
  if (!(error instanceof Refused)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
