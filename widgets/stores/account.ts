// Who is signed in, as this browser last heard from the server. The session itself is an HttpOnly
// cookie that scripts cannot read; this copy lets the header show the name without a request, and
// lets every widget and tab follow a sign-in or sign-out. The server stays the judge: /session/ confirms it.
import { localStore } from "./local-store.ts";

export type Account = { username: string; name: string };

export const account = localStore<Account | null>("qto-account", (stored) => {
  const { username, name } = (stored ?? {}) as Partial<Account>;
  return typeof username === "string" && typeof name === "string" ? { username, name } : null;
});
