// Whether the account this browser remembers is still signed in, asked once per page with plain fetch
// (the header must not pay for core's request helper). /session/ answers 200 either way, so a visitor
// whose session ended sees no refused request in the browser's console. Failures keep what is
// remembered: offline, or a server hiccup, is not a sign-out.
import type { SessionProbe } from "../../../contract/schemas/accounts.ts";
import { account } from "../../kits/stores/account.ts";
import { favorites } from "../../kits/stores/favorites.ts";

const getJson = async <T>(url: string): Promise<T> => {
  const response = await fetch(url, { credentials: "include", headers: { Accept: "application/json" } });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as T;
};

/** Checks the remembered account with the server and takes the server's stars; nothing when none is remembered. */
export async function confirmAccount(api: string): Promise<void> {
  if (!account.get()) return;
  const probe = await getJson<SessionProbe>(`${api}/reactapp/session/`);
  // The stars stay: this browser keeps them as a visitor's until the next sign-in merges them.
  if (!probe.authenticated) return account.set(null);
  account.set({ username: probe.me.username, name: probe.me.name });
  favorites.set((await getJson<{ ids: number[] }>(`${api}/reactapp/favorites/`)).ids);
}
