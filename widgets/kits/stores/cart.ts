// The visitor's cart: one line per project with its take-off size. Shared by the board, the detail,
// the cart page, the checkout and the header, and across tabs. Prices are never kept here: the server
// quotes them for these lines every time they are shown.
import { type TakeoffSize, takeoffSizes as TAKEOFF_SIZES } from "../../../contract/choices/takeoff-sizes.ts";
import { localStore } from "./local-store.ts";
import { CART, type CartLine, cleanCart } from "./shapes.ts";

export { TAKEOFF_SIZES, type CartLine, type TakeoffSize };

export const cart = localStore(CART, cleanCart);

/** Adds a project as a small take-off; a project already in the cart stays as it is. */
export function addToCart(project: { project_id: number; project_name: string }) {
  const lines = cart.get();
  if (lines.some((line) => line.project_id === project.project_id)) return;
  cart.set([...lines, { project_id: project.project_id, project_name: project.project_name, size: "small" }]);
}

/** Gives lines new sizes, by project id. */
export function resizeLines(sizesById: Record<number, TakeoffSize>) {
  cart.set(cart.get().map((line) => ({ ...line, size: sizesById[line.project_id] ?? line.size })));
}

export function removeLines(projectIds: number[]) {
  cart.set(cart.get().filter((line) => !projectIds.includes(line.project_id)));
}

/** Puts removed lines back (Undo), after those still in the cart. */
export function restoreLines(lines: CartLine[]) {
  const current = cart.get();
  cart.set([...current, ...lines.filter((line) => !current.some((c) => c.project_id === line.project_id))]);
}

export const clearCart = () => cart.set([]);
