// The stores: the cart, the favorites and who is signed in, kept in localStorage, shared by every
// widget on the page and every tab.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { account } from "../../../../widgets/kits/stores/account.ts";
import {
  addToCart,
  cart,
  clearCart,
  removeLines,
  resizeLines,
  restoreLines,
} from "../../../../widgets/kits/stores/cart.ts";
import { favorites, toggleFavorite } from "../../../../widgets/kits/stores/favorites.ts";
import { localStore, readStore } from "../../../../widgets/kits/stores/local-store.ts";
import { cleanCart } from "../../../../widgets/kits/stores/shapes.ts";

beforeEach(() => localStorage.clear());

const OAK = { project_id: 7, project_name: "Oak Grove Elementary" };
const PIER = { project_id: 9, project_name: "Harbor Pier Repairs" };

describe("widgets: cart store", () => {
  it("adds a project once, as a small take-off, and tells every listener", () => {
    const listener = vi.fn();
    const stop = cart.subscribe(listener);
    addToCart(OAK);
    addToCart(OAK);
    expect(cart.get()).toEqual([{ ...OAK, size: "small" }]);
    expect(JSON.parse(localStorage.getItem("qto-cart")!)).toHaveLength(1);
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });

  it("changes sizes, removes lines, puts them back in place of nothing else, and clears", () => {
    addToCart(OAK);
    addToCart(PIER);
    resizeLines({ 9: "large" });
    expect(cart.get().map((line) => line.size)).toEqual(["small", "large"]);
    removeLines([7]);
    expect(cart.get()).toEqual([{ ...PIER, size: "large" }]);
    restoreLines([
      { ...OAK, size: "medium" },
      { ...PIER, size: "small" },
    ]);
    expect(cart.get()).toEqual([
      { ...PIER, size: "large" },
      { ...OAK, size: "medium" },
    ]);
    clearCart();
    expect(cart.get()).toEqual([]);
  });

  it("follows the changes another tab makes", () => {
    const listener = vi.fn();
    const stop = cart.subscribe(listener);
    localStorage.setItem("qto-cart", JSON.stringify([{ ...OAK, size: "medium" }]));
    dispatchEvent(new StorageEvent("storage", { key: "qto-cart" }));
    expect(listener).toHaveBeenCalledWith([{ ...OAK, size: "medium" }]);
    dispatchEvent(new StorageEvent("storage", { key: "something-else" }));
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });

  it("tells a change made on this page as a storage event, as the browser tells another tab's", () => {
    // The header's account menu reads the stores with a copy of readStore and hears changes this way.
    const heard: (string | null)[] = [];
    const hear = (event: StorageEvent) => heard.push(event.key);
    addEventListener("storage", hear);
    addToCart(OAK);
    account.set({ username: "dana", name: "dana" });
    removeEventListener("storage", hear);
    expect(heard).toEqual(["qto-cart", "qto-account"]);
    expect(readStore("qto-cart", cleanCart)).toEqual([{ ...OAK, size: "small" }]);
  });

  it("follows another tab clearing the whole storage", () => {
    addToCart(OAK);
    const listener = vi.fn();
    const stop = cart.subscribe(listener);
    localStorage.clear();
    dispatchEvent(new StorageEvent("storage", { key: null }));
    expect(listener).toHaveBeenCalledWith([]);
    stop();
  });

  it("drops malformed lines and survives a corrupted entry", () => {
    localStorage.setItem(
      "qto-cart",
      JSON.stringify([{ ...OAK, size: "huge" }, { project_id: "7" }, null, { ...PIER, size: "large" }]),
    );
    expect(cart.get()).toEqual([{ ...PIER, size: "large" }]);
    localStorage.setItem("qto-cart", "{not json");
    expect(cart.get()).toEqual([]);
  });
});

describe("widgets: favorites and account stores", () => {
  it("toggles favorites and says whether the project is starred now", () => {
    expect(toggleFavorite(3)).toBe(true);
    expect(toggleFavorite(9)).toBe(true);
    expect(toggleFavorite(3)).toBe(false);
    expect(favorites.get()).toEqual([9]);
    expect(localStorage.getItem("qto-favorites")).toBe("[9]");
  });

  it("remembers who is signed in, and nobody when the entry is malformed", () => {
    expect(account.get()).toBeNull();
    account.set({ username: "dana", name: "dana" });
    expect(account.get()).toEqual({ username: "dana", name: "dana" });
    localStorage.setItem("qto-account", JSON.stringify({ username: 3 }));
    expect(account.get()).toBeNull();
  });

  it("keeps a value in memory when storage refuses it", () => {
    const store = localStore<number[]>("qto-test", (stored) => (Array.isArray(stored) ? stored : []));
    const setItem = vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    const listener = vi.fn();
    store.subscribe(listener);
    store.set([1, 2]);
    expect(store.get()).toEqual([1, 2]);
    expect(listener).toHaveBeenCalledWith([1, 2]);
    setItem.mockRestore();
    // Another tab managed to store a value: it wins over the one kept in memory.
    localStorage.setItem("qto-test", "[3]");
    dispatchEvent(new StorageEvent("storage", { key: "qto-test" }));
    expect(store.get()).toEqual([3]);
  });
});
