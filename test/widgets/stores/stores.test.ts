// The cart and the favorites: kept in localStorage, shared by every widget on the page and every tab.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { addToCart, cart } from "../../../widgets/stores/cart.ts";
import { favorites, toggleFavorite } from "../../../widgets/stores/favorites.ts";

beforeEach(() => localStorage.clear());

describe("widgets: project stores", () => {
  it("adds a project to the cart once, as a small take-off, and tells every listener", () => {
    const listener = vi.fn();
    const stop = cart.subscribe(listener);
    addToCart({ project_id: 7, project_name: "Oak Grove Elementary" });
    addToCart({ project_id: 7, project_name: "Oak Grove Elementary" });
    expect(cart.get()).toEqual([{ project_id: 7, project_name: "Oak Grove Elementary", size: "small" }]);
    expect(JSON.parse(localStorage.getItem("qto-cart")!)).toHaveLength(1);
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });

  it("toggles favorites in local storage", () => {
    toggleFavorite(3);
    toggleFavorite(9);
    toggleFavorite(3);
    expect(favorites.get()).toEqual([9]);
    expect(localStorage.getItem("qto-favorites")).toBe("[9]");
  });

  it("follows changes another tab makes", () => {
    const listener = vi.fn();
    const stop = favorites.subscribe(listener);
    localStorage.setItem("qto-favorites", "[1,2]");
    dispatchEvent(new StorageEvent("storage", { key: "qto-favorites" }));
    expect(listener).toHaveBeenCalledWith([1, 2]);
    stop();
  });

  it("survives a corrupted entry", () => {
    localStorage.setItem("qto-cart", "{not json");
    expect(cart.get()).toEqual([]);
  });
});
