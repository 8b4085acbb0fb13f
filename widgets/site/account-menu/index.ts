// The header's account links on every page, with no framework (a content page downloads the loader and
// this, under 2 KB; our own /quote/ under 500 B more than a partner page): the cart's count and the
// signed-in visitor's name, from this browser's stores and kept current when this page or another tab
// changes them. It completes the page's own markup (partials/header.njk: Cart with its count, Log in,
// Register, and the hidden menu of a signed-in visitor), so nothing moves when it starts and a second
// mount finds the same elements. Everything only a signed-in visitor needs (the menu's panel, Escape and
// click-outside closing, the /session/ check) is in signed-in.ts, fetched when a name is first shown.
import type { MountFunction } from "../../kits/core/embed.ts";
// The stores' shapes and reader, copied into this chunk (build/header-copy.js): no stores chunk to fetch.
import { readStore } from "../../kits/stores/local-store.ts";
import { ACCOUNT, CART, cleanAccount, cleanCart } from "../../kits/stores/shapes.ts";

export const mount: MountFunction = (element, _name, options, defaultApi) => {
  const api = options?.api || defaultApi;
  const [cartLink, ...signIns] = element.querySelectorAll("a");
  const count = cartLink!.firstElementChild!;
  const menu = element.querySelector("details")!;
  // The way back is this page's whole address, which the built page cannot know: the id of a project
  // page (/ProjectDetail/{id} is one built shell), the board's filters as they are now, a hash. The built
  // links end with ?next=<path> (none on Home and the account pages, which need no way back); it is
  // completed as a link is about to be followed: pressed (any button, a finger) or reached by keyboard.
  const wayBack = () => {
    for (const a of signIns)
      if (a.search) a.search = `?next=${encodeURIComponent(location.href.slice(location.origin.length))}`;
  };
  element.onpointerdown = wayBack;
  element.addEventListener("focusin", wayBack);
  // What a signed-in visitor needs (signed-in.ts): fetched once, started only if still mounted then.
  let mounted = true;
  let signedIn: Promise<void> | undefined;
  let stopSignedIn: (() => void) | undefined;
  const startSignedIn = () =>
    import("./signed-in.ts").then(
      (module) => {
        if (mounted) stopSignedIn = module.signedIn(menu, api);
      },
      // Not fetched (offline): the name stays, and the menu does not open.
      () => {},
    );

  const show = () => {
    const lines = readStore(CART, cleanCart).length;
    const who = readStore(ACCOUNT, cleanAccount);
    count.textContent = String(lines);
    cartLink!.setAttribute("aria-label", `Cart, ${lines} take-off${lines === 1 ? "" : "s"}`);
    menu.firstElementChild!.textContent = who?.name ?? "";
    menu.hidden = !who;
    if (who) signedIn ??= startSignedIn();
    else menu.open = false;
    for (const a of signIns) a.hidden = !!who;
  };
  show();
  // Every store's change, this page's or another tab's, is a storage event (stores/local-store.ts).
  addEventListener("storage", show);

  return () => {
    mounted = false;
    removeEventListener("storage", show);
    element.onpointerdown = null;
    element.removeEventListener("focusin", wayBack);
    stopSignedIn?.();
  };
};
