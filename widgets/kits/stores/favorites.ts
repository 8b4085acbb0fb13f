// The projects the visitor starred. An anonymous visitor's live here only; a signed-in visitor's are
// kept on the server too (account-kit/session.ts saves each star), and this list mirrors them.
import { localStore } from "./local-store.ts";
import { FAVORITES, cleanIds } from "./shapes.ts";

export const favorites = localStore(FAVORITES, cleanIds);

/** Stars or unstars a project; returns whether it is starred now. */
export function toggleFavorite(id: number): boolean {
  const ids = favorites.get();
  const on = !ids.includes(id);
  favorites.set(on ? [...ids, id] : ids.filter((other) => other !== id));
  return on;
}
