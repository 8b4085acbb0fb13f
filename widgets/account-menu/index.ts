// The header's account links on every page, with no framework (a content page downloads the loader and
// this, under 2 KB): the cart's count and the signed-in visitor's name, from this browser's stores and
// kept current when another tab changes them. It completes the links the page already has (Cart, Log in,
// Register, in partials/header.njk's order), so nothing moves when it starts. Signed in, the name opens a
// menu (<details>) whose content, Log out and the account's pages, is the account-panel widget, fetched
// the first time the menu opens.
import type { MountFunction } from "../core/embed.ts";
import { confirmAccount } from "./session-check.ts";
import { account } from "../stores/account.ts";
import { cart } from "../stores/cart.ts";

export const mount: MountFunction = (element, _name, options, defaultApi) => {
  const api = options?.api || defaultApi;
  const nav = element.querySelector("nav")!;
  const [cartLink, ...signIns] = nav.querySelectorAll("a");
  cartLink!.insertAdjacentHTML("beforeend", ' <span class="count"></span>');
  const count = cartLink!.lastChild as HTMLElement;
  // The way back gets this page's query (the board's filters), which the built page cannot know: the
  // page's links end with ?next=<path> (none on Home and the account pages, which need no way back).
  for (const a of signIns) if (a.search) a.search += encodeURIComponent(location.search);

  nav.insertAdjacentHTML(
    "beforeend",
    '<details class="account-menu"><summary class="who"></summary><div class="account-menu__panel"></div></details>',
  );
  const menu = nav.lastChild as HTMLDetailsElement;
  const [summary, panel] = menu.children as unknown as [HTMLElement, HTMLElement];
  menu.ontoggle = () => {
    if (menu.open && !panel.childElementCount) window.QTOWidgets?.mount(panel, "account-panel", { api });
  };
  // The menu closes on Escape (focus back on the name) and on a click elsewhere, as menus do.
  const close = (event: Event) => {
    const escape = (event as KeyboardEvent).key === "Escape";
    if (!menu.open || !(escape || (event.type === "click" && !menu.contains(event.target as Node)))) return;
    menu.open = false;
    if (escape) summary.focus();
  };
  document.addEventListener("keydown", close);
  document.addEventListener("click", close);

  const showCart = (items: unknown[]) => {
    count.textContent = String(items.length);
    cartLink!.setAttribute("aria-label", `Cart, ${items.length} take-off${items.length === 1 ? "" : "s"}`);
  };
  const showAccount = (who: { name: string } | null) => {
    summary.textContent = who?.name ?? "";
    menu.hidden = !who;
    if (!who) menu.open = false;
    for (const a of signIns) a.hidden = !!who;
  };
  showCart(cart.get());
  showAccount(account.get());
  const stops = [cart.subscribe(showCart), account.subscribe(showAccount)];
  // Offline or a server hiccup: keep showing what this browser remembers.
  confirmAccount(api).catch(() => {});

  return () => {
    for (const stop of stops) stop();
    document.removeEventListener("keydown", close);
    document.removeEventListener("click", close);
    count.previousSibling!.remove();
    count.remove();
    menu.remove();
  };
};
