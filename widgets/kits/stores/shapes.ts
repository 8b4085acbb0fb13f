// What each store keeps in localStorage: its key, and the rule (`clean…`) that turns whatever is stored
// there (another version's data, a hand edit) into a valid value. Said here once for the stores, which
// read and write, and for the header's account menu, which only reads (it takes a copy of this file
// into its own chunk: build/header-copy.js).
import { TAKEOFF_SIZE_VALUES, type TakeoffSize } from "../../../contract/choices/takeoff-sizes.ts";

export type Account = { username: string; name: string };
export type CartLine = { project_id: number; project_name: string; size: TakeoffSize };

/** A list's rule: the well-formed items (by `valid`) of whatever array is stored. */
const list =
  <T>(valid: (item: unknown) => boolean) =>
  (stored: unknown): T[] =>
    Array.isArray(stored) ? stored.filter(valid) : [];

/** Who is signed in, as this browser last heard from the server (stores/account.ts). */
export const ACCOUNT = "qto-account";
export const cleanAccount = (stored: unknown): Account | null => {
  const { username, name } = (stored ?? {}) as Partial<Account>;
  return typeof username === "string" && typeof name === "string" ? { username, name } : null;
};

export const CART = "qto-cart";
export const cleanCart = list<CartLine>((line) => {
  const { project_id, project_name, size } = (line ?? {}) as Partial<CartLine>;
  return (
    Number.isInteger(project_id) &&
    typeof project_name === "string" &&
    (TAKEOFF_SIZE_VALUES as readonly unknown[]).includes(size)
  );
});

export const FAVORITES = "qto-favorites";
export const PURCHASED = "qto-purchased";
/** The favorites' and the purchases' rule: project ids. */
export const cleanIds = list<number>(Number.isInteger);
