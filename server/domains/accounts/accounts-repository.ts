// The accounts feature's tables, reached through one decorated repository (`app.accounts`).
import type { Db } from "../../infra/db/database.ts";
import { loginFailuresRepository } from "../../infra/auth/login-failures-repository.ts";
import { sessionsRepository } from "./sessions-repository.ts";
import { usersRepository } from "./users-repository.ts";

export function accountsRepository(db: Db) {
  return {
    users: usersRepository(db),
    sessions: sessionsRepository(db),
    loginFailures: loginFailuresRepository(db),
  };
}

export type AccountsRepository = ReturnType<typeof accountsRepository>;
