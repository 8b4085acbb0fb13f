// Signing in and out against the accounts API. Every state-changing call carries Django's CSRF pair
// (csrf.ts): the cookie is fetched first when missing, and once more when the server refuses the one it has.
import type { Me, SessionProbe, SignedIn } from "../../../contract/schemas/accounts.ts";
import { ApiError, MESSAGES, request, type RequestOptions } from "../core/api.ts";
import { clearDraft } from "../core/form/draft.ts";
import { account } from "../stores/account.ts";
import { favorites } from "../stores/favorites.ts";
import { purchased } from "../stores/purchased.ts";
import { ensureCsrf, fetchCsrf } from "./csrf.ts";

const refusedCsrf = (error: unknown) => error instanceof ApiError && !!error.detail?.startsWith("CSRF Failed");

/** A state-changing call of the accounts API, with the CSRF handshake done. */
export async function send<T>(api: string, path: string, options: RequestOptions): Promise<T> {
  await ensureCsrf(api);
  try {
    return await request<T>(api + path, options);
  } catch (error) {
    if (!refusedCsrf(error)) throw error;
    await fetchCsrf(api);
    return request<T>(api + path, options);
  }
}

/** What a visitor should read about a failed call: the server's reason when it gave one. */
export function explain(error: unknown): string {
  if (!(error instanceof ApiError)) return MESSAGES.server;
  // A 5xx's detail is the server's generic apology; ours says more (your answers are kept).
  const serverWords = error.status && error.status < 500 ? error.detail : undefined;
  const reason = error.fieldErrors.non_field_errors?.[0] ?? serverWords;
  return reason ?? error.message;
}

/** The server has no session for this browser (not a CSRF refusal). */
export const isSignedOut = (error: unknown) => error instanceof ApiError && error.status === 403 && !refusedCsrf(error);

/**
 * Logs in or registers, then moves the stars given before signing in to the account: from then on
 * the server's list is the one the board's Favorites tab shows, and this browser mirrors it.
 */
export async function signIn(
  api: string,
  path: "/reactapp/drflogin/" | "/reactapp/register/",
  body: object,
): Promise<SignedIn> {
  const user = await send<SignedIn>(api, path, { method: "POST", body });
  account.set({ username: user.username, name: user.name });
  try {
    const merged = await send<{ ids: number[] }>(api, "/reactapp/favorites/merge/", {
      method: "POST",
      body: { ids: favorites.get() },
    });
    favorites.set(merged.ids);
  } catch {
    // The stars stay in this browser and move at the next sign-in; signing in itself worked.
  }
  return user;
}

/** The checkout's draft of the billing address: the account's, so it goes when the visitor signs out. */
export const BILLING_DRAFT = "qto-draft:billing";

/** The account screens' drafts (profile, a new address): the account's too. Passwords are never drafted. */
const ACCOUNT_DRAFTS = ["qto-draft:profile", "qto-draft:change_email"];

/**
 * Ends the session on the server; only then does this browser forget the account, its stars, what it
 * bought and the billing address typed for it (a shared computer keeps nothing of the visitor's but the cart).
 */
export async function signOut(api: string) {
  await send(api, "/reactapp/logout/", { method: "POST" });
  account.set(null);
  favorites.set([]);
  purchased.set([]);
  clearDraft(BILLING_DRAFT);
  for (const draft of ACCOUNT_DRAFTS) clearDraft(draft);
}

/**
 * The signed-in visitor, or null when the server has no session for this browser (it expired, or the
 * visitor signed out in another browser). Asked of /session/, which answers 200 either way: /me's 403
 * would show as a red error in the browser's console on every page of a visitor whose session ended.
 */
export async function loadMe(api: string): Promise<Me | null> {
  const probe = await request<SessionProbe>(`${api}/reactapp/session/`);
  const me = probe.authenticated ? probe.me : null;
  account.set(me && { username: me.username, name: me.name });
  return me;
}

/**
 * Saves a star a signed-in visitor just gave or took away. If the server cannot save it, that star goes
 * back; if the session has ended, it stays in this browser only. Only this star is touched: answers to
 * quick toggles may arrive in any order, and the local list is already right.
 */
export async function saveFavorite(api: string, id: number, on: boolean) {
  if (!account.get()) return;
  try {
    await send(api, `/reactapp/favorites/${id}/`, { method: on ? "PUT" : "DELETE" });
  } catch (error) {
    if (isSignedOut(error)) return account.set(null);
    const others = favorites.get().filter((other) => other !== id);
    favorites.set(on ? others : [...others, id]);
  }
}
