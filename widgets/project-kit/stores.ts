// The visitor's cart and favorite projects, shared by the board, the detail and (later) the cart page.
import { useEffect, useState } from "react";
import { type LocalList, localList } from "./local-list.ts";

export type CartLine = { project_id: number; project_name: string; size: "small" | "medium" | "large" };

export const cart = localList<CartLine>("qto-cart");
export const favorites = localList<number>("qto-favorites");

/** The list's items, re-rendering when any widget or tab changes them. */
export function useLocalList<T>(list: LocalList<T>): T[] {
  const [items, setItems] = useState(list.get);
  useEffect(() => list.subscribe(setItems), [list]);
  return items;
}

export function addToCart(project: { project_id: number; project_name: string }) {
  const lines = cart.get();
  if (lines.some((line) => line.project_id === project.project_id)) return;
  cart.set([...lines, { project_id: project.project_id, project_name: project.project_name, size: "small" }]);
}

export function toggleFavorite(id: number) {
  const ids = favorites.get();
  favorites.set(ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id]);
}
